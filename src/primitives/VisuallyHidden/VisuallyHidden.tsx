import { VisuallyHidden as RadixVisuallyHidden } from '@radix-ui/react-visually-hidden';
import type { ComponentPropsWithoutRef } from 'react';

export type VisuallyHiddenProps = ComponentPropsWithoutRef<typeof RadixVisuallyHidden>;

/** Text for assistive technology only: read by screen readers, invisible on screen. (Radix VisuallyHidden.) */
export const VisuallyHidden = RadixVisuallyHidden;

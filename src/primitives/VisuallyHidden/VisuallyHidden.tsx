'use client';

import { forwardRef, type HTMLAttributes } from 'react';
import { Slot } from '@radix-ui/react-slot';
import { cx } from '../../styles/cx';
import { visuallyHidden } from './VisuallyHidden.css';

export interface VisuallyHiddenProps extends HTMLAttributes<HTMLSpanElement> {
  /** Render the one child element (e.g. an `<h1>`) hidden, instead of a `<span>`. */
  asChild?: boolean;
}

/**
 * Text for assistive technology only: read by screen readers, invisible on screen. Class-based, so it stays
 * hidden in server-rendered HTML under the strict Content-Security-Policy.
 */
export const VisuallyHidden = forwardRef<HTMLSpanElement, VisuallyHiddenProps>(function VisuallyHidden(
  { asChild = false, className, ...rest },
  ref,
) {
  const Comp = asChild ? Slot : 'span';
  return <Comp ref={ref} className={cx(visuallyHidden, className)} {...rest} />;
});

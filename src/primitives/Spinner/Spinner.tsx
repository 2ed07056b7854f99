import { forwardRef, type HTMLAttributes } from 'react';
import { cx } from '../../styles/cx';
import { defaultSpinnerSize, spinnerSizeNames, type SpinnerSize } from '../../../design-tokens';
import { pickVariant } from '../../styles/fallback';
import { spinner } from './Spinner.css';

export type { SpinnerSize };

export interface SpinnerProps extends HTMLAttributes<HTMLSpanElement> {
  size?: SpinnerSize;
  /**
   * What is loading, announced as a status ("Warenkorb wird geladen"). Without it the spinner is decorative:
   * use that when the busy element already says so (a Button with `loading` sets aria-busy).
   */
  label?: string;
}

export const Spinner = forwardRef<HTMLSpanElement, SpinnerProps>(function Spinner(
  { size, label, className, ...rest },
  ref,
) {
  const safeSize = pickVariant('Spinner', 'size', size, spinnerSizeNames, defaultSpinnerSize);
  const a11y = label ? { role: 'status', 'aria-label': label } : { 'aria-hidden': true as const };
  return <span ref={ref} className={cx(spinner({ size: safeSize }), className)} {...a11y} {...rest} />;
});

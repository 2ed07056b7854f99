import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { cx } from '../../styles/cx';
import { GlyphIcon } from '../Icon/GlyphIcon';
import { closeGlyph } from '../Icon/paths';
import { closeButton } from './CloseButton.css';

export interface CloseButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  /** The accessible name ("Schließen"): the button shows only the close icon. */
  'aria-label': string;
}

/**
 * The icon-only close button of Modal, Popover and Notification. It matches an icon-only secondary Button but
 * bundles only the close glyph, which keeps Modal within its size budget.
 */
export const CloseButton = forwardRef<HTMLButtonElement, CloseButtonProps>(function CloseButton(
  { className, type = 'button', ...rest },
  ref,
) {
  return (
    <button ref={ref} type={type} className={cx(closeButton, className)} {...rest}>
      <GlyphIcon glyph={closeGlyph} size="small" data-icon="close" />
    </button>
  );
});

import { forwardRef, type SVGAttributes } from 'react';
import { cx } from '../../styles/cx';
import { defaultIconSize, iconSizeNames, type IconSize } from '../../../design-tokens';
import { pickVariant } from '../../styles/fallback';
import { icon } from './Icon.css';
import type { Glyph } from './paths';

export interface GlyphIconProps extends Omit<SVGAttributes<SVGSVGElement>, 'name'> {
  glyph: Glyph;
  size?: IconSize;
  /** Gives the icon meaning of its own: it becomes role="img" with this name. Without it, it is decorative. */
  label?: string;
}

/**
 * Draws one glyph of the icon set. Components inside Crema import the glyph they need (`closeGlyph`) and use
 * this, so they do not bundle the whole set; apps use `<Icon name="…">`.
 */
export const GlyphIcon = forwardRef<SVGSVGElement, GlyphIconProps>(function GlyphIcon(
  { glyph, size, label, className, ...rest },
  ref,
) {
  const safeSize = pickVariant('Icon', 'size', size, iconSizeNames, defaultIconSize);
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true as const };
  return (
    <svg
      ref={ref}
      viewBox="0 0 24 24"
      focusable="false"
      className={cx(icon({ size: safeSize }), className)}
      fill={glyph.filled ? 'currentColor' : 'none'}
      stroke={glyph.filled ? 'none' : 'currentColor'}
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      {...a11y}
      {...rest}
    >
      <path d={glyph.d} />
    </svg>
  );
});

import { forwardRef, type SVGAttributes } from 'react';
import clsx from 'clsx';
import { iconSizes, type IconSize } from '../../../design-tokens';
import { pickVariant } from '../../styles/fallback';
import { icon } from './Icon.css';
import { iconNames, iconPaths, type IconName } from './paths';

const sizeNames = Object.keys(iconSizes) as IconSize[];

interface IconBaseProps extends Omit<SVGAttributes<SVGSVGElement>, 'name'> {
  name: IconName;
  size?: IconSize;
}

/**
 * An icon from Crema's one SVG set. Decorative by default (hidden from assistive technology);
 * give it a `label` when it carries meaning on its own, and it becomes an image with that name.
 */
export type IconProps = IconBaseProps & { label?: string };

export const Icon = forwardRef<SVGSVGElement, IconProps>(function Icon({ name, size, label, className, ...rest }, ref) {
  const safeName = pickVariant('Icon', 'name', name, iconNames, 'info');
  const safeSize = pickVariant('Icon', 'size', size, sizeNames, 'medium');
  const glyph: { d: string; filled?: boolean } = iconPaths[safeName];
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true as const };
  return (
    <svg
      ref={ref}
      viewBox="0 0 24 24"
      focusable="false"
      className={clsx(icon({ size: safeSize }), className)}
      fill={glyph.filled ? 'currentColor' : 'none'}
      stroke={glyph.filled ? 'none' : 'currentColor'}
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      data-icon={safeName}
      {...a11y}
      {...rest}
    >
      <path d={glyph.d} />
    </svg>
  );
});

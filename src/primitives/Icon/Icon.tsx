import { forwardRef } from 'react';
import { pickVariant } from '../../styles/fallback';
import { GlyphIcon, type GlyphIconProps } from './GlyphIcon';
import { iconNames, iconPaths, type IconName } from './paths';

/**
 * An icon from Crema's one SVG set. Decorative by default (hidden from assistive technology);
 * give it a `label` when it carries meaning on its own, and it becomes an image with that name.
 */
export interface IconProps extends Omit<GlyphIconProps, 'glyph'> {
  name: IconName;
}

export const Icon = forwardRef<SVGSVGElement, IconProps>(function Icon({ name, ...rest }, ref) {
  const safeName = pickVariant('Icon', 'name', name, iconNames, 'info');
  return <GlyphIcon ref={ref} glyph={iconPaths[safeName]} data-icon={safeName} {...rest} />;
});

export { Icon, type IconProps } from './Icon';
export { iconNames, type IconName } from './paths';
export { brandGlyphs, type BrandName } from './brands';
export { GlyphIcon, type GlyphIconProps } from './GlyphIcon';

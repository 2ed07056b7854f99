export { color, tokens, themeClasses } from './theme.css';
export { focusRing, focusRingRule } from './focus.css';
export { resetRoot } from './reset.css';
export { sprinkles, type Sprinkles } from './sprinkles.css';
export * as media from './media';
export { px, ms } from './units';
export { pickVariant, resetVariantWarnings } from './fallback';
export { cx } from './cx';
export { variantsOf } from './variants';

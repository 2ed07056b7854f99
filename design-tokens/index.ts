/**
 * Crema design tokens: typed data with no runtime dependencies.
 * Also exported as DTCG JSON and CSS custom properties by `npm run tokens` (design-tokens/dist/).
 */
export * from './palette';
export * from './themes';
export * from './themeRoles';
export * from './layout';
export * from './typography';
export * from './components';
export * from './media';
export * from './feedback';
export * from './overlays';
export * from './forms';
export * from './customProperties';
export * from './theming';
export * from './locales';
export * from './contrastMinimums';

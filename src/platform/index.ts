/** Platform: sites, i18n and SSR-safe browser adapters. May import design-tokens only (eslint-rules/layers.js). */
export * from './site';
export * from './i18n';
export * from './browser';
export * from './logOnce';
export * from './tracking';

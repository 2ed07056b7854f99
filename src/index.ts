/**
 * Crema: the public entry. Components (primitives and features), their hooks, the platform (sites, i18n,
 * SSR-safe browser adapters), the theme layer and the theme contract for consumers' own vanilla-extract styles,
 * and the tokens' types. Import the CSS once: `import 'crema/styles.css'`. The service clients and their contracts
 * are `crema/services`; the reference services are `crema/mocks`; token values are `crema/tokens`.
 */
export * from './primitives';
export * from './platform';
export * from './features/storefront';
export * from './features/visitor';
export * from './features/header';
export * from './features/navigation';
export * from './features/search';
export * from './features/promotion';
export * from './features/app-banner';
export * from './features/minicart';
export * from './features/newsletter';
export * from './features/footer';
export * from './features/session';
export * from './features/preview';
export { color, tokens, themeClasses, focusRing, focusRingRule, sprinkles, media, type Sprinkles } from './styles';
export type {
  SurfaceTheme,
  ButtonSize,
  ButtonVariant,
  AspectRatioName,
  Tone,
  InputState,
  ModalSize,
  FormLocale,
} from '../design-tokens';

/**
 * Crema: the public entry. Primitives, the theme layer, and the theme contract for consumers' own
 * vanilla-extract styles. Import the CSS once: `import 'crema/styles.css'`.
 */
export * from './primitives';
export * from './platform';
export * from './services';
export * from './features/storefront';
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

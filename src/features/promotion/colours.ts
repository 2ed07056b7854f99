import { formatHex, modeHsl, modeLrgb, modeRgb, parse, useMode as registerColourMode, wcagContrast } from 'culori/fn';
import { minimumContrast, themeRoles, type SurfaceTheme } from '../../../design-tokens';
import type { ColourOutcome } from './colourOutcome';

export type { ColourOutcome, PromotionColours } from './colourOutcome';

// The CSS colour syntaxes a CMS writes: hex, names, rgb() and hsl() (with their legacy comma forms). Others (lab(),
// color(), ...) read as invalid and fall back to the theme: a rare CMS value, not worth culori's other modes' bytes.
// Linear RGB is what the WCAG luminance is computed in.
registerColourMode(modeRgb);
registerColourMode(modeHsl);
registerColourMode(modeLrgb);

/**
 * A CMS colour as the page may use it: a six-digit hex, or undefined when the text is no valid, opaque CSS colour.
 * Only the normalised hex ever reaches a style attribute, never the CMS text itself. A translucent colour is refused:
 * its contrast depends on what shows through.
 */
export function cssColour(text: string | undefined): string | undefined {
  if (!text) return undefined;
  const colour = parse(text.trim());
  if (!colour || (colour.alpha !== undefined && colour.alpha < 1)) return undefined;
  return formatHex(colour);
}

/**
 * The colours a promotion shows in: the content's backgroundColorCode and textColor when both are valid CSS colours (a
 * missing one is the theme's) and they pass WCAG AA together, i.e. the text at 4.5:1 on the background and the theme's
 * focus ring at 3:1 (WCAG 1.4.11: focus stays visible on the custom surface). Anything else falls back to the theme's
 * own colours.
 */
export function promotionColours(
  content: { backgroundColorCode?: string; textColor?: string },
  theme: SurfaceTheme,
): ColourOutcome {
  const given = [content.backgroundColorCode, content.textColor].filter(Boolean);
  if (given.length === 0) return { kind: 'theme' };
  const roles = themeRoles[theme];
  const background = content.backgroundColorCode ? cssColour(content.backgroundColorCode) : roles.surface;
  const text = content.textColor ? cssColour(content.textColor) : roles.text;
  if (!background || !text) return { kind: 'fallback', reason: 'invalid' };
  let readable: boolean;
  try {
    readable =
      wcagContrast(text, background) >= minimumContrast.text &&
      wcagContrast(roles.focusRing, background) >= minimumContrast.ui;
  } catch {
    // A colour the contrast cannot be computed for is one the page cannot vouch for: CMS content never breaks a page.
    return { kind: 'fallback', reason: 'invalid' };
  }
  return readable ? { kind: 'custom', colours: { background, text } } : { kind: 'fallback', reason: 'contrast' };
}

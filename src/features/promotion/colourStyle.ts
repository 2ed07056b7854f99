import { assignInlineVars } from '@vanilla-extract/dynamic';
import type { CSSProperties } from 'react';
import { logOnce } from '../../platform/logOnce';
import { color } from '../../styles/theme.css';
import { PROMOTION_COLOUR_LOG, PROMOTION_CONTRAST_LOG } from './constants';
import type { ColourOutcome } from './colourOutcome';

/** The outcome of content without colours of its own: the theme's surface as it is. */
export const themeColours: ColourOutcome = { kind: 'theme' };

/**
 * The inline style that gives a promotion the content's colours (the theme contract's surface, text and muted text), or
 * none, from the outcome its loader decided (`promotionColours`). What is refused (an invalid colour, or text and
 * background below WCAG AA contrast) is logged once per value pair.
 */
export function promotionColourStyle(
  outcome: ColourOutcome,
  content: { backgroundColorCode?: string; textColor?: string },
): CSSProperties | undefined {
  if (outcome.kind === 'custom') {
    const { background, text } = outcome.colours;
    return assignInlineVars({ [color.surface]: background, [color.text]: text, [color.textMuted]: text });
  }
  if (outcome.kind === 'fallback') {
    logOnce(
      'warn',
      `promotion:colour:${outcome.reason}:${content.backgroundColorCode}:${content.textColor}`,
      outcome.reason === 'invalid' ? PROMOTION_COLOUR_LOG : PROMOTION_CONTRAST_LOG,
      content.backgroundColorCode,
      content.textColor,
    );
  }
  return undefined;
}

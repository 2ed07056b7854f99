import { assignInlineVars } from '@vanilla-extract/dynamic';
import type { CSSProperties } from 'react';
import type { SurfaceTheme } from '../../../design-tokens';
import { logOnce } from '../../platform/logOnce';
import { color } from '../../styles/theme.css';
import { PROMOTION_COLOUR_LOG, PROMOTION_CONTRAST_LOG } from './constants';
import { promotionColours } from './colours';

/**
 * The inline style that gives a promotion the content's colours (the theme contract's surface, text and muted text),
 * or none. What is refused is logged once per value pair (issue 11 item 2).
 */
export function promotionColourStyle(
  content: { backgroundColorCode?: string; textColor?: string },
  theme: SurfaceTheme,
): CSSProperties | undefined {
  const outcome = promotionColours(content, theme);
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

import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { color, tokens } from '../../styles/theme.css';
import { variantsOf } from '../../styles/variants';
import { previewTestsStatuses } from './constants';

/** The panel in the page: its trigger button at the end of its line (the footer area's bottom). */
export const panel = style({ display: 'flex', justifyContent: 'flex-end' });

/**
 * A status line under the test select (the tests' load) and in the result's place ('Loading...'): small text with
 * its icon, one line high even when empty so nothing jumps; the failed load in the error colour, with the error icon
 * (never colour alone).
 */
export const status = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.space.xs,
    minHeight: tokens.font.lineHeight.s,
    margin: 0,
    fontSize: tokens.font.size.s,
    lineHeight: tokens.font.lineHeight.s,
    color: color.textMuted,
  },
  variants: {
    status: variantsOf(previewTestsStatuses, (status) =>
      status === 'failed' ? { color: color.tone.error.foreground } : {},
    ),
  },
});

/** The result message: the whole message clears on a click, so it says it can be clicked. */
export const result = style({ cursor: 'pointer' });

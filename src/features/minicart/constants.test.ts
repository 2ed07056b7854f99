import { formatBadgeCount } from '../../primitives';
import { badgeCaps } from '../../../design-tokens';
import { MESSAGE_LIFETIME_MS, MINICART_BADGE_CAP_STYLE, UNDO_LIFETIME_MS } from './constants';

describe('mini cart constants', () => {
  it('messages vanish after 7.5 s, deleted entries stay 10 s', () => {
    expect(MESSAGE_LIFETIME_MS).toBe(7500);
    expect(UNDO_LIFETIME_MS).toBe(10000);
  });

  it.each([
    [0, null],
    [1, '1'],
    [99, '99'],
    [100, '+99'],
    [250, '+99'],
  ])("the badge (capped display '+99' above 99, hidden at 0): %s → %j", (count, text) => {
    expect(formatBadgeCount(count, badgeCaps[MINICART_BADGE_CAP_STYLE], MINICART_BADGE_CAP_STYLE)).toBe(text);
  });
});

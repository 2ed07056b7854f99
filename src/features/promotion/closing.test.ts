import { STICKY_SCROLL_MARGIN_PX } from '../header/constants';
import { closesOnScroll } from './closing';

describe('closesOnScroll (000 §4 "Banner ... closes on page scroll down")', () => {
  it.each([
    [0, STICKY_SCROLL_MARGIN_PX + 1, true, 'down past the 30 px margin'],
    [100, 400, true, 'further down'],
    [0, STICKY_SCROLL_MARGIN_PX, false, 'down, but still within the 30 px margin'],
    [400, 100, false, 'up'],
    [200, 200, false, 'no movement'],
    [0, -20, false, 'an overscroll bounce at the top'],
  ])('from %i to %i → %s (%s)', (from, to, closes) => expect(closesOnScroll(from, to)).toBe(closes));
});

import { STICKY_SCROLL_MARGIN_PX } from '../../kernel/constants';
import { closesOnScroll } from './closing';

describe('closesOnScroll ("Banner ... closes on page scroll down")', () => {
  it.each([
    [0, STICKY_SCROLL_MARGIN_PX + 1, true, 'down past the 30 px margin'],
    [100, 400, true, 'further down'],
    [0, STICKY_SCROLL_MARGIN_PX, false, 'down, but still within the 30 px margin'],
    [400, 100, false, 'up'],
    [200, 200, false, 'no movement'],
    [0, -20, false, 'an overscroll bounce at the top'],
  ])('from %i to %i → %s (%s)', (from, to, closes) => expect(closesOnScroll(from, to)).toBe(closes));

  // The banner's bottom edge 168 px down the page (a phone's banner): it closes once the page has scrolled past it,
  // so the space it leaves is above the viewport.
  it.each([
    [0, 100, false, 'down past the margin, the banner still partly in view'],
    [100, 167, false, 'one pixel of it still in view'],
    [100, 168, true, 'scrolled exactly past it'],
    [0, 600, true, 'far past it'],
    [600, 300, false, 'up, past it'],
  ])('banner bottom at 168 px: from %i to %i → %s (%s)', (from, to, closes) =>
    expect(closesOnScroll(from, to, 168)).toBe(closes),
  );
});

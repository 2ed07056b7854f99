/** @vitest-environment happy-dom */
import { STICKY_SCROLL_MARGIN_PX } from '../header/constants';
import { closesOnScroll, nextFocusable } from './closing';

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

describe('nextFocusable: where focus goes when the banner closes', () => {
  it('is the first focusable element after the banner, skipping hidden ones and those inside it', () => {
    document.body.innerHTML = `
      <a href="/before">before</a>
      <div id="banner"><button>close</button></div>
      <div hidden><a href="/hidden">hidden</a></div>
      <button disabled>disabled</button>
      <span tabindex="-1">not in the tab order</span>
      <a href="/">logo</a>`;
    expect(nextFocusable(document.getElementById('banner')!)?.textContent).toBe('logo');
  });

  it('is undefined when nothing focusable follows', () => {
    document.body.innerHTML = `<a href="/before">before</a><div id="banner"><button>close</button></div>`;
    expect(nextFocusable(document.getElementById('banner')!)).toBeUndefined();
  });
});

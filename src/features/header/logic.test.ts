import { STICKY_SCROLL_MARGIN_PX } from './constants';
import { afterScroll, hidesOnScroll } from './hideOnScroll';
import { isReducedHeader } from '../../kernel/reduced';

describe('hide on scroll (scroll margin 30 px; not on basket and ProductDetailPage)', () => {
  it('is off on basket and ProductDetailPage pages only', () => {
    expect(hidesOnScroll('basket')).toBe(false);
    expect(hidesOnScroll('ProductDetailPage')).toBe(false);
    for (const pageType of ['HomePage', 'CategoryPage', 'CheckoutPage', null, undefined]) {
      expect(hidesOnScroll(pageType)).toBe(true);
    }
  });

  it.each([
    ['down to exactly 30 px still shows', { lastY: 0, hidden: false }, 30, false],
    ['down to 31 px hides', { lastY: 0, hidden: false }, 31, true],
    ['further down stays hidden', { lastY: 200, hidden: true }, 400, true],
    ['up shows', { lastY: 400, hidden: true }, 390, false],
    ['back within the margin shows', { lastY: 400, hidden: true }, 10, false],
    ['no movement keeps hidden', { lastY: 400, hidden: true }, 400, true],
    ['no movement keeps shown', { lastY: 400, hidden: false }, 400, false],
    ['overscroll above the top counts as the top', { lastY: 100, hidden: true }, -40, false],
  ])('%s', (_name, previous, y, hidden) => {
    expect(afterScroll(previous, y)).toEqual({ lastY: Math.max(0, y), hidden });
  });

  it("the header's own height change is no scrolling, whichever the browser reports first", () => {
    // Hidden at 900 px with the 257 px header; the shopper scrolls up 300 px while the top banner closes (the header
    // 84 px shorter), and the browser keeps the content in place: 516 px.
    const hidden = afterScroll({ lastY: 0, hidden: false }, 900, 257);
    expect(hidden.hidden).toBe(true);
    const shown = afterScroll(hidden, 516, 173);
    expect(shown.hidden).toBe(false);
    // A later reading of the same place with the same header is no movement: the header stays shown.
    expect(afterScroll(shown, 516, 173)).toEqual(shown);
    // The banner closing alone, with the page kept in place, neither hides nor shows it.
    expect(afterScroll(hidden, 900 - 84, 173).hidden).toBe(true);
    expect(afterScroll({ ...shown }, 516 - 84, 173 - 84).hidden).toBe(false);
  });

  it('the margin is 30 px', () => {
    expect(STICKY_SCROLL_MARGIN_PX).toBe(30);
  });
});

describe('reduced header (checkout, an affiliate cookie or the new-app cookie)', () => {
  it.each([
    ['a checkout page', { reduced: true }, {}, true],
    ['an affiliate cookie', {}, { affiliate: 'partner-42' }, true],
    ['the new-app cookie (even empty)', {}, { newApp: '' }, true],
    ['neither', { reduced: false }, { 'crema-site': 'DE' }, false],
  ])('%s → %s', (_name, page, cookies, expected) => {
    expect(isReducedHeader(page, cookies)).toBe(expected);
  });
});

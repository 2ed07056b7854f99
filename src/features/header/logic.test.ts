import { STICKY_SCROLL_MARGIN_PX } from './constants';
import { validCartCount } from './cartCount';
import { closedFlyout, isFlyoutOpen, openFlyout, selectParent, toggleFlyout, type FlyoutState } from './flyout';
import { afterScroll, hidesOnScroll } from './hideOnScroll';
import { isReducedHeader } from '../../kernel/reduced';

describe('flyout state (closed, search box, header items with an optional selected parent)', () => {
  const coffee: FlyoutState = { kind: 'items', itemId: 'coffee' };
  it.each<[string, FlyoutState, Parameters<typeof toggleFlyout>[1], FlyoutState]>([
    ['closed → item opens', closedFlyout, { kind: 'items', itemId: 'coffee' }, coffee],
    ['the same open item again closes it', coffee, { kind: 'items', itemId: 'coffee' }, closedFlyout],
    [
      'the same item with a selected parent closes too',
      { kind: 'items', itemId: 'coffee', selectedParentId: 'beans' },
      { kind: 'items', itemId: 'coffee' },
      closedFlyout,
    ],
    ['another item switches', coffee, { kind: 'items', itemId: 'fashion' }, { kind: 'items', itemId: 'fashion' }],
    ['closed → search box', closedFlyout, { kind: 'search' }, { kind: 'search' }],
    ['search again closes', { kind: 'search' }, { kind: 'search' }, closedFlyout],
    ['an item while search is open switches', { kind: 'search' }, { kind: 'items', itemId: 'coffee' }, coffee],
  ])('%s', (_name, state, target, expected) => {
    expect(toggleFlyout(state, target)).toEqual(expected);
  });

  it('openFlyout never closes; selectParent only inside an item flyout', () => {
    expect(openFlyout(coffee, { kind: 'items', itemId: 'coffee' })).toEqual(coffee);
    expect(selectParent(coffee, 'beans')).toEqual({ kind: 'items', itemId: 'coffee', selectedParentId: 'beans' });
    expect(selectParent({ kind: 'items', itemId: 'coffee', selectedParentId: 'beans' }, undefined)).toEqual(coffee);
    expect(selectParent({ kind: 'search' }, 'beans')).toEqual({ kind: 'search' });
    expect(selectParent(closedFlyout, 'beans')).toBe(closedFlyout);
    expect([closedFlyout, { kind: 'search' }, coffee].map((s) => isFlyoutOpen(s as FlyoutState))).toEqual([
      false,
      true,
      true,
    ]);
  });
});

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

  it('the margin is 30 px', () => {
    expect(STICKY_SCROLL_MARGIN_PX).toBe(30);
  });
});

describe('cart count (bad input: negative or not a number)', () => {
  it.each([
    [0, 0],
    [5, 5],
    [120, 120],
    [-1, undefined],
    [2.5, undefined],
    [Number.NaN, undefined],
    [Number.POSITIVE_INFINITY, undefined],
    ['3', undefined],
    [null, undefined],
    [undefined, undefined],
  ])('%s → %s', (value, expected) => {
    expect(validCartCount(value)).toBe(expected);
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

import type { FlyoutState } from '../../kernel/flyouts';
import { FLYOUT_HOVER_DELAY_MS, FOCUS_TRAP_DELAY_MS, MOBILE_GRID_DEPTH } from './constants';
import {
  flyoutIntent,
  initialFlyoutIntent,
  type FlyoutIntent,
  type FlyoutIntentEvent,
  type FlyoutIntentState,
} from './flyoutIntent';

const closed: FlyoutState = { kind: 'closed' };
const open = (itemId: string): FlyoutState => ({ kind: 'items', itemId });
const at = (flyout: FlyoutState, hovered: string | null = null): FlyoutIntentState => ({ flyout, hovered });
const enter = (itemId: string, touch = false): FlyoutIntentEvent => ({ type: 'pointerEnter', itemId, touch });
const leave = (itemId: string): FlyoutIntentEvent => ({ type: 'pointerLeave', itemId });
const elapsed = (itemId: string): FlyoutIntentEvent => ({ type: 'hoverDelayElapsed', itemId });
const click = (itemId: string, hasAddress = true): FlyoutIntentEvent => ({
  type: 'activate',
  itemId,
  touch: false,
  hasAddress,
});
const tap = (itemId: string, hasAddress = true): FlyoutIntentEvent => ({
  type: 'activate',
  itemId,
  touch: true,
  hasAddress,
});
const start = (itemId: string) => ({ delayMs: FLYOUT_HOVER_DELAY_MS, itemId });

describe('the delays and the grid depth', () => {
  it('flyout hover delay 300 ms, focus trap delay 300 ms, the mobile grid at depth 2', () => {
    expect([FLYOUT_HOVER_DELAY_MS, FOCUS_TRAP_DELAY_MS, MOBILE_GRID_DEPTH]).toEqual([300, 300, 2]);
  });
});

describe('top-bar pointer rules (hover 300 ms, tap twice on touch, click outside)', () => {
  it.each<[string, FlyoutIntentState, FlyoutIntentEvent, FlyoutIntent]>([
    // Non-touch: hovering selects, the flyout opens 300 ms later.
    [
      'hover selects and starts the 300 ms timer',
      at(closed),
      enter('coffee'),
      { state: at(closed, 'coffee'), timer: start('coffee'), follow: false },
    ],
    [
      'the timer firing opens the flyout',
      at(closed, 'coffee'),
      elapsed('coffee'),
      { state: at(open('coffee')), timer: 'keep', follow: false },
    ],
    [
      'leaving before it opened cancels',
      at(closed, 'coffee'),
      leave('coffee'),
      { state: at(closed), timer: 'cancel', follow: false },
    ],
    [
      'leaving the open item keeps it open (on the way into the panel)',
      at(open('coffee')),
      leave('coffee'),
      { state: at(open('coffee')), timer: 'keep', follow: false },
    ],
    [
      'hovering another item while one is open starts its timer, the open one stays',
      at(open('coffee')),
      enter('fashion'),
      { state: at(open('coffee'), 'fashion'), timer: start('fashion'), follow: false },
    ],
    [
      'which then switches after 300 ms',
      at(open('coffee'), 'fashion'),
      elapsed('fashion'),
      { state: at(open('fashion')), timer: 'keep', follow: false },
    ],
    [
      'moving on to a third item restarts the timer for it',
      at(closed, 'coffee'),
      enter('fashion'),
      { state: at(closed, 'fashion'), timer: start('fashion'), follow: false },
    ],
    [
      'back onto the open item cancels the other one waiting',
      at(open('coffee'), 'fashion'),
      enter('coffee'),
      { state: at(open('coffee')), timer: 'cancel', follow: false },
    ],
    [
      'hovering the open item changes nothing',
      at(open('coffee')),
      enter('coffee'),
      { state: at(open('coffee')), timer: 'keep', follow: false },
    ],
    [
      'a late timer for an item no longer hovered changes nothing',
      at(closed),
      elapsed('coffee'),
      { state: at(closed), timer: 'keep', follow: false },
    ],
    [
      'leaving an item that is not waiting changes nothing',
      at(closed, 'fashion'),
      leave('coffee'),
      { state: at(closed, 'fashion'), timer: 'keep', follow: false },
    ],
    // Click (mouse, pen, keyboard): toggles at once, never follows.
    [
      'a click opens at once and cancels the wait',
      at(closed, 'coffee'),
      click('coffee'),
      { state: at(open('coffee')), timer: 'cancel', follow: false },
    ],
    [
      'clicking the open item again closes it',
      at(open('coffee')),
      click('coffee'),
      { state: at(closed), timer: 'keep', follow: false },
    ],
    [
      'clicking another item switches',
      at(open('coffee')),
      click('fashion'),
      { state: at(open('fashion')), timer: 'keep', follow: false },
    ],
    // Touch: no hover; first tap opens, second follows the link.
    ['a touch sends no hover', at(closed), enter('coffee', true), { state: at(closed), timer: 'keep', follow: false }],
    [
      'the first tap opens the flyout',
      at(closed),
      tap('coffee'),
      { state: at(open('coffee')), timer: 'keep', follow: false },
    ],
    [
      'the second tap follows the link, the flyout stays',
      at(open('coffee')),
      tap('coffee'),
      { state: at(open('coffee')), timer: 'keep', follow: true },
    ],
    [
      'a tap on another item opens that one first',
      at(open('coffee')),
      tap('fashion'),
      { state: at(open('fashion')), timer: 'keep', follow: false },
    ],
    [
      'a second tap on an item without a link closes it',
      at(open('coffee')),
      tap('coffee', false),
      { state: at(closed), timer: 'keep', follow: false },
    ],
    [
      'a tap while the search box is open opens the item',
      at({ kind: 'search' }),
      tap('coffee'),
      { state: at(open('coffee')), timer: 'keep', follow: false },
    ],
    // Outside, Escape, backdrop.
    [
      'a click outside closes',
      at({ kind: 'items', itemId: 'coffee', selectedParentId: 'beans' }),
      { type: 'close' },
      { state: at(closed), timer: 'keep', follow: false },
    ],
    [
      'a click outside also ends a waiting hover',
      at(closed, 'coffee'),
      { type: 'close' },
      { state: at(closed), timer: 'cancel', follow: false },
    ],
  ])('%s', (_name, state, event, expected) => {
    expect(flyoutIntent(state, event)).toEqual(expected);
  });

  /** What a component does with the steps: one timer, driven by setTimeout. */
  function driver() {
    let state = initialFlyoutIntent;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const send = (event: FlyoutIntentEvent): boolean => {
      const next = flyoutIntent(state, event);
      state = next.state;
      if (next.timer !== 'keep') clearTimeout(timer);
      if (typeof next.timer === 'object') {
        const { itemId, delayMs } = next.timer;
        timer = setTimeout(() => send({ type: 'hoverDelayElapsed', itemId }), delayMs);
      }
      return next.follow;
    };
    return { send, flyout: () => state.flyout };
  }

  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('with fake timers: opens exactly 300 ms after the hover, not 1 ms earlier', () => {
    const bar = driver();
    bar.send(enter('coffee'));
    vi.advanceTimersByTime(299);
    expect(bar.flyout()).toEqual(closed);
    vi.advanceTimersByTime(1);
    expect(bar.flyout()).toEqual(open('coffee'));
  });

  it('with fake timers: leaving at 299 ms cancels, nothing opens later', () => {
    const bar = driver();
    bar.send(enter('coffee'));
    vi.advanceTimersByTime(299);
    bar.send(leave('coffee'));
    vi.advanceTimersByTime(3000);
    expect(bar.flyout()).toEqual(closed);
  });

  it('with fake timers: sweeping across items opens only the one rested on', () => {
    const bar = driver();
    bar.send(enter('coffee'));
    vi.advanceTimersByTime(150);
    bar.send(leave('coffee'));
    bar.send(enter('fashion'));
    vi.advanceTimersByTime(299);
    expect(bar.flyout()).toEqual(closed);
    vi.advanceTimersByTime(1);
    expect(bar.flyout()).toEqual(open('fashion'));
  });

  it('touch: tap, tap follows; no timer ever runs', () => {
    const bar = driver();
    bar.send(enter('coffee', true));
    expect(vi.getTimerCount()).toBe(0);
    expect(bar.send(tap('coffee'))).toBe(false);
    expect(bar.flyout()).toEqual(open('coffee'));
    expect(bar.send(tap('coffee'))).toBe(true);
  });
});

import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { vi } from 'vitest';
import { SCROLL_DEBOUNCE_MS } from '../../kernel/constants';
import { isAboveViewport, pageBottomOf, stickyHolderOf } from './closing';
import { useBannerClosing } from './useBannerClosing';

/** A banner using the hook, in a sticky holder (the header), with the given height. */
function Banner() {
  const root = useRef<HTMLElement>(null);
  const { open } = useBannerClosing(root);
  return open ? (
    <section ref={root} aria-label="Aktion">
      <button type="button">Code kopieren</button>
    </section>
  ) : null;
}

const banner = () => screen.queryByRole('region', { name: 'Aktion' });
const holder = () => screen.getByTestId('holder');

/** Where the holder is on screen: `bottom` px from the viewport's top (0 or less: above the viewport). */
function placeHolder(bottom: number) {
  vi.spyOn(holder(), 'getBoundingClientRect').mockReturnValue(DOMRect.fromRect({ x: 0, y: bottom - 300, height: 300 }));
}

function renderInHolder({ bannerHeight = 168 } = {}) {
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return this.tagName === 'SECTION' ? bannerHeight : 0;
  });
  render(
    <header data-testid="holder" style={{ position: 'sticky' }}>
      <Banner />
      <div>Leiste</div>
    </header>,
  );
}

/** A (debounced) scroll reading at `y`. */
function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
    vi.advanceTimersByTime(SCROLL_DEBOUNCE_MS);
  });
}
const nextFrames = (frames: number) =>
  act(() => {
    for (let frame = 0; frame < frames; frame += 1) vi.advanceTimersToNextFrame();
  });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
});
afterEach(() => {
  vi.useRealTimers();
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
});

describe('the banner goes on scroll down only where its going moves nothing on screen', () => {
  it('waits until the page has scrolled past its bottom edge (168 px)', () => {
    renderInHolder();
    placeHolder(0);
    scrollTo(100);
    nextFrames(2);
    expect(banner()).not.toBeNull();
    scrollTo(168);
    expect(banner()).toBeNull();
  });

  it('waits while the sticky header holding it is in view, and goes when its slide away has ended', () => {
    renderInHolder();
    placeHolder(300);
    scrollTo(400);
    nextFrames(2);
    expect(banner()).not.toBeNull();
    // The header's slide ends above the viewport.
    placeHolder(-1);
    act(() => void holder().dispatchEvent(new Event('transitionend', { bubbles: true })));
    expect(banner()).toBeNull();
  });

  it('without a slide (reduced motion) it goes two frames after the reading that hid the header', () => {
    renderInHolder();
    placeHolder(300);
    scrollTo(400);
    placeHolder(0);
    nextFrames(1);
    expect(banner()).not.toBeNull();
    nextFrames(1);
    expect(banner()).toBeNull();
  });

  it('stays where the header stays in view (basket and product pages): it scrolls away with the page', () => {
    renderInHolder();
    placeHolder(300);
    scrollTo(400);
    scrollTo(900);
    nextFrames(2);
    expect(banner()).not.toBeNull();
  });

  it('a scroll back up before the header has gone keeps it', () => {
    renderInHolder();
    placeHolder(300);
    scrollTo(400);
    scrollTo(300);
    placeHolder(-1);
    act(() => void holder().dispatchEvent(new Event('transitionend', { bubbles: true })));
    expect(banner()).not.toBeNull();
  });

  it('stays while focus is inside it', () => {
    renderInHolder();
    placeHolder(-1);
    screen.getByRole('button', { name: 'Code kopieren' }).focus();
    scrollTo(400);
    nextFrames(2);
    expect(banner()).not.toBeNull();
  });
});

describe('closing helpers', () => {
  it('pageBottomOf adds the offsets up to the page, without transforms', () => {
    const box = (offsets: { offsetTop: number; offsetParent: HTMLElement | null; offsetHeight?: number }) => {
      const element = document.createElement('div');
      for (const [name, value] of Object.entries(offsets)) Object.defineProperty(element, name, { value });
      return element;
    };
    const header = box({ offsetTop: 40, offsetParent: null });
    expect(pageBottomOf(box({ offsetTop: 10, offsetParent: header, offsetHeight: 168 }))).toBe(218);
  });

  it('stickyHolderOf finds the nearest sticky or fixed ancestor, or none', () => {
    render(
      <div style={{ position: 'fixed' }} data-testid="fixed">
        <div style={{ position: 'sticky' }} data-testid="sticky">
          <p>
            <span data-testid="inside">a</span>
          </p>
        </div>
      </div>,
    );
    expect(stickyHolderOf(screen.getByTestId('inside'))).toBe(screen.getByTestId('sticky'));
    expect(stickyHolderOf(screen.getByTestId('fixed'))).toBeNull();
  });

  it('isAboveViewport: its bottom edge at or above the viewport top', () => {
    const element = document.createElement('div');
    const at = (bottom: number) =>
      vi.spyOn(element, 'getBoundingClientRect').mockReturnValue(DOMRect.fromRect({ y: bottom - 10, height: 10 }));
    at(0);
    expect(isAboveViewport(element)).toBe(true);
    at(1);
    expect(isAboveViewport(element)).toBe(false);
  });
});

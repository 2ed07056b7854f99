import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { vi } from 'vitest';
import { stickyHeaderHeight, stickyTop } from './Header.css';
import { useScrollAwayTop } from './useScrollAwayTop';

/** The custom property behind a vanilla-extract variable (`var(--name)`). */
const nameOf = (variable: string) => variable.slice('var('.length, -1);
const offsetOf = (element: HTMLElement) => element.style.getPropertyValue(nameOf(stickyTop));
const stuckHeight = () => document.documentElement.style.getPropertyValue(nameOf(stickyHeaderHeight));

/** A header 269 px tall whose part above the bar is `height` px tall (the layout happy-dom does not do). */
function Header({ height }: { height: () => number }) {
  const header = useRef<HTMLElement>(null);
  const above = useRef<HTMLDivElement>(null);
  useScrollAwayTop(header, above);
  return (
    <header
      ref={(element) => {
        header.current = element;
        if (element) Object.defineProperty(element, 'offsetHeight', { get: () => 269 + height(), configurable: true });
      }}
      data-testid="header"
    >
      <div
        ref={(element) => {
          above.current = element;
          if (element) Object.defineProperty(element, 'offsetHeight', { get: height, configurable: true });
        }}
      >
        Aktion
      </div>
      <div>Leiste</div>
    </header>
  );
}

let resized: (() => void) | undefined;
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame'] });
  // happy-dom lays nothing out: the test says when the part above the bar has changed size.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(callback: () => void) {
        resized = callback;
      }
      observe() {}
      disconnect() {
        resized = undefined;
      }
    },
  );
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the sticky header sticks at minus the height of its part above the bar (that part scrolls away)', () => {
  it('is set once mounted, and follows the part a frame after it changes', () => {
    let height = 168;
    render(<Header height={() => height} />);
    const header = screen.getByTestId('header');
    expect(offsetOf(header)).toBe('-168px');

    // The banner closes: the frame it closes in keeps the old offset; the next one has the new.
    height = 0;
    act(() => resized?.());
    expect(offsetOf(header)).toBe('-168px');
    act(() => void vi.advanceTimersToNextFrame());
    expect(offsetOf(header)).toBe('0');
  });

  it('is removed on unmount: the header sticks at the very top again', () => {
    const { unmount } = render(<Header height={() => 84} />);
    const header = screen.getByTestId('header');
    expect(offsetOf(header)).toBe('-84px');
    unmount();
    expect(offsetOf(header)).toBe('');
  });
});

describe('the height of what sticks is on the root, as --crema-sticky-header-height (the root scroll padding)', () => {
  it('is the header without its part above the bar, whatever that part does', () => {
    expect(nameOf(stickyHeaderHeight)).toBe('--crema-sticky-header-height');
    let height = 216;
    const { unmount } = render(<Header height={() => height} />);
    expect(stuckHeight()).toBe('269px');
    // The top banner closes: the header is shorter by as much, the stuck bar as tall as before.
    height = 0;
    act(() => resized?.());
    act(() => void vi.advanceTimersToNextFrame());
    expect(stuckHeight()).toBe('269px');
    unmount();
    expect(stuckHeight()).toBe('');
  });
});

import { STICKY_SCROLL_MARGIN_PX, pageTypesWithoutHideOnScroll } from './constants';

/**
 * "Header hiding. The header hides on scroll down (scroll margin 30 px, handler delay 50 ms), except on basket and
 * product-detail pages, or while a flyout is open." Pure: the header's scroll effect applies it.
 */

/** Whether the header may hide on a page of this root page type at all. */
export function hidesOnScroll(pageType: string | null | undefined): boolean {
  return !(pageTypesWithoutHideOnScroll as readonly (string | null | undefined)[]).includes(pageType);
}

export interface ScrollReading {
  /** The scroll position of the last reading (px from the top). */
  lastY: number;
  /** Whether the header is hidden now. */
  hidden: boolean;
}

/**
 * The header's visibility after a (debounced) scroll reading at `y`: within the 30 px margin from the top it shows;
 * below it, scrolling down hides it and scrolling up shows it; no movement changes nothing. A negative `y`
 * (overscroll bounce) counts as the top.
 */
export function afterScroll(previous: ScrollReading, y: number): ScrollReading {
  const top = Math.max(0, y);
  if (top <= STICKY_SCROLL_MARGIN_PX) return { lastY: top, hidden: false };
  if (top > previous.lastY) return { lastY: top, hidden: true };
  if (top < previous.lastY) return { lastY: top, hidden: false };
  return { lastY: top, hidden: previous.hidden };
}

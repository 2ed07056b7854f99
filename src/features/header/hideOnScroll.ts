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
  /**
   * Where the page stood at the last reading: its scroll position less the header's height then (px). The header's
   * own size change (the top banner closing) moves the scroll position by as much (the browser's scroll anchoring
   * keeps the content in place), so this stays the same: that is not the shopper scrolling.
   */
  lastY: number;
  /** Whether the header is hidden now. */
  hidden: boolean;
}

/** Where the page stands for a reading (`ScrollReading.lastY`): the scroll position less the header's height. */
export const pagePosition = (y: number, headerHeight = 0) => Math.max(0, y) - headerHeight;

/**
 * The header's visibility after a (debounced) scroll reading at `y` with the header `headerHeight` tall: within the
 * 30 px margin from the top it shows; below it, the page moving down hides it and moving up shows it; no movement
 * changes nothing. A negative `y` (overscroll bounce) counts as the top. The scroll position and the header's height
 * are read together, so a change of the header's height and the scroll anchoring that follows it are one reading,
 * whatever order the browser reports them in.
 */
export function afterScroll(previous: ScrollReading, y: number, headerHeight = 0): ScrollReading {
  const top = Math.max(0, y);
  const position = pagePosition(y, headerHeight);
  if (top <= STICKY_SCROLL_MARGIN_PX) return { lastY: position, hidden: false };
  if (position > previous.lastY) return { lastY: position, hidden: true };
  if (position < previous.lastY) return { lastY: position, hidden: false };
  return { lastY: position, hidden: previous.hidden };
}

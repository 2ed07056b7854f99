import { STICKY_SCROLL_MARGIN_PX } from '../../kernel/constants';

/**
 * "Banner ... closes on page scroll down": a scroll reading below the previous one closes it, once the page is past the
 * header's 30 px scroll margin (the margin the header's own hiding uses), so a bounce at the top does not; and once the
 * page has scrolled past the banner's bottom edge (`bannerBottom`, px from the top of the page where its box sits,
 * whatever transform moves it): the space it leaves is then above the viewport, where the browser's scroll anchoring
 * takes it up without moving the content. Pure: the banner's scroll effect applies it.
 */
export function closesOnScroll(previousY: number, y: number, bannerBottom = 0): boolean {
  return y > previousY && y > STICKY_SCROLL_MARGIN_PX && y >= bannerBottom;
}

/** Where an element's bottom edge is, in px from the top of the page: its layout box, whatever transform moves it. */
export function pageBottomOf(element: HTMLElement): number {
  let top = 0;
  for (let box: HTMLElement | null = element; box; box = box.offsetParent as HTMLElement | null) top += box.offsetTop;
  return top + element.offsetHeight;
}

/**
 * What holds the banner on screen while the page scrolls: its nearest sticky or fixed ancestor (the sticky header),
 * or none. What follows the banner in it moves up when the banner goes, so the banner goes only while the holder is
 * out of view.
 */
export function stickyHolderOf(element: HTMLElement): HTMLElement | null {
  const view = element.ownerDocument.defaultView;
  for (let box = element.parentElement; box && view; box = box.parentElement) {
    const { position } = view.getComputedStyle(box);
    if (position === 'sticky' || position === 'fixed') return box;
  }
  return null;
}

/** Whether an element is above the viewport, all of it (a hidden header slid up by its transform). */
export const isAboveViewport = (element: HTMLElement): boolean => element.getBoundingClientRect().bottom <= 0;

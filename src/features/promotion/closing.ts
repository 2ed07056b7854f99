import { STICKY_SCROLL_MARGIN_PX } from '../header/constants';

/**
 * 000 §4 "Banner ... closes on page scroll down": a scroll reading below the previous one closes it, once the page
 * is past the header's 30 px scroll margin (the margin the header's own hiding uses, 000 §9), so a bounce at the top
 * does not. Pure: the banner's scroll effect applies it.
 */
export function closesOnScroll(previousY: number, y: number): boolean {
  return y > previousY && y > STICKY_SCROLL_MARGIN_PX;
}

const focusable =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The first focusable element after `element` in document order, outside it: where focus goes when the element it
 * was in goes away (the banner's close button), so a keyboard user goes on from there rather than from the page top.
 */
export function nextFocusable(element: HTMLElement): HTMLElement | undefined {
  const candidates = element.ownerDocument.querySelectorAll<HTMLElement>(focusable);
  for (const candidate of candidates) {
    if (element.contains(candidate) || candidate.closest('[hidden], [inert]')) continue;
    if (element.compareDocumentPosition(candidate) & Node.DOCUMENT_POSITION_FOLLOWING) return candidate;
  }
  return undefined;
}

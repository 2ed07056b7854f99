import { STICKY_SCROLL_MARGIN_PX } from '../header/constants';

/**
 * 000 §4 "Banner ... closes on page scroll down": a scroll reading below the previous one closes it, once the page
 * is past the header's 30 px scroll margin (the margin the header's own hiding uses, 000 §9), so a bounce at the top
 * does not. Pure: the banner's scroll effect applies it.
 */
export function closesOnScroll(previousY: number, y: number): boolean {
  return y > previousY && y > STICKY_SCROLL_MARGIN_PX;
}

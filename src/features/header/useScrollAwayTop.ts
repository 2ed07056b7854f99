'use client';

import { setElementVars } from '@vanilla-extract/dynamic';
import { useEffect, type RefObject } from 'react';
import { getWindow } from '../../platform/browser';
import { px } from '../../styles/units';
import { stickyHeaderHeight, stickyTop } from './Header.css';

/**
 * The sticky header's part above the bar (the app banner, the top promotion) scrolls away with the page; the bar
 * sticks. The header's sticky offset is minus that part's height: measured once hydrated, then followed by a resize
 * observer, a frame after each change. That frame matters when the part closes while the header is hidden: the
 * closing frame keeps the old offset, so what followed the part (the bar) stays above the viewport at its old place
 * as at its new one, and the browser sees no layout shift; the offset then changes alone, a move of the sticky
 * header's position that is no layout shift either. Set on the element (CSSOM: no style attribute in the server's
 * HTML), not through React state. The height of what sticks (the header without that part) goes on the document's
 * root (`stickyHeaderHeight`), where the root's scroll padding keeps focused elements clear of it: measured with the
 * offset, and again whenever the header's size changes.
 */
export function useScrollAwayTop(header: RefObject<HTMLElement | null>, part: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const win = getWindow();
    const element = header.current;
    const above = part.current;
    if (!win || !element || !above || typeof win.ResizeObserver !== 'function') return;
    const root = win.document.documentElement;
    const apply = () => {
      setElementVars(element, { [stickyTop]: px(-above.offsetHeight) });
      setElementVars(root, { [stickyHeaderHeight]: px(Math.max(0, element.offsetHeight - above.offsetHeight)) });
    };
    apply();
    let frame = 0;
    const observer = new win.ResizeObserver(() => {
      win.cancelAnimationFrame(frame);
      frame = win.requestAnimationFrame(apply);
    });
    observer.observe(above);
    observer.observe(element);
    return () => {
      observer.disconnect();
      win.cancelAnimationFrame(frame);
      // An empty value removes the property: the header sticks at the very top again, and no padding is kept for it.
      setElementVars(element, { [stickyTop]: '' });
      setElementVars(root, { [stickyHeaderHeight]: '' });
    };
  }, [header, part]);
}

'use client';

import { debounce } from 'es-toolkit/function';
import { useEffect, type RefObject } from 'react';
import { getWindow } from '../../platform/browser';
import { PAGE_TYPE_ATTRIBUTE, SCROLL_DEBOUNCE_MS } from './constants';
import { isFlyoutOpen } from '../../kernel/flyouts';
import { afterScroll, hidesOnScroll, type ScrollReading } from './hideOnScroll';
import type { HeaderStore } from './store';

/**
 * Header hiding: a sticky header hides on scroll down past the 30 px margin and shows on scroll up (the scroll handler
 * debounced by 50 ms), except on pages whose root page type is basket or ProductDetailPage, and never while a flyout is
 * open or while focus is inside the header (WCAG 2.4.11: focus not obscured).
 */
export function useHideOnScroll(ref: RefObject<HTMLElement | null>, store: HeaderStore, sticky: boolean): void {
  useEffect(() => {
    const win = getWindow();
    const element = ref.current;
    if (!win || !element || !sticky) return;
    const pageType = element.closest(`[${PAGE_TYPE_ATTRIBUTE}]`)?.getAttribute(PAGE_TYPE_ATTRIBUTE);
    if (!hidesOnScroll(pageType)) return;
    let reading: ScrollReading = { lastY: win.scrollY, hidden: false };
    const onScroll = debounce(() => {
      const y = win.scrollY;
      const header = store.getState();
      const focusInside = element.contains(element.ownerDocument.activeElement);
      reading = afterScroll(reading, y);
      if (isFlyoutOpen(header.flyout) || focusInside) reading = { ...reading, hidden: false };
      if (header.hidden !== reading.hidden) header.setHidden(reading.hidden);
    }, SCROLL_DEBOUNCE_MS);
    win.addEventListener('scroll', onScroll, { passive: true });
    // The header's own size change (the top banner closing on scroll down) moves the page by as much: the browser's
    // scroll anchoring keeps the content in place by changing scrollY. That is not the shopper scrolling up, so the
    // last reading moves with it and the hidden header stays hidden.
    let height = element.offsetHeight;
    const resize =
      typeof win.ResizeObserver === 'function'
        ? new win.ResizeObserver(() => {
            const next = element.offsetHeight;
            reading = { ...reading, lastY: reading.lastY + next - height };
            height = next;
          })
        : undefined;
    resize?.observe(element);
    // A flyout opening shows the header at once.
    const unsubscribe = store.subscribe((state, previous) => {
      if (isFlyoutOpen(state.flyout) && !isFlyoutOpen(previous.flyout) && state.hidden) state.setHidden(false);
    });
    return () => {
      onScroll.cancel();
      win.removeEventListener('scroll', onScroll);
      resize?.disconnect();
      unsubscribe();
    };
  }, [ref, store, sticky]);
}

'use client';

import { debounce } from 'es-toolkit/function';
import { useEffect, type RefObject } from 'react';
import { getWindow } from '../../platform/browser';
import { PAGE_TYPE_ATTRIBUTE, SCROLL_DEBOUNCE_MS } from './constants';
import { isFlyoutOpen } from '../../kernel/flyouts';
import { afterScroll, hidesOnScroll, pagePosition, type ScrollReading } from './hideOnScroll';
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
    let reading: ScrollReading = { lastY: pagePosition(win.scrollY, element.offsetHeight), hidden: false };
    const onScroll = debounce(() => {
      const header = store.getState();
      const focusInside = element.contains(element.ownerDocument.activeElement);
      // The position and the header's height at the same moment: the top banner closing shrinks the header and the
      // browser moves the page by as much, which is no scrolling.
      reading = afterScroll(reading, win.scrollY, element.offsetHeight);
      if (isFlyoutOpen(header.flyout) || focusInside) reading = { ...reading, hidden: false };
      if (header.hidden !== reading.hidden) header.setHidden(reading.hidden);
    }, SCROLL_DEBOUNCE_MS);
    win.addEventListener('scroll', onScroll, { passive: true });
    // A flyout opening shows the header at once.
    const unsubscribe = store.subscribe((state, previous) => {
      if (isFlyoutOpen(state.flyout) && !isFlyoutOpen(previous.flyout) && state.hidden) state.setHidden(false);
    });
    return () => {
      onScroll.cancel();
      win.removeEventListener('scroll', onScroll);
      unsubscribe();
    };
  }, [ref, store, sticky]);
}

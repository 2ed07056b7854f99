'use client';

import { debounce } from 'es-toolkit/function';
import { useCallback, useEffect, useState, type RefObject } from 'react';
import { focusNextAfter, getWindow } from '../../platform/browser';
import { useFlyoutOpened } from '../../kernel/flyoutHost';
import { SCROLL_DEBOUNCE_MS } from '../../kernel/constants';
import { closesOnScroll, isAboveViewport, pageBottomOf, stickyHolderOf } from './closing';

/**
 * Whether the top banner is still open, and its close action. It closes on page scroll down (the scroll listener
 * debounced by 50 ms) and when an icon flyout or the navigation opens (on the page's flyout host, the header); the close
 * button closes it too. While focus is inside it, scrolling leaves it open (a keyboard user's Space scrolls the page
 * and must not take away what they are on). Closed stays closed for the page.
 *
 * Closing on scroll moves nothing on screen: the page has scrolled past the banner, and the banner goes once the
 * sticky header holding it is out of view (the header hides at the same reading: the banner goes when its slide has
 * ended), so neither the content nor the header's bar is seen to move. Where the header stays (basket and product
 * pages), the banner scrolls away above the bar instead and is there again at the top of the page.
 */
export function useBannerClosing(root: RefObject<HTMLElement | null>) {
  const [open, setOpen] = useState(true);
  const closeOnFlyout = useCallback(() => setOpen(false), []);

  /** Closes; from the close button focus moves on to what follows the banner. */
  const close = useCallback(
    (moveFocus: boolean) => {
      const element = root.current;
      if (moveFocus) focusNextAfter(element);
      setOpen(false);
    },
    [root],
  );

  useEffect(() => {
    const win = getWindow();
    if (!open || !win) return;
    let lastY = win.scrollY;
    /** A scroll down has closed the banner; it goes once what holds it on screen is out of view. */
    let closing = false;
    let frame = 0;
    const goWhenOutOfView = () => {
      const element = root.current;
      if (!closing || !element) return;
      const holder = stickyHolderOf(element);
      if (!holder || isAboveViewport(holder)) setOpen(false);
    };
    const onScroll = debounce(() => {
      const y = win.scrollY;
      const element = root.current;
      const focusInside = element?.contains(win.document.activeElement) ?? false;
      if (y < lastY || focusInside) closing = false;
      else if (closesOnScroll(lastY, y, element ? pageBottomOf(element) : 0)) closing = true;
      lastY = y;
      goWhenOutOfView();
      // The header hides at this same reading: look again once it has (two frames on; a slide ends with
      // transitionend, below).
      win.cancelAnimationFrame(frame);
      frame = win.requestAnimationFrame(() => (frame = win.requestAnimationFrame(goWhenOutOfView)));
    }, SCROLL_DEBOUNCE_MS);
    const onTransitionEnd = (event: Event) => {
      if (event.target instanceof Node && event.target.contains(root.current)) goWhenOutOfView();
    };
    win.addEventListener('scroll', onScroll, { passive: true });
    win.addEventListener('transitionend', onTransitionEnd, { passive: true });
    return () => {
      onScroll.cancel();
      win.cancelAnimationFrame(frame);
      win.removeEventListener('scroll', onScroll);
      win.removeEventListener('transitionend', onTransitionEnd);
    };
  }, [open, root]);

  useFlyoutOpened(closeOnFlyout);

  return { open, close };
}

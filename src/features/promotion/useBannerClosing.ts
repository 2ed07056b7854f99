'use client';

import { debounce } from 'es-toolkit/function';
import { useCallback, useEffect, useState, type RefObject } from 'react';
import { focusNextAfter, getWindow, listen } from '../../platform/browser';
import { SCROLL_DEBOUNCE_MS } from '../header/constants';
import { closesOnScroll } from './closing';

/**
 * Whether the top banner is still open, and its close action. 000 §4: it closes on page scroll down (the scroll
 * listener debounced by 50 ms, 000 §9) and when an icon flyout or the navigation opens (the header's `flyout-opened`
 * event); the close button closes it too. While focus is inside it, scrolling leaves it open (a keyboard user's
 * Space scrolls the page and must not take away what they are on). Closed stays closed for the page.
 */
export function useBannerClosing(root: RefObject<HTMLElement | null>) {
  const [open, setOpen] = useState(true);

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
    const onScroll = debounce(() => {
      const y = win.scrollY;
      const focusInside = root.current?.contains(win.document.activeElement) ?? false;
      if (closesOnScroll(lastY, y) && !focusInside) setOpen(false);
      lastY = y;
    }, SCROLL_DEBOUNCE_MS);
    win.addEventListener('scroll', onScroll, { passive: true });
    const unlisten = listen('flyout-opened', () => setOpen(false));
    return () => {
      onScroll.cancel();
      win.removeEventListener('scroll', onScroll);
      unlisten();
    };
  }, [open, root]);

  return { open, close };
}

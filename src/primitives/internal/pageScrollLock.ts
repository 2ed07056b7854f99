'use client';

import { useEffect } from 'react';
import './pageScrollLock.css';
import { PAGE_SCROLL_LOCK_ATTRIBUTE } from './pageScrollLockAttribute';

export { PAGE_SCROLL_LOCK_ATTRIBUTE };

/** How many overlays hold each document's lock: the page scrolls again when the last one lets go. */
const holders = new WeakMap<Document, number>();

/** Locks the page of `doc` until the returned function is called (once); locks nest. */
export function lockPageScroll(doc: Document): () => void {
  const count = holders.get(doc) ?? 0;
  holders.set(doc, count + 1);
  if (count === 0) doc.documentElement.setAttribute(PAGE_SCROLL_LOCK_ATTRIBUTE, '');
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const left = (holders.get(doc) ?? 1) - 1;
    holders.set(doc, left);
    if (left === 0) doc.documentElement.removeAttribute(PAGE_SCROLL_LOCK_ATTRIBUTE);
  };
}

/**
 * While `locked`, the page of the element in `ref` does not scroll, from the frame after the one that shows the
 * overlay: locking the root lays the page out again, which need not delay the overlay's first paint.
 */
export function usePageScrollLock(ref: { readonly current: Element | null }, locked: boolean): void {
  useEffect(() => {
    const doc = ref.current?.ownerDocument;
    const win = doc?.defaultView;
    if (!locked || !doc || !win) return;
    let release: (() => void) | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = win.requestAnimationFrame(() => {
      timer = setTimeout(() => (release = lockPageScroll(doc)));
    });
    return () => {
      win.cancelAnimationFrame(frame);
      clearTimeout(timer);
      release?.();
    };
  }, [locked, ref]);
}

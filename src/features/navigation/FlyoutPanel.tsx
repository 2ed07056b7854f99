'use client';

import { useEffect, useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';
import { RemoveScroll } from 'react-remove-scroll';
import { ContentBlock } from '../../primitives/ContentBlock';
import { px } from '../../styles/units';
import { FOCUS_TRAP_DELAY_MS } from './constants';
import { usePageScrollLock } from '../../primitives/internal/pageScrollLock';
import * as styles from './Navigation.css';

/** Why the flyout closes, and whether focus goes back to where it was (Escape, backdrop) or stays. */
export type CloseReason = 'escape' | 'outside' | 'closeButton' | 'backdrop';

export interface FlyoutPanelProps {
  /** The panel's id: its top-bar button's aria-controls. */
  id: string;
  open: boolean;
  /** Opened from the keyboard: focus moves to the panel's first link when it opens. */
  focusFirstLink: boolean;
  /** Lock the page's scrolling while open (only "in sticky or app platform mode"). */
  lockScroll: boolean;
  /** Presses and focus there do not count as outside: the top bar (so switching items works) and the backdrop. */
  isInBar: (target: EventTarget | null) => boolean;
  onClose: (reason: CloseReason) => void;
  children: ReactNode;
}

/**
 * A flyout panel of the top bar. Always in the HTML (closed ones `hidden`), so every link is there before any script.
 * While open: below the header, scrolling inside itself when taller than the viewport; Escape closes it, and so does a
 * press or focus outside the top bar and the panel; keyboard focus is trapped in it after `FOCUS_TRAP_DELAY_MS`; the
 * page's scrolling is locked when `lockScroll`.
 *
 * Opening only shows what is there: the content keeps its place in the tree whether the panel is open or not, so it is
 * rendered once (on the server, or when the page hydrates) and never again on opening. Wrapping it in the dismiss and
 * focus layers only while open (Radix's DismissableLayer and FocusScope, which register themselves when they mount)
 * changed the tree above it, and React built the whole panel anew on every opening (about 100 ms at 4x CPU for a
 * desktop flyout). So the dismiss and trap rules are listeners the open panel adds to the document (`usePanelLayer`),
 * and react-remove-scroll, which is made to stay mounted, locks the page by `enabled`.
 *
 * The lock is react-remove-scroll's without its scrollbar part (which injects a stylesheet: the whole page was
 * restyled and laid out again on every opening, about a third of opening a desktop flyout at 4x CPU): it keeps
 * wheel and touch scrolling inside the panel, and `usePageScrollLock` stops the page itself.
 */
export function FlyoutPanel({ id, open, lockScroll, children, ...layer }: FlyoutPanelProps) {
  const ref = useRef<HTMLDivElement>(null);
  usePanelLayer(ref, open, layer);
  usePanelHeight(ref, open);
  usePageScrollLock(ref, open && lockScroll);
  return (
    <div id={id} className={styles.panel} hidden={!open}>
      <RemoveScroll ref={ref} enabled={open && lockScroll} removeScrollBar={false} allowPinchZoom forwardProps>
        <div className={styles.panelScroll}>
          <ContentBlock gutter>{children}</ContentBlock>
        </div>
      </RemoveScroll>
    </div>
  );
}

/** What the browser could focus in the panel, in order: shown links and controls (closed grids are `hidden`). */
function focusablesOf(container: HTMLElement): HTMLElement[] {
  return [
    ...container.querySelectorAll<HTMLElement>(
      'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])',
    ),
  ].filter((element) => element.closest('[hidden]') === null && element.tabIndex >= 0);
}

/** The first link of the panel: where keyboard focus goes when it opens (it leads to the top item's own page). */
const firstLinkOf = (container: HTMLElement) =>
  container.querySelector<HTMLElement>('a[href]') ?? focusablesOf(container)[0];

/**
 * The open panel's rules, as listeners on its document while it is open: Escape closes; a press or focus outside the
 * panel and the top bar closes (`outside`); after `FOCUS_TRAP_DELAY_MS` Tab wraps around inside the panel and focus
 * sent out comes back to where it was in it; opened from the keyboard, focus moves to the panel's first link.
 */
function usePanelLayer(
  ref: RefObject<HTMLDivElement | null>,
  open: boolean,
  props: Pick<FlyoutPanelProps, 'focusFirstLink' | 'isInBar' | 'onClose'>,
) {
  // The latest props, read by the listeners: a parent's new callback must not re-run the opening (focus, trap timer).
  const latest = useRef(props);
  useLayoutEffect(() => {
    latest.current = props;
  });

  useEffect(() => {
    const panel = ref.current;
    if (!open || !panel) return;
    const doc = panel.ownerDocument;
    const inside = (target: EventTarget | null) => target instanceof Node && panel.contains(target);
    let trapped = false;
    let lastFocused: HTMLElement | undefined;
    // "Keyboard focus is trapped after about 300 ms": a pointer passing over the bar is not caught at once.
    const timer = setTimeout(() => {
      trapped = true;
    }, FOCUS_TRAP_DELAY_MS);
    if (latest.current.focusFirstLink) firstLinkOf(panel)?.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) {
        event.preventDefault();
        latest.current.onClose('escape');
        return;
      }
      if (event.key !== 'Tab' || !trapped || event.altKey || event.ctrlKey || event.metaKey || !inside(event.target))
        return;
      const focusables = focusablesOf(panel);
      const first = focusables[0];
      const last = focusables.at(-1);
      const wrapTo = event.shiftKey
        ? event.target === first
          ? last
          : undefined
        : event.target === last
          ? first
          : undefined;
      if (!wrapTo) return;
      event.preventDefault();
      wrapTo.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!inside(event.target) && !latest.current.isInBar(event.target)) latest.current.onClose('outside');
    };
    const onFocusIn = (event: FocusEvent) => {
      if (inside(event.target)) {
        // As Radix's FocusScope did: only what was focused while trapped is where focus goes back to.
        if (trapped) lastFocused = event.target as HTMLElement;
        return;
      }
      if (trapped && lastFocused?.isConnected) lastFocused.focus();
      else if (!latest.current.isInBar(event.target)) latest.current.onClose('outside');
    };
    doc.addEventListener('keydown', onKeyDown, true);
    doc.addEventListener('pointerdown', onPointerDown, true);
    doc.addEventListener('focusin', onFocusIn);
    return () => {
      clearTimeout(timer);
      doc.removeEventListener('keydown', onKeyDown, true);
      doc.removeEventListener('pointerdown', onPointerDown, true);
      doc.removeEventListener('focusin', onFocusIn);
    };
  }, [open, ref]);
}

/** Taller than the space below the header, the open panel scrolls inside itself (the page may be locked). */
function usePanelHeight(ref: RefObject<HTMLDivElement | null>, open: boolean) {
  useLayoutEffect(() => {
    const element = ref.current;
    const win = element?.ownerDocument.defaultView;
    if (!open || !element || !win) return;
    const measure = () => {
      element.style.maxBlockSize = px(Math.max(0, Math.floor(win.innerHeight - element.getBoundingClientRect().top)));
    };
    measure();
    win.addEventListener('resize', measure);
    return () => win.removeEventListener('resize', measure);
  }, [open, ref]);
}

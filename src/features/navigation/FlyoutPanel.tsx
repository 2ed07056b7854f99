import { DismissableLayer } from '@radix-ui/react-dismissable-layer';
import { FocusScope } from '@radix-ui/react-focus-scope';
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { RemoveScroll } from 'react-remove-scroll';
import { ContentBlock } from '../../primitives/ContentBlock';
import { px } from '../../styles/units';
import { FOCUS_TRAP_DELAY_MS } from './constants';
import * as styles from './Navigation.css';

/** Why the flyout closes, and whether focus goes back to where it was (000 §4: Escape, backdrop) or stays. */
export type CloseReason = 'escape' | 'outside' | 'closeButton' | 'backdrop';

export interface FlyoutPanelProps {
  /** The panel's id: its top-bar button's aria-controls. */
  id: string;
  open: boolean;
  /** Opened from the keyboard: focus moves to the panel's first link when it opens. */
  focusFirstLink: boolean;
  /** Lock the page's scrolling while open (000 §4: "in sticky or app platform mode"). */
  lockScroll: boolean;
  /** Presses and focus there do not count as outside: the top bar (so switching items works) and the backdrop. */
  isInBar: (target: EventTarget | null) => boolean;
  onClose: (reason: CloseReason) => void;
  children: ReactNode;
}

/**
 * A flyout panel of the top bar. Always in the HTML (closed ones `hidden`), so every link is there before any script.
 * While open (000 §4): below the header, scrolling inside itself when taller than the viewport; Escape closes it, and
 * so does a press or focus outside the top bar and the panel; keyboard focus is trapped in it after
 * `FOCUS_TRAP_DELAY_MS`; the page's scrolling is locked when `lockScroll`.
 */
export function FlyoutPanel({ id, open, children, ...layer }: FlyoutPanelProps) {
  return (
    <div id={id} className={styles.panel} hidden={!open}>
      {open ? (
        <OpenPanel {...layer}>{children}</OpenPanel>
      ) : (
        <div className={styles.panelScroll}>
          <ContentBlock gutter>{children}</ContentBlock>
        </div>
      )}
    </div>
  );
}

/** The first link of the panel: where keyboard focus goes when it opens (it leads to the top item's own page). */
const firstLinkOf = (container: HTMLElement | null) =>
  container?.querySelector<HTMLElement>('a[href]') ??
  container?.querySelector<HTMLElement>('button:not([disabled]), [tabindex]:not([tabindex="-1"])');

/**
 * The open panel's layers, mounted while it is open: Radix's DismissableLayer (Escape, outside), FocusScope (the
 * trap) and react-remove-scroll (the lock). Each registers itself when it mounts (the focus scope stack, the layer
 * stack), so only the open panel may have them.
 */
function OpenPanel({ focusFirstLink, lockScroll, isInBar, onClose, children }: Omit<FlyoutPanelProps, 'id' | 'open'>) {
  const ref = useRef<HTMLDivElement>(null);
  const [trapped, setTrapped] = useState(false);

  // 000 §4 "keyboard focus is trapped after about 300 ms": a pointer passing over the bar is not caught at once.
  useEffect(() => {
    const timer = setTimeout(() => setTrapped(true), FOCUS_TRAP_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  // Taller than the space below the header, the panel scrolls inside itself (the page may be locked).
  useLayoutEffect(() => {
    const element = ref.current;
    const win = element?.ownerDocument.defaultView;
    if (!element || !win) return;
    const measure = () => {
      element.style.maxBlockSize = px(Math.max(0, Math.floor(win.innerHeight - element.getBoundingClientRect().top)));
    };
    measure();
    win.addEventListener('resize', measure);
    return () => win.removeEventListener('resize', measure);
  }, []);

  return (
    <RemoveScroll enabled={lockScroll} allowPinchZoom forwardProps>
      <DismissableLayer
        asChild
        onEscapeKeyDown={(event) => {
          event.preventDefault();
          onClose('escape');
        }}
        onPointerDownOutside={(event) => {
          event.preventDefault();
          if (!isInBar(event.target)) onClose('outside');
        }}
        onFocusOutside={(event) => {
          event.preventDefault();
          if (!isInBar(event.target)) onClose('outside');
        }}
      >
        <FocusScope
          asChild
          // Before the delay Tab may still leave the panel (into the top bar); after it, Tab wraps around inside.
          loop={trapped}
          trapped={trapped}
          onMountAutoFocus={(event) => {
            // Not Radix's choice (the first control that is not a link): the first link, and only for the keyboard.
            event.preventDefault();
            if (focusFirstLink) firstLinkOf(ref.current)?.focus();
          }}
          // Focus goes back by the bar's rule (Escape and backdrop only), not on every unmount.
          onUnmountAutoFocus={(event) => event.preventDefault()}
        >
          <div ref={ref} className={styles.panelScroll}>
            <ContentBlock gutter>{children}</ContentBlock>
          </div>
        </FocusScope>
      </DismissableLayer>
    </RemoveScroll>
  );
}

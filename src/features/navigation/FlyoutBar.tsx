'use client';

import { createContext, useCallback, useContext, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import type { FlyoutItem } from '../../services';
import { getWindow } from '../../platform/browser';
import { useHydrated } from '../../primitives/internal/useHydrated';
import { APP_BRIDGE_GLOBAL } from '../../kernel/constants';
import { useFlyoutHost } from '../../kernel/flyoutHost';
import { FlyoutPanel, type CloseReason } from './FlyoutPanel';
import { useNavigationMessages } from './messages';
import { NavigationLink, NewFlag, type ActiveMark } from './NavigationLink';
import { useFlyoutIntent, type ActivationSource, type FlyoutIntentHandlers } from './useFlyoutIntent';
import { buttonMark } from './useNavigationTree';
import * as styles from './Navigation.css';

/** One entry of the top bar. */
export interface BarEntry {
  /** The entry's id in the page's flyout state (`flyout.itemId`); unique in the bar. */
  key: string;
  /** The item shown: its name, address, newTab and flag (a "Header nav item"). */
  item: Pick<FlyoutItem, 'name' | 'url' | 'newTab' | 'flag'>;
  /** Its place in the active menu path (aria-current). */
  current?: ActiveMark;
  /** A configured item standing in while the navigation loads or after it failed. */
  placeholder?: boolean;
  /** The flyout's content; without it the entry is a plain link. Inside, `useCloseFlyout()` closes it. */
  panel?: ReactNode;
}

export interface FlyoutBarProps {
  entries: readonly BarEntry[];
  /** The nav element's class (its place in the header's grid). */
  className?: string;
}

const CloseFlyoutContext = createContext<() => void>(() => {});

/** Inside a flyout panel: closes it and returns focus to where it was when it opened (a close button's action). */
export const useCloseFlyout = (): (() => void) => useContext(CloseFlyoutContext);

/** The page runs inside the shop's app ("the native app"): the bridge the reduced header's back button uses. */
const hasAppBridge = () => {
  const win = getWindow();
  return win !== undefined && (win as unknown as Record<string, unknown>)[APP_BRIDGE_GLOBAL] != null;
};

/**
 * The top bar as the APG disclosure navigation (https://www.w3.org/WAI/ARIA/apg/patterns/disclosure/): a `nav` with a
 * list; an entry with a flyout is a button with aria-expanded and aria-controls once the page is hydrated, and before
 * that (and without script) a link to the item's page, styled the same. Every panel is in the HTML, closed ones hidden;
 * one is open at a time (the page's flyout state). Pointer rules by `flyoutIntent`: hover opens after 300 ms, touch
 * opens on the first tap and follows on the second; a press outside closes; Escape and the backdrop close and return
 * focus to where it was when the flyout opened. Opening from the keyboard moves focus to the panel's first link. Inside
 * the page's flyout host (HeaderProvider).
 */
export function FlyoutBar({ entries, className }: FlyoutBarProps) {
  const { t } = useNavigationMessages();
  const hydrated = useHydrated();
  const baseId = useId();
  const nav = useRef<HTMLElement>(null);
  const flyout = useFlyoutHost((h) => h.flyout);
  const sticky = useFlyoutHost((h) => h.isSticky);
  const intent = useFlyoutIntent();
  /** The entry opened from the keyboard, whose first link takes focus; null when opened by a pointer. */
  const [keyboardOpened, setKeyboardOpened] = useState<string | null>(null);
  /** The page runs in the app; read when a visitor reaches for a flyout (never in render: the server knows no app). */
  const [appMode, setAppMode] = useState(false);
  /** Focus goes back to where it was once the open panel is gone (Escape, backdrop, a close button). */
  const returnFocus = useRef(false);

  const openKey =
    flyout.kind === 'items' && entries.some((entry) => entry.key === flyout.itemId && entry.panel)
      ? flyout.itemId
      : null;

  // After the panel (and its trap) is gone: focus inside it while trapped would be pulled back into it.
  useEffect(() => {
    if (openKey !== null || !returnFocus.current) return;
    returnFocus.current = false;
    intent.opener()?.focus();
  }, [openKey, intent]);

  const close = useCallback(
    (reason: CloseReason) => {
      setKeyboardOpened(null);
      returnFocus.current = reason !== 'outside';
      intent.close();
    },
    [intent],
  );
  const closeFromPanel = useCallback(() => close('closeButton'), [close]);
  const isInBar = useCallback(
    (target: EventTarget | null) => target instanceof Node && nav.current?.contains(target) === true,
    [],
  );
  const reach = useCallback((key: string, source: ActivationSource | 'hover') => {
    setAppMode(hasAppBridge());
    if (source === 'hover') setKeyboardOpened(null);
    else setKeyboardOpened(source.kind === 'keyboard' ? key : null);
  }, []);

  return (
    <nav ref={nav} aria-label={t('navigation.label')} className={className}>
      {openKey !== null && (
        // Pointer only (the keyboard closes with Escape); under the panel: first in the nav, on the same layer.
        <div className={styles.backdrop} aria-hidden="true" onClick={() => close('backdrop')} />
      )}
      <ul className={styles.navList}>
        {entries.map((entry, index) => {
          const panelId = `${baseId}-panel-${index}`;
          const open = openKey === entry.key;
          const { item, panel } = entry;
          if (!panel)
            return (
              <li key={entry.key}>
                <NavigationLink
                  className={styles.navLink}
                  item={item}
                  current={entry.current}
                  placeholder={entry.placeholder}
                />
              </li>
            );
          return (
            <li key={entry.key}>
              {hydrated ? (
                <Opener entry={entry} open={open} panelId={panelId} intent={intent} onReach={reach} />
              ) : (
                <NavigationLink className={styles.navLink} item={item} current={entry.current} />
              )}
              <FlyoutPanel
                id={panelId}
                open={open}
                focusFirstLink={keyboardOpened === entry.key}
                lockScroll={sticky || appMode}
                isInBar={isInBar}
                onClose={close}
              >
                <CloseFlyoutContext.Provider value={closeFromPanel}>{panel}</CloseFlyoutContext.Provider>
              </FlyoutPanel>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** The disclosure button of an entry with a flyout (after hydration). */
function Opener({
  entry,
  open,
  panelId,
  intent,
  onReach,
}: {
  entry: BarEntry;
  open: boolean;
  panelId: string;
  intent: FlyoutIntentHandlers;
  /** A pointer entered, or the button was activated: before the intent decides. */
  onReach: (key: string, source: ActivationSource | 'hover') => void;
}) {
  /** The pointer of the press that leads to the next click; none for a click from the keyboard (Enter, Space). */
  const pressedWith = useRef<string | null>(null);
  const { key, item } = entry;
  return (
    <button
      type="button"
      className={styles.navLink}
      aria-expanded={open}
      aria-controls={panelId}
      aria-current={buttonMark(entry.current)}
      onPointerEnter={(event) => {
        if (event.pointerType !== 'touch') onReach(key, 'hover');
        intent.pointerEnter(key, event.pointerType);
      }}
      onPointerLeave={() => intent.pointerLeave(key)}
      onPointerDown={(event) => {
        pressedWith.current = event.pointerType;
      }}
      onClick={() => {
        const pointerType = pressedWith.current;
        pressedWith.current = null;
        const source: ActivationSource = pointerType === null ? { kind: 'keyboard' } : { kind: 'pointer', pointerType };
        onReach(key, source);
        intent.activate(key, source, item);
      }}
    >
      {item.name}
      {item.flag && <NewFlag />}
    </button>
  );
}

'use client';

import { useEffect, useState, useSyncExternalStore } from 'react';
import { useStorefront } from '../../kernel/StorefrontProvider';
import type { LoginTokenOutcome } from './constants';
import { browserKeepAliveEnvironment } from './environment';
import { createLoginKeepAlive, type LoginKeepAliveState } from './keepAlive';

export interface LoginKeepAliveProps {
  /**
   * The app platform the page runs in: a device class (MATCH, SMARTPHONE, TABLET, CLASSIC; any case) the app gives,
   * e.g. from a page attribute. MATCH, SMARTPHONE and TABLET skip the keep-alive ("Renewal is skipped for smartphone
   * and tablet app platforms"). Default none: a browser. Read once, when mounted.
   */
  appPlatform?: string | null;
  /** Each check's outcome (0 renewed (201) … 5 expired), as it happens. */
  onOutcome?: (outcome: LoginTokenOutcome) => void;
}

/**
 * The login-token keep-alive of this page (see `createLoginKeepAlive`), calling through the
 * StorefrontProvider's services. It starts after mount and ends on unmount; the server and the hydrating render see
 * the idle state and nothing is read during render. Returns the keep-alive's state (phase, last outcome).
 */
export function useLoginKeepAlive({ appPlatform, onOutcome }: LoginKeepAliveProps = {}): LoginKeepAliveState {
  const { services } = useStorefront();
  const [keepAlive] = useState(() =>
    createLoginKeepAlive({ services, environment: browserKeepAliveEnvironment(), appPlatform }),
  );
  useEffect(() => {
    if (!onOutcome) return;
    return keepAlive.subscribe((state, previous) => {
      if (state.outcomes !== previous.outcomes && state.lastOutcome !== null) onOutcome(state.lastOutcome);
    });
  }, [keepAlive, onOutcome]);
  useEffect(() => {
    keepAlive.start();
    return keepAlive.dispose;
  }, [keepAlive]);
  return useSyncExternalStore(keepAlive.subscribe, keepAlive.getState, keepAlive.getState);
}

/** Keeps the shopper's login token alive while the page lives. Renders nothing. */
export function LoginKeepAlive(props: LoginKeepAliveProps) {
  useLoginKeepAlive(props);
  return null;
}

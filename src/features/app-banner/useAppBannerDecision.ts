'use client';

import { useCallback } from 'react';
import { getWindow, readCookies, readText, useClientSnapshot } from '../../platform/browser';
import { isReducedHeader } from '../../kernel/reduced';
import { useStorefront, type Stage } from '../../kernel';
import { APP_BANNER_CLOSED_STORAGE_KEY } from './constants';
import { appBannerDecision, noAppBanner, parseAppBannerDecision, type AppBannerDecision } from './decision';

/**
 * The decision from what this browser knows: its user agent and touch points, its cookies (the product app cookie,
 * and the affiliate and new-app cookies that reduce the header), the stored closed flag. Outside a browser, none.
 */
export function readAppBannerDecision(reducedHeader: boolean, stage: Stage): AppBannerDecision {
  const win = getWindow();
  if (!win) return noAppBanner;
  const cookies = readCookies();
  return appBannerDecision({
    userAgent: win.navigator?.userAgent,
    maxTouchPoints: win.navigator?.maxTouchPoints,
    cookies,
    closedFlagStored: readText('local', APP_BANNER_CLOSED_STORAGE_KEY) !== undefined,
    reducedHeader: isReducedHeader({ reduced: reducedHeader }, cookies),
    stage,
  });
}

/** Closing the banner in another tab (a `storage` event for the flag, or storage cleared) decides again here. */
function subscribeClosedFlag(onChange: () => void): () => void {
  const win = getWindow();
  if (!win) return () => {};
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === APP_BANNER_CLOSED_STORAGE_KEY) onChange();
  };
  win.addEventListener('storage', onStorage);
  return () => win.removeEventListener('storage', onStorage);
}

export interface AppBannerDecisionOptions {
  /**
   * What the server decided (`appBannerDecision` with the request's user agent and cookies, `closedFlagStored: false`),
   * so the banner or the meta tag is in the server HTML; the hydrating render shows the same. Without it nothing
   * shows until the browser has decided (right after hydration).
   */
  initialDecision?: AppBannerDecision;
  /** The page shows the reduced header (checkout); the affiliate and new-app cookies are read in the browser. */
  reducedHeader?: boolean;
}

/**
 * The app-install banner's decision for this page: on the server and while hydrating the server's (`initialDecision`,
 * checked: anything else is none), then the browser's own, decided again when the closed flag changes in another tab.
 * The stage (integration or live host) is the storefront's.
 */
export function useAppBannerDecision({
  initialDecision,
  reducedHeader = false,
}: AppBannerDecisionOptions = {}): AppBannerDecision {
  const { flags } = useStorefront();
  const stage = flags.stage;
  // Decisions are shared objects: the same one comes back for the same outcome, so React sees no change.
  const server = parseAppBannerDecision(initialDecision);
  const getSnapshot = useCallback(() => readAppBannerDecision(reducedHeader, stage), [reducedHeader, stage]);
  const getServerSnapshot = useCallback(() => server, [server]);
  return useClientSnapshot(subscribeClosedFlag, getSnapshot, getServerSnapshot);
}

'use client';

/**
 * The footer's browser work, never during the server's or the hydrating render (an effect, or a browser value whose
 * server value is what the server knew, switched after hydration in a transition: useClientSnapshot), so both render
 * alike: the platform (page attribute and width), the remembered view, reduced mode from the cookies, the content when
 * the server gave none, and the A/B assignment call.
 */
import { useCallback, useEffect, useState } from 'react';
import {
  getDocument,
  getWindow,
  readCookie,
  readCookies,
  subscribeNothing,
  useClientSnapshot,
  writeCookie,
} from '../../platform/browser';
import { footerPlatformFor, type FooterPlatform } from '../../platform/site';
import { fetchAssignment } from '../../services';
// The header's style-free module (as the app banner's): the footer needs its cookie rule, not the header's parts.
import { isReducedHeader } from '../../kernel/reduced';
import { useStorefront } from '../../kernel';
import {
  FOOTER_DEFAULT_WIDTH,
  FOOTER_PLATFORM_ATTRIBUTE,
  FOOTER_VIEW_COOKIE,
  FOOTER_VIEW_COOKIE_MAX_AGE_S,
  footerViewOf,
  type FooterView,
} from './constants';
import { loadFooter, type FooterState } from './load';

function subscribeResize(onChange: () => void): () => void {
  const win = getWindow();
  if (!win) return () => {};
  win.addEventListener('resize', onChange);
  return () => win.removeEventListener('resize', onChange);
}

/** The platform as read from the page: the attribute, else the width (the default width without a window). */
const readFooterPlatform = (): FooterPlatform =>
  footerPlatformFor({
    attribute: getDocument()?.documentElement.getAttribute(FOOTER_PLATFORM_ATTRIBUTE),
    width: getWindow()?.innerWidth ?? FOOTER_DEFAULT_WIDTH,
  });

const serverPlatform = (): FooterPlatform => footerPlatformFor({ attribute: null, width: FOOTER_DEFAULT_WIDTH });

/**
 * "Platform comes from an attribute on the page; otherwise phone below 768 px, tablet below 1280 px, else
 * classic. Footer width defaults to 20000 and is updated on resize." The server and the hydrating render use the
 * default width (classic); right after, the page's attribute and width, read again on every resize.
 */
export function useFooterPlatform(): FooterPlatform {
  return useClientSnapshot(subscribeResize, readFooterPlatform, serverPlatform);
}

/**
 * The view the visitor chose with the view switcher, which is remembered: the server's reading of the cookie
 * (`initialView`), else the cookie read after hydration. `choose` switches and remembers it for a year.
 */
export function useRememberedView(
  initialView: FooterView | null | undefined,
): [FooterView | null, (view: FooterView) => void] {
  const [chosen, setChosen] = useState<FooterView | null>(null);
  const fromCookie = useClientSnapshot(
    subscribeNothing,
    useCallback(() => initialView ?? footerViewOf(readCookie(FOOTER_VIEW_COOKIE)), [initialView]),
    useCallback(() => initialView ?? null, [initialView]),
  );
  const choose = useCallback((view: FooterView) => {
    setChosen(view);
    writeCookie(FOOTER_VIEW_COOKIE, view, { maxAge: FOOTER_VIEW_COOKIE_MAX_AGE_S });
  }, []);
  return [chosen ?? fromCookie, choose];
}

/**
 * "Reduced mode is on when an affiliate cookie or the new-app cookie is present" (the header's cookies):
 * the server's reading (`reduced`), and the cookies read again after hydration for pages without a server.
 */
export function useReducedMode(reduced: boolean): boolean {
  return useClientSnapshot(
    subscribeNothing,
    useCallback(() => reduced || isReducedHeader({}, readCookies()), [reduced]),
    useCallback(() => reduced, [reduced]),
  );
}

/** The footer content while the browser still loads it (no server state was given). */
export type FooterContentState = FooterState | { status: 'loading' };

/**
 * The footer content for a component: the server's state at once; without it, loaded after mount (`loading` until
 * then, on the server too).
 */
export function useFooterContent(initial: FooterState | undefined): FooterContentState {
  const { services, site } = useStorefront();
  const [state, setState] = useState<FooterContentState>(initial ?? { status: 'loading' });
  const hasInitial = initial !== undefined;
  useEffect(() => {
    if (hasInitial) return;
    const controller = new AbortController();
    void loadFooter(services, site.code, { signal: controller.signal }).then((loaded) => {
      if (!controller.signal.aborted) setState(loaded);
    });
    return () => controller.abort();
  }, [services, site.code, hasInitial]);
  return state;
}

/** The A/B-test assignment call: GET /service/abtestfrontend/api/v1/getassignment, on footer load, result ignored. */
export function useAbTestAssignment(): void {
  const { services } = useStorefront();
  useEffect(() => {
    // The result and any failure are ignored (the client answers every outcome as a value, never a rejection).
    void fetchAssignment(services);
  }, [services]);
}

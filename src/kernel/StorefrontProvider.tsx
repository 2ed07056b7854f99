'use client';

import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { CremaIntlProvider, type MessageId } from '../platform/i18n';
import { useViewportPlatform } from '../platform/browser';
import type { HeaderPlatform } from '../platform/site';
import { resolveSite, type Site } from '../platform/site';
// The provider's own module: the formTexts index also re-exports every form catalog, which a page must not carry.
import { FormMessagesProvider } from '../primitives/formTexts/FormTexts';
import { createServiceClient, type ServiceClient } from '../services/http';
import { tokenHeadersFromCookies } from '../services/login/tokenHeaders';
import { defaultFlags, type StorefrontFlags } from './flags';
import type { FormCatalog } from '../primitives/formTexts';

export { defaultFlags, stages, type Stage, type StorefrontFlags } from './flags';

export interface Storefront {
  site: Site;
  locale: Site['locale'];
  /** The header platform of the viewport (MATCH, TABLET, CLASSIC); on the server, `initialPlatform`. */
  platform: HeaderPlatform;
  flags: StorefrontFlags;
  /** The one service client every feature calls through. */
  services: ServiceClient;
}

const StorefrontContext = createContext<Storefront | null>(null);

/**
 * The kernel's view of a locale's catalog: any texts by id, among them those the kernel renders itself (the platform's
 * shared texts and the form fields'). The composition that assembles the features' texts supplies the typed catalog
 * (`StorefrontMessages`, complete for every feature) as `M`; the kernel imports no feature.
 */
export type StorefrontCatalog = Readonly<Record<string, string>> &
  Readonly<Record<MessageId, string>> &
  Readonly<FormCatalog>;

export interface StorefrontProviderProps<M extends StorefrontCatalog = StorefrontCatalog> {
  /** A site code or switcher code in any case; unknown sites are DE. */
  site?: unknown;
  /**
   * The catalog of the site's locale: `await loadStorefrontMessages(site.locale)`, loaded before rendering (on the
   * server per request, in the browser before hydrating), with the app's own texts spread on top if it has any. The
   * provider imports no catalog itself, so a page's bundle carries its own locale only.
   */
  messages: M;
  flags?: Partial<StorefrontFlags>;
  /**
   * The service client. Stories and component tests pass one whose fetch calls the reference services in process;
   * without it, one client on the real network is made for this provider.
   */
  services?: ServiceClient;
  /** The platform to render on the server (and before the first viewport reading). Default CLASSIC. */
  initialPlatform?: HeaderPlatform;
  children?: ReactNode;
}

/**
 * Everything a feature needs to know about the shop it runs in: site, locale, viewport platform, flags and the
 * service client; also the site's messages, for react-intl and for the form fields (a PasswordInput in the CZ shop
 * speaks Czech). Features never call fetch themselves.
 */
export function StorefrontProvider<M extends StorefrontCatalog = StorefrontCatalog>({
  site,
  messages,
  flags,
  services,
  initialPlatform,
  children,
}: StorefrontProviderProps<M>) {
  const resolved = resolveSite(site);
  const platform = useViewportPlatform(initialPlatform);
  const ownClient = useMemo(
    () =>
      services ??
      // The visitor's own tokens, read from the cookies when a call is made (never during render).
      createServiceClient({ site: resolved.code, headers: () => tokenHeadersFromCookies() }),
    [services, resolved.code],
  );
  const value = useMemo<Storefront>(
    () => ({
      site: resolved,
      locale: resolved.locale,
      platform,
      flags: { ...defaultFlags, ...flags },
      services: ownClient,
    }),
    // Flags come as a fresh object on every render; compare them by value.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [resolved, platform, ownClient, flags?.newHeader, flags?.privateNewsletterApi, flags?.stage],
  );
  return (
    <StorefrontContext.Provider value={value}>
      <CremaIntlProvider site={resolved} messages={messages}>
        <FormMessagesProvider locale={resolved.locale} messages={messages}>
          {children}
        </FormMessagesProvider>
      </CremaIntlProvider>
    </StorefrontContext.Provider>
  );
}

/** The storefront the component runs in. Throws when there is no StorefrontProvider: a setup error, not data. */
export function useStorefront(): Storefront {
  const value = useContext(StorefrontContext);
  if (!value) throw new Error('[crema] useStorefront needs a <StorefrontProvider> above it.');
  return value;
}

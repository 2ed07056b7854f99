import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { CremaIntlProvider } from '../../platform/i18n';
import { useViewportPlatform } from '../../platform/browser';
import type { HeaderPlatform } from '../../platform/site';
import { resolveSite, type Site } from '../../platform/site';
import { createServiceClient, type ServiceClient } from '../../services/http';

/** The stages a shop runs in (spec 000: the consent loader's domain ids differ per stage). */
export const stages = ['DEV', 'LIVE'] as const;
export type Stage = (typeof stages)[number];

/** Feature flags the spec names: the new header, the private newsletter API path, and the stage. */
export interface StorefrontFlags {
  newHeader: boolean;
  privateNewsletterApi: boolean;
  stage: Stage;
}

export const defaultFlags: StorefrontFlags = { newHeader: true, privateNewsletterApi: false, stage: 'LIVE' };

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

export interface StorefrontProviderProps {
  /** A site code or switcher code in any case; unknown sites are DE. */
  site?: unknown;
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
 * service client; also the site's messages (react-intl). Features never call fetch themselves.
 */
export function StorefrontProvider({ site, flags, services, initialPlatform, children }: StorefrontProviderProps) {
  const resolved = resolveSite(site);
  const platform = useViewportPlatform(initialPlatform);
  const ownClient = useMemo(() => services ?? createServiceClient(), [services]);
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
      <CremaIntlProvider site={resolved}>{children}</CremaIntlProvider>
    </StorefrontContext.Provider>
  );
}

/** The storefront the component runs in. Throws when there is no StorefrontProvider: a setup error, not data. */
export function useStorefront(): Storefront {
  const value = useContext(StorefrontContext);
  if (!value) throw new Error('[crema] useStorefront needs a <StorefrontProvider> above it.');
  return value;
}

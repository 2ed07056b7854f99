'use client';

import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { fallbackLocale } from '../site/constants';
import { resolveSite } from '../site/sites';

/** A react-intl catalog: message id to ICU message. */
export type IntlMessages = Readonly<Record<string, string>>;

export interface CremaIntlProviderProps {
  /** A site code, switcher code or Site (any case); unknown sites are DE. */
  site: unknown;
  /**
   * The catalog of the site's locale. In a storefront, `loadStorefrontMessages(locale)` (one locale per page, so a page
   * never carries the others); the provider imports no catalog itself.
   */
  messages: IntlMessages;
  children?: ReactNode;
  /** Where formatting errors go (default: console.error in development, as react-intl does). */
  onError?: (error: unknown) => void;
}

/** react-intl for a site: its locale and the given catalog, with de-DE as the fallback locale. */
export function CremaIntlProvider({ site, messages, children, onError }: CremaIntlProviderProps) {
  const { locale } = resolveSite(site);
  return (
    <IntlProvider locale={locale} defaultLocale={fallbackLocale} messages={messages} {...(onError ? { onError } : {})}>
      {children}
    </IntlProvider>
  );
}

import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { fallbackLocale } from '../site/constants';
import { resolveSite } from '../site/sites';
import { catalogFor } from './catalogs';

export interface CremaIntlProviderProps {
  /** A site code, switcher code or Site (any case); unknown sites are DE. */
  site: unknown;
  children?: ReactNode;
  /** Where formatting errors go (default: console.error in development, as react-intl does). */
  onError?: (error: unknown) => void;
}

/** react-intl for a site: its locale and catalog, with de-DE as the fallback locale and messages (000 §9). */
export function CremaIntlProvider({ site, children, onError }: CremaIntlProviderProps) {
  const { locale } = resolveSite(site);
  return (
    <IntlProvider
      locale={locale}
      defaultLocale={fallbackLocale}
      messages={catalogFor(locale)}
      {...(onError ? { onError } : {})}
    >
      {children}
    </IntlProvider>
  );
}

import { useEffect } from 'react';
import { CremaIntlProvider, useMessages } from '../../src/platform/i18n';
import { resolveSite, sites, type Site } from '../../src/platform/site/sites';
import { Surface } from '../../src/primitives/Surface';
import { TextLink } from '../../src/primitives/TextLink';
import { Document } from './Document';
import type { PageData } from './hydration';
import { PageLayout } from './PageLayout';
import { HomePage } from './pages/HomePage';
import * as styles from './App.css';

/** The reference storefront's page: one site's shell with its home page. */
export function App({ data, nonce }: { data: PageData; nonce?: string }) {
  const site = resolveSite(data.site);
  return (
    <Document data={data} lang={site.locale} title={`Crema ${site.label}`} nonce={nonce}>
      <CremaIntlProvider site={site}>
        <Surface theme="light">
          <PageLayout
            header={
              data.showHeader ? (
                <div className={styles.bar}>
                  <a className={styles.brand} href="/">
                    Crema
                  </a>
                </div>
              ) : undefined
            }
            footer={data.showFooter ? <CountryShops current={site} /> : undefined}
          >
            <HomePage site={site} />
          </PageLayout>
        </Surface>
      </CremaIntlProvider>
      <HydratedMarker />
    </Document>
  );
}

/** Marks the document once React has hydrated it, so end-to-end tests interact only with a live page. */
function HydratedMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}

/** Links to the nine country shops, each labelled in its own language. */
function CountryShops({ current }: { current: Site }) {
  const { t } = useMessages();
  return (
    <nav className={styles.bar} aria-label={t('layout.countryShops')}>
      <ul className={styles.countries}>
        {Object.values(sites).map((s) => (
          <li key={s.code} lang={s.locale}>
            <TextLink href={`/?site=${s.switcherCode}`} aria-current={s.code === current.code ? 'page' : undefined}>
              {s.label}
            </TextLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

import { defaultFlags } from '../../../src/features/storefront/flags';
import { noAppBanner } from '../../../src/features/app-banner/decision';
import { resolveSite, sites, type Site } from '../../../src/platform/site';
import { errorRoute, routeOf } from '../routes';
import { pageDataElementName, parsePageData, type PageData } from './pageData';

export type BrowserPageReading = { site: Site } & ({ ok: true; data: PageData } | { ok: false; reason: string });

/** The site of a document whose page data cannot be read: by its `lang`, else DE. */
function siteOfDocument(doc: Document): Site {
  const lang = doc.documentElement.lang;
  return Object.values(sites).find((site) => site.locale === lang) ?? resolveSite(undefined);
}

/** Reads and parses the page data the server put in the document; a reason when it is missing or not valid. */
export function readPageData(doc: Document): BrowserPageReading {
  const text = doc.querySelector(`meta[name="${pageDataElementName}"]`)?.getAttribute('content');
  const reading = parsePageData(text, (pageType) => routeOf(pageType).schema);
  return reading.ok ? { ...reading, site: resolveSite(reading.data.site) } : { ...reading, site: siteOfDocument(doc) };
}

/** Page data for the error page when the server's could not be read: no layout content, the document's site. */
export function fallbackPageData(doc: Document): PageData {
  return {
    site: siteOfDocument(doc).code,
    path: doc.location.pathname,
    pageType: errorRoute.pageType,
    status: errorRoute.status ?? 500,
    showHeader: true,
    showFooter: true,
    flags: defaultFlags,
    layout: {
      navigation: null,
      promotions: { banner: { status: 'none' }, benefits: { status: 'none' } },
      footer: { status: 'none' },
    },
    reducedHeader: false,
    footer: { checkout: false, reduced: false, view: null },
    appBanner: noAppBanner,
    page: {},
    assets: { styles: [], preloads: [], entry: '' },
  };
}

import { resolveSite, sites, type Site } from 'crema';
import { defaultFlags, noAppBanner } from 'crema/server';
import { loadPageModule } from './pageModules';
import { ERROR_PAGE_STATUS } from './constants';
import { pageDataElementName, parsePageEnvelope, parsePagePart, type PageData } from './pageData';
import type { PageModule } from './route';

export type BrowserPageReading = { site: Site } & (
  { ok: true; data: PageData; Page: PageModule['Page']; head: PageModule['head'] } | { ok: false; reason: string }
);

/** The site of a document whose page data cannot be read: by its `lang`, else DE. */
function siteOfDocument(doc: Document): Site {
  const lang = doc.documentElement.lang;
  return Object.values(sites).find((site) => site.locale === lang) ?? resolveSite(undefined);
}

/**
 * Reads and parses the page data the server put in the document, loading its page type's module (schema, component
 * and head, preloaded by the server) for the page part; a reason when the data is missing or not valid.
 */
export async function readPageData(doc: Document): Promise<BrowserPageReading> {
  const text = doc.querySelector(`meta[name="${pageDataElementName}"]`)?.getAttribute('content');
  const envelope = parsePageEnvelope(text);
  if (!envelope.ok) return { ...envelope, site: siteOfDocument(doc) };
  const { schema, Page, head } = await loadPageModule(envelope.envelope.pageType);
  const reading = parsePagePart(envelope.envelope, schema);
  return reading.ok
    ? { ...reading, Page, head, site: resolveSite(reading.data.site) }
    : { ...reading, site: siteOfDocument(doc) };
}

/** Page data for the error page when the server's could not be read: no layout content, the document's site. */
export function fallbackPageData(doc: Document): PageData {
  return {
    site: siteOfDocument(doc).code,
    path: doc.location.pathname,
    pageType: 'ErrorPage',
    status: ERROR_PAGE_STATUS,
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

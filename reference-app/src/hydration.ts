import type { PageAssets } from './assets';

/** Everything the client needs to hydrate exactly what the server rendered. */
export interface PageData {
  site: string;
  path: string;
  showHeader: boolean;
  showFooter: boolean;
  assets: PageAssets;
}

export const pageDataElementId = 'crema-page-data';

export const serializePageData = (data: PageData): string => JSON.stringify(data);

/** Reads the page data the server put in the document; null when it is missing or not valid JSON. */
export function readPageData(doc: Document): PageData | null {
  const content = doc.querySelector(`meta[name="${pageDataElementId}"]`)?.getAttribute('content');
  if (!content) return null;
  try {
    return JSON.parse(content) as PageData;
  } catch {
    return null;
  }
}

import type { Site } from 'crema/server';
import type { PageMessageId } from '../messages';

/**
 * What a page says about itself in the document's head, decided in one place per page type (its route's `head`, the
 * same function in its page module), from the page's data: the server renders it into the HTML and the browser
 * hydrates the same from the same data.
 */
export interface PageHead {
  /**
   * What the page is, in the site's language ("Warenkorb", the category's or the product's name), put before the
   * shop's name in the document's title; null for the home page, titled by the shop's name alone.
   */
  title: string | null;
}

export interface HeadContext {
  /** The page's catalog: the app's texts and the storefront's (a feature's heading may name the page). */
  t: (id: PageMessageId, values?: Readonly<Record<string, string | number>>) => string;
  site: Site;
}

/** A page type's head from its page data. */
export type HeadOf<T> = (data: T, context: HeadContext) => PageHead;

/**
 * The document's title (WCAG 2.4.2 Page Titled): the page's title, then the shop's name in its own language ("Warenkorb
 * – Crema Deutschland"); the home page is the shop's name alone.
 */
export function documentTitleOf(head: PageHead, t: HeadContext['t']): string {
  const shop = t('layout.documentTitle');
  return head.title === null ? shop : t('layout.pageTitle', { page: head.title, shop });
}

/** A page titled by one text of the catalog, whatever its data ("Warenkorb", "Kasse"). */
export const titledBy =
  (id: PageMessageId): HeadOf<unknown> =>
  (_, { t }) => ({ title: t(id) });

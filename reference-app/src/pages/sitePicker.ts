import { z } from 'zod/mini';
import { sites, type Site, headerLinks, SEARCH_QUERY_PARAM } from 'crema/server';
import {
  siteCodes,
  FOOTER_LOGOS_PATH,
  fetchCatalogueCategories,
  CATEGORY_HREF_PREFIX,
  contentPagesOnlyIn,
} from 'crema/services';
import type { LoaderContext, LoadResult } from '../routing/route';
import { BEAN_ACCOUNT_PAGE_PATH, LOYALTY_CARD_OVERVIEW_PATH, ORDERS_PAGE_PATH, USER_MENU_PAGE_PATH } from './account';
import { CART_PAGE_PATH, CHECKOUT_PAGE_PATH } from './cart';
import { MAILBOX_PAGE_PATH } from './mailbox';
import { NEWSLETTER_PAGE_PATH } from './newsletter';
import { STAFF_LOGIN_PAGE_PATH } from './staffLogin';
import { STORE_FINDER_PAGE_PATH } from './storeFinder';
import { titledBy } from '../routing/head';

/**
 * The demo's start page (a site picker; NOT in the spec: the reference storefront's own page, as
 * /reference/forms): the nine country shops, each with a link to every page of the storefront in that shop.
 */
export const SITE_PICKER_PAGE_PATH = '/reference';

/**
 * The pages the picker links in each shop, in its order; each id is the link's text (`sitePicker.page.{id}`).
 * `category`, `product` and `search` come from the shop's catalogue, the others are fixed addresses.
 */
export const sitePickerPages = [
  'home',
  'category',
  'product',
  'search',
  'cart',
  'checkout',
  'newsletter',
  'storeFinder',
  'userMenu',
  'orders',
  'beanAccount',
  'loyaltyCard',
  'giftCards',
  'service',
  'contact',
  'signup',
  'privacy',
  'scout',
  'academy',
  'account',
  'mailbox',
  'forms',
  'staffLogin',
] as const;
export type SitePickerPage = (typeof sitePickerPages)[number];

const fixedHrefs: Partial<Record<SitePickerPage, string>> = {
  home: headerLinks.home,
  cart: CART_PAGE_PATH,
  checkout: CHECKOUT_PAGE_PATH,
  newsletter: NEWSLETTER_PAGE_PATH,
  storeFinder: STORE_FINDER_PAGE_PATH,
  userMenu: USER_MENU_PAGE_PATH,
  orders: ORDERS_PAGE_PATH,
  beanAccount: BEAN_ACCOUNT_PAGE_PATH,
  loyaltyCard: LOYALTY_CARD_OVERVIEW_PATH,
  giftCards: '/c/geschenkkarte',
  service: '/c/service',
  contact: '/contact',
  signup: '/signup',
  privacy: '/privacy',
  scout: '/scout',
  academy: '/kaffeeakademie',
  account: '/account',
  mailbox: MAILBOX_PAGE_PATH,
  forms: '/reference/forms',
  staffLogin: STAFF_LOGIN_PAGE_PATH,
};

export const sitePickerPageSchema = z.object({
  sites: z.array(
    z.object({
      code: z.enum(siteCodes),
      /** The country's name in its own language (the country switcher's label). */
      label: z.string(),
      locale: z.string(),
      flag: z.string(),
      /** The shop's home page (`/?site=xx`). */
      home: z.string(),
      links: z.array(z.object({ page: z.enum(sitePickerPages), href: z.string() })),
    }),
  ),
});
export type SitePickerPageData = z.output<typeof sitePickerPageSchema>;

/** The demo's start page's title: its heading. */
export const sitePickerHead = titledBy('sitePicker.title');

/** An address in a shop: the path with `?site=` (the reference storefront's site switch, kept in a cookie). */
export function inSite(path: string, site: Site): string {
  const [base = '', hash] = path.split('#');
  const joined = `${base}${base.includes('?') ? '&' : '?'}site=${site.switcherCode}`;
  return hash === undefined ? joined : `${joined}#${hash}`;
}

/** Whether a shop has a page (the Turkish account page only in TR, "/account (Turkey)"). */
const siteHas = (site: Site, page: SitePickerPage) =>
  page !== 'account' || (contentPagesOnlyIn.account as readonly string[]).includes(site.code);

/**
 * Every shop with its pages. A category, a product and a search term come from each shop's top categories (the
 * catalogue, read for every visitor alike); a shop whose catalogue cannot be read is listed without those three.
 */
export async function loadSitePicker({ sharedServices }: LoaderContext): Promise<LoadResult<SitePickerPageData>> {
  const all = Object.values(sites);
  const catalogues = await Promise.all(all.map((site) => fetchCatalogueCategories(sharedServices, site.code)));
  return {
    kind: 'page',
    data: {
      sites: all.map((site, index) => {
        const result = catalogues[index];
        const top = result?.ok ? result.value.categories[0] : undefined;
        const product = top?.products[0];
        const hrefs: Partial<Record<SitePickerPage, string>> = {
          ...fixedHrefs,
          ...(top
            ? {
                category: `${CATEGORY_HREF_PREFIX}${top.slug}`,
                search: `${headerLinks.search}?${new URLSearchParams({ [SEARCH_QUERY_PARAM]: top.title })}`,
              }
            : {}),
          ...(product ? { product: product.productViewUrl } : {}),
        };
        return {
          code: site.code,
          label: site.label,
          locale: site.locale,
          flag: `${FOOTER_LOGOS_PATH}/${site.flag}.svg`,
          home: inSite(headerLinks.home, site),
          links: sitePickerPages.flatMap((page) => {
            const href = hrefs[page];
            return href && siteHas(site, page) ? [{ page, href: inSite(href, site) }] : [];
          }),
        };
      }),
    },
  };
}

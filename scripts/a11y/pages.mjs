// The storefront pages the audit visits: read from the route table at run time (reference-app/src/routes.tsx), so a
// page added there is audited without touching this file. A route is visited at its first fixed address
// ("/checkout"); a route whose address has parameters ("/p/:slug/:id") or needs prepared data is visited at the
// addresses `pageSamples` gives for its page type. Add an entry there for a new parametric route: until then the
// report lists it under "not audited".
import { tsImport } from 'tsx/esm/api';
import { sources, cartProductsOf, searchTermOf } from '../demo/shop.mjs';

const { routes } = await tsImport('../../reference-app/src/routes.tsx', import.meta.url);

/** A path that no route matches (the 404 page). */
const UNKNOWN_PATH = '/a11y-audit-no-such-page';

const patternsOf = (route) => (route.pattern === undefined ? [] : [route.pattern].flat());
const isFixed = (pattern) => !/[:*{]/.test(pattern);

/** Optional routes' constants, read only if their module is there (pages still being added). */
async function optional(path) {
  try {
    return await tsImport(path, import.meta.url);
  } catch {
    return {};
  }
}
const account = await optional('../../reference-app/src/pages/account.ts');

/**
 * Addresses per page type, for routes the first fixed address does not show well or at all. Each entry:
 * `(site, route) => [{ path, variant?, prepare?, ifPresent?, sameTitleAs? }]`; `prepare(page)` runs before the visit
 * (e.g. a route handler); `ifPresent`: a 404 there means the site has no such page, and the visit is skipped, not
 * failed; `sameTitleAs`: the page shows that page type's content, so the title check expects its title.
 */
export const pageSamples = {
  CategoryPage: (site) => {
    const top = sources.catalogueCategoriesOf(site).find((c) => c.top);
    return [{ path: `/c/${top.slug}` }];
  },
  ProductDetailPage: (site) => [{ path: cartProductsOf(site)[0].productViewUrl }],
  SearchResultsPage: (site) => [
    { path: `${sources.SEARCH_PAGE_PATH}?query=${encodeURIComponent(searchTermOf(site))}` },
  ],
  // Every content page (contact, service, gift cards, scout, academy, sign-up, privacy, account): one route, many
  // pages; a site that has no such page (the account page is Turkey's) answers 404, and the visit is skipped.
  ContentPage: (site, route) =>
    patternsOf(route)
      .filter(isFixed)
      .map((path) => ({ path, variant: path, ifPresent: true })),
  ...(account.LOYALTY_CARD_OVERVIEW_PATH
    ? { LoyaltyCardPage: () => [{ path: account.LOYALTY_CARD_OVERVIEW_PATH }] }
    : {}),
  NotFoundPage: () => [{ path: UNKNOWN_PATH }],
  // A subscriber's page: the seeded German subscriber's own link (the update form), and in every site a link that is
  // not valid, which shows the sign-up form and so is titled as the sign-up page.
  NewsletterUpdatePage: (site) => [
    ...(site === 'DE'
      ? [{ path: sources.newsletterUpdateHref(sources.seededSubscriberTokens.subscribedDe), variant: 'subscriber' }]
      : []),
    { path: sources.NEWSLETTER_UPDATE_PATH, variant: 'link not valid', sameTitleAs: 'NewsletterPage' },
  ],
};

/**
 * The page targets of a site: `{ pageType, path, variant, prepare }` for every route, and the routes that have no
 * address to visit (`notAudited`).
 */
export function pageTargetsOf(site) {
  const targets = [];
  const notAudited = [];
  for (const route of routes) {
    const sample = pageSamples[route.pageType];
    const fixed = patternsOf(route).find(isFixed);
    const visits = sample ? sample(site, route) : fixed ? [{ path: fixed }] : [];
    if (visits.length === 0) notAudited.push({ pageType: route.pageType, patterns: patternsOf(route) });
    for (const visit of visits) targets.push({ pageType: route.pageType, ...visit });
  }
  return { targets, notAudited };
}

/** The route table's page types (for the summary). */
export const routePageTypes = routes.map((route) => route.pageType);

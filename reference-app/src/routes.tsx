// The route table and the pages' data modules (pages/*.ts) take the library's values only from its style-free entries
// (crema/server, crema/services, crema/tokens; types from any): the server loads them outside Vite (npm run dev runs
// under tsx), where vanilla-extract files cannot load. The page components (pages/*.tsx) take the root `crema`.
import { ERROR_PAGE_STATUS } from './routing/constants';
import { noPageDataSchema } from './routing/pageData';
import { defineRoute, type PageType, type RouteDefinition } from './routing/route';
import { basketHead, basketSchema, cartPaths, CHECKOUT_PAGE_PATH, loadBasket } from './pages/cart';
import { categoryHead, categoryPaths, categorySchema, loadCategory } from './pages/category';
import { checkoutHead, checkoutSchema, loadCheckout } from './pages/checkout';
import { formReferenceHead, formReferenceSchema, loadFormReference, submitFormReference } from './pages/formReference';
import { homeHead, homeSchema, loadHome } from './pages/home';
import { loadMailbox, MAILBOX_PAGE_PATH, mailboxHead, mailboxPageSchema } from './pages/mailbox';
import { loadStaffLogin, STAFF_LOGIN_PAGE_PATH, staffLoginHead, staffLoginPageSchema } from './pages/staffLogin';
import {
  loadNewsletterPage,
  newsletterPageHead,
  newsletterPagePaths,
  newsletterPageSchema,
  submitNewsletterPage,
} from './pages/newsletter';
import {
  loadNewsletterUpdate,
  NEWSLETTER_UPDATE_PATH,
  newsletterUpdateHead,
  newsletterUpdatePageSchema,
  submitNewsletterUpdate,
} from './pages/newsletterUpdate';
import { productHead, productSchema, loadProduct } from './pages/product';
import {
  accountContentHead,
  accountContentPageSchema,
  BEAN_ACCOUNT_PAGE_PATH,
  loadBeanAccount,
  loadLoyaltyCard,
  loadOrders,
  loadUserMenu,
  LOYALTY_CARD_OVERVIEW_PATTERN,
  ORDERS_PAGE_PATH,
  ordersHead,
  ordersPageSchema,
  submitUserMenu,
  USER_MENU_PAGE_PATH,
  userMenuHead,
  userMenuPageSchema,
} from './pages/account';
import { contentHead, contentPageDataSchema, contentPaths, loadContentPage } from './pages/content';
import { loadSitePicker, SITE_PICKER_PAGE_PATH, sitePickerHead, sitePickerPageSchema } from './pages/sitePicker';
import { loadStoreFinder, storeFinderHead, storeFinderPageSchema, storeFinderPatterns } from './pages/storeFinder';
import { loadSearchResults, SEARCH_PAGE_PATH, searchHead, searchResultsSchema } from './pages/search';
import { errorHead, notFoundHead } from './pages/status';

const pageOnly = async () => ({ kind: 'page' as const, data: {} });

/** The home page of a country shop. */
export const homeRoute = defineRoute({
  pageType: 'HomePage',
  pattern: '/',
  schema: homeSchema,
  load: loadHome,
  head: homeHead,
  page: () => import('./pages/HomePage').then((m) => m.HomePage),
});

/**
 * A category or listing page: `/c/{category-slug}`, nested as the navigation writes it, the listing
 * pages `/categories/...` and the theme-world overview (pages/category.ts). `/scout` and `/kaffeeakademie` are the
 * content route's (before this one), which lists their catalogue products below their text.
 */
export const categoryRoute = defineRoute({
  pageType: 'CategoryPage',
  pattern: categoryPaths,
  schema: categorySchema,
  load: loadCategory,
  head: categoryHead,
  page: () => import('./pages/CategoryPage').then((m) => m.CategoryPage),
});

/** A product page, at the catalogue's productViewUrl `/p/{slug}/{id}`; the spec's page type ProductDetailPage. */
export const productRoute = defineRoute({
  pageType: 'ProductDetailPage',
  pattern: '/p/:slug/:id',
  schema: productSchema,
  load: loadProduct,
  head: productHead,
  page: () => import('./pages/ProductDetailPage').then((m) => m.ProductDetailPage),
});

/** The search results page ("/search?query={term}"); the query also pre-fills the search box. */
export const searchRoute = defineRoute({
  pageType: 'SearchResultsPage',
  pattern: SEARCH_PAGE_PATH,
  schema: searchResultsSchema,
  load: loadSearchResults,
  head: searchHead,
  page: () => import('./pages/SearchResultsPage').then((m) => m.SearchResultsPage),
});

/**
 * The cart page, page type `basket` (the header does not hide on scroll here), at /cart and at the cart
 * icon's address ("/service/cartfrontend/cart (also seen as /cart)"): the visitor's cart, read on the
 * server and edited in the browser through the mini cart's store.
 */
export const cartRoute = defineRoute({
  pageType: 'basket',
  pattern: cartPaths,
  personal: true,
  schema: basketSchema,
  load: loadBasket,
  head: basketHead,
  page: () => import('./pages/basket').then((m) => m.BasketPage),
});

/** The checkout page: the order summary of the visitor's cart, under the reduced header (used for checkout). */
export const checkoutRoute = defineRoute({
  pageType: 'CheckoutPage',
  pattern: CHECKOUT_PAGE_PATH,
  checkout: true,
  personal: true,
  schema: checkoutSchema,
  load: loadCheckout,
  head: checkoutHead,
  page: () => import('./pages/CheckoutPage').then((m) => m.CheckoutPage),
});

/**
 * Every form control, server-rendered in the site's language: the reference page for forms under the CSP (and the
 * end-to-end test that no control needs a style attribute or shows a hidden helper control).
 */
export const formReferenceRoute = defineRoute({
  pageType: 'FormReferencePage',
  pattern: '/reference/forms',
  schema: formReferenceSchema,
  load: loadFormReference,
  head: formReferenceHead,
  submit: submitFormReference,
  page: () => import('./pages/FormReferencePage').then((m) => m.FormReferencePage),
});

/**
 * The newsletter sign-up page (/subscribenewsletter, /c/subscribenewsletter, /registerfree{product}card,
 * /registerfreeprivatecard): the form, posted natively to its own address before or without script,
 * and the landing page of the confirmation mail's link (`?subscriberToken=`: the double opt-in). Personal: it answers
 * with what one visitor entered and the outcome of their link.
 */
export const newsletterRoute = defineRoute({
  pageType: 'NewsletterPage',
  pattern: newsletterPagePaths,
  personal: true,
  schema: newsletterPageSchema,
  load: loadNewsletterPage,
  head: newsletterPageHead,
  submit: submitNewsletterPage,
  page: () => import('./pages/NewsletterPage').then((m) => m.NewsletterPage),
});

/** A subscriber's own page ("updating a subscriber"): `/newsletter/update?subscriberToken=…`. */
export const newsletterUpdateRoute = defineRoute({
  pageType: 'NewsletterUpdatePage',
  pattern: NEWSLETTER_UPDATE_PATH,
  personal: true,
  schema: newsletterUpdatePageSchema,
  load: loadNewsletterUpdate,
  head: newsletterUpdateHead,
  submit: submitNewsletterUpdate,
  page: () => import('./pages/NewsletterUpdatePage').then((m) => m.NewsletterUpdatePage),
});

/**
 * The reference newsletter service's mailbox, for demos (not in the spec): the mails it "sent" with
 * their links, so a person can sign up and confirm in the browser without a mail server.
 */
export const mailboxRoute = defineRoute({
  pageType: 'MailboxPage',
  pattern: MAILBOX_PAGE_PATH,
  personal: true,
  schema: mailboxPageSchema,
  load: loadMailbox,
  head: mailboxHead,
  page: () => import('./pages/MailboxPage').then((m) => m.MailboxPage),
});

/**
 * The demo's staff sign-in (not in the spec): sets the staff cookie of the reference preview service
 * (the server's POST handler), so the footer's preview panel can be demoed.
 */
export const staffLoginRoute = defineRoute({
  pageType: 'StaffLoginPage',
  pattern: STAFF_LOGIN_PAGE_PATH,
  personal: true,
  schema: staffLoginPageSchema,
  load: loadStaffLogin,
  head: staffLoginHead,
  page: () => import('./pages/StaffLoginPage').then((m) => m.StaffLoginPage),
});

/**
 * The user account icon's target ("/usermenu"): signed out, a sign-in form that calls the login service
 * (POST login) from the browser; signed in or remembered, the account menu. Personal: it shows one visitor.
 */
export const userMenuRoute = defineRoute({
  pageType: 'UserMenuPage',
  pattern: USER_MENU_PAGE_PATH,
  personal: true,
  schema: userMenuPageSchema,
  load: loadUserMenu,
  head: userMenuHead,
  submit: submitUserMenu,
  page: () => import('./pages/UserMenuPage').then((m) => m.UserMenuPage),
});

/**
 * The store finder (the footer's "/service/storefinder/", the header's "/service/storefinder/search"): the stores of
 * the site's country from the reference content service, searched by city or postcode with a native GET form.
 */
export const storeFinderRoute = defineRoute({
  pageType: 'StoreFinderPage',
  pattern: storeFinderPatterns,
  schema: storeFinderPageSchema,
  load: loadStoreFinder,
  head: storeFinderHead,
  page: () => import('./pages/StoreFinderPage').then((m) => m.StoreFinderPage),
});

/** The visitor's orders ("/orders"), read on the server with their cookies. */
export const ordersRoute = defineRoute({
  pageType: 'OrdersPage',
  pattern: ORDERS_PAGE_PATH,
  personal: true,
  schema: ordersPageSchema,
  load: loadOrders,
  head: ordersHead,
  page: () => import('./pages/OrdersPage').then((m) => m.OrdersPage),
});

/** The visitor's loyalty beans ("/beanaccount"; psdata's "customer loyaltyBeans"). */
export const beanAccountRoute = defineRoute({
  pageType: 'BeanAccountPage',
  pattern: BEAN_ACCOUNT_PAGE_PATH,
  personal: true,
  schema: accountContentPageSchema,
  load: loadBeanAccount,
  head: accountContentHead,
  page: () => import('./pages/BeanAccountPage').then((m) => m.BeanAccountPage),
});

/** The loyalty card's overview ("/{loyalty-card}/Overview"): the visitor's membership and its benefits. */
export const loyaltyCardRoute = defineRoute({
  pageType: 'LoyaltyCardPage',
  pattern: LOYALTY_CARD_OVERVIEW_PATTERN,
  personal: true,
  schema: accountContentPageSchema,
  load: loadLoyaltyCard,
  head: accountContentHead,
  page: () => import('./pages/LoyaltyCardPage').then((m) => m.LoyaltyCardPage),
});

/**
 * The content pages (the header's links: contact, service with its questions, gift cards, scout and academy, sign-up;
 * the footer's: privacy, the Turkish account page) from the reference content service; gift cards go into the cart
 * from here.
 */
export const contentRoute = defineRoute({
  pageType: 'ContentPage',
  pattern: contentPaths,
  schema: contentPageDataSchema,
  load: loadContentPage,
  head: contentHead,
  page: () => import('./pages/ContentPage').then((m) => m.ContentPage),
});

/**
 * The demo's start page (not in the spec): the nine country shops and, for each, every page of the
 * storefront and the demo pages.
 */
export const sitePickerRoute = defineRoute({
  pageType: 'SitePickerPage',
  pattern: SITE_PICKER_PAGE_PATH,
  schema: sitePickerPageSchema,
  load: loadSitePicker,
  head: sitePickerHead,
  page: () => import('./pages/SitePickerPage').then((m) => m.SitePickerPage),
});

/** The page for any path no route matches: a real 404, inside the shop's layout. */
export const notFoundRoute = defineRoute({
  pageType: 'NotFoundPage',
  status: 404,
  schema: noPageDataSchema,
  load: pageOnly,
  head: notFoundHead,
  page: () => import('./pages/NotFoundPage').then((m) => m.NotFoundPage),
});

/** The page shown when a page's own data could not be loaded (503), or the page data did not arrive intact. */
export const errorRoute = defineRoute({
  pageType: 'ErrorPage',
  status: ERROR_PAGE_STATUS,
  schema: noPageDataSchema,
  load: pageOnly,
  head: errorHead,
  page: () => import('./pages/ErrorPage').then((m) => m.ErrorPage),
});

/**
 * The route table (DESIGN.md "Reference storefront"): path pattern, page type, schema and server loader of its data,
 * head (the page's title from its data), page component. A feature adds its pages here. Each entry's loader, schema and page agree on its data
 * (`defineRoute`); the table holds them side by side, so it is typed by what they share.
 */
export const routes = [
  homeRoute,
  // Before the category pages: /c/subscribenewsletter is the sign-up page, not a category (Hono tries in order).
  newsletterRoute,
  // Before the category pages too: /c/service, /c/geschenkkarte, /scout and /kaffeeakademie are content pages.
  contentRoute,
  categoryRoute,
  productRoute,
  searchRoute,
  cartRoute,
  checkoutRoute,
  formReferenceRoute,
  newsletterUpdateRoute,
  mailboxRoute,
  staffLoginRoute,
  userMenuRoute,
  storeFinderRoute,
  ordersRoute,
  beanAccountRoute,
  loyaltyCardRoute,
  sitePickerRoute,
  notFoundRoute,
  errorRoute,
] as RouteDefinition[];

/** The route of a page type (the browser picks the page component and schema by the type in the page data). */
export function routeOf(pageType: PageType): RouteDefinition {
  return routes.find((route) => route.pageType === pageType) ?? errorRoute;
}

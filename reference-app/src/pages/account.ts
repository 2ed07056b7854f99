import { z } from 'zod/mini';
import { headerLinks } from 'crema/server';
import {
  contentOrderSchema,
  contentPageSchema,
  fetchContentPage,
  fetchOrders,
  fetchPersonalData,
  signedInStatuses,
  type ContentPage,
  type ContentPageSlug,
  type PersonalData,
} from 'crema/services';
import { describeError } from '../routing/describeError';
import { titledBy, type HeadOf } from '../routing/head';
import type { LoaderContext, LoadResult } from '../routing/route';

/** The user account icon's target ("/usermenu | user account icon"). */
export const USER_MENU_PAGE_PATH = headerLinks.user;
/** The header's "/orders | orders". */
export const ORDERS_PAGE_PATH = '/orders';
/** The header's "/beanaccount | bean account". */
export const BEAN_ACCOUNT_PAGE_PATH = '/beanaccount';
/**
 * The loyalty card's name in its addresses ("/{loyalty-card}/Overview"; the name is withheld): the
 * reference shop's card is the CremaCard, as in its sign-up page /registerfreecremacard.
 */
export const LOYALTY_CARD_NAME = 'cremacard';
/** The header's "/{loyalty-card}/Overview | loyalty card overview". */
export const LOYALTY_CARD_OVERVIEW_PATH = `/${LOYALTY_CARD_NAME}/Overview`;
/** The route pattern: any card name, so another card's overview is a 404 page, not a stray path. */
export const LOYALTY_CARD_OVERVIEW_PATTERN = '/:card/Overview';

/** The visitor as the account pages show them (from the personal data response). */
export const visitorSchema = z.object({
  /** "LOGGED_IN and REMEMBERED both count as signed in". */
  signedIn: z.boolean(),
  firstname: z.nullable(z.string()),
  lastname: z.nullable(z.string()),
  loyaltyBeans: z.nullable(z.number()),
  loyaltyCardMember: z.boolean(),
});
export type Visitor = z.output<typeof visitorSchema>;

export function visitorOf(data: PersonalData): Visitor {
  const customer = data.customer ?? null;
  return {
    signedIn: (signedInStatuses as readonly string[]).includes(data.tracking.loginStatus),
    firstname: customer?.firstname ?? null,
    lastname: customer?.lastname ?? null,
    loyaltyBeans: customer?.loyaltyBeans ?? null,
    loyaltyCardMember: customer?.statuses?.isLoyaltyCardMember ?? false,
  };
}

/**
 * The visitor, read on the server with their cookies (the personal-data call carries the login tokens), as the cart
 * page reads the cart. A failing call is the error page (503): the page cannot tell whom it shows.
 */
async function readVisitor({ services }: LoaderContext): Promise<LoadResult<Visitor>> {
  const result = await fetchPersonalData(services);
  if (!result.ok) return { kind: 'unavailable', reason: `psdata: ${describeError(result.error)}` };
  return { kind: 'page', data: visitorOf(result.value) };
}

/** A content page of the reference content service; a site without it is a 404, a failing call the error page. */
export async function readContentPage(
  { services, site }: LoaderContext,
  slug: ContentPageSlug,
): Promise<LoadResult<ContentPage>> {
  const result = await fetchContentPage(services, { slug, site: site.code });
  if (!result.ok) return { kind: 'unavailable', reason: `content ${slug}: ${describeError(result.error)}` };
  if (result.value.kind === 'none') return { kind: 'not-found' };
  return { kind: 'page', data: result.value.page };
}

// --- user menu -----------------------------------------------------------------------------------------------

/**
 * What a sign-in posted without script gets: the login service takes JSON with a CSRF header, which a
 * native form cannot send, so the page says that signing in needs JavaScript.
 */
export const userMenuNotices = ['script-required'] as const;

export const userMenuPageSchema = z.object({
  visitor: visitorSchema,
  notice: z.nullable(z.enum(userMenuNotices)),
});
export type UserMenuPageData = z.output<typeof userMenuPageSchema>;

/**
 * The user menu's title: signed in (or remembered), its heading ("Mein Konto"); signed out, what the page offers, the
 * sign-in form's heading ("Anmelden").
 */
export const userMenuHead: HeadOf<UserMenuPageData> = ({ visitor }, { t }) => ({
  title: t(visitor.signedIn ? 'userMenu.title' : 'userMenu.signIn.title'),
});

/** The user menu: signed out, the sign-in form; signed in (or remembered), the account menu. */
export async function loadUserMenu(context: LoaderContext): Promise<LoadResult<UserMenuPageData>> {
  const visitor = await readVisitor(context);
  return visitor.kind === 'page' ? { kind: 'page', data: { visitor: visitor.data, notice: null } } : visitor;
}

/** A sign-in posted natively (no script): the page again, saying why nothing happened. */
export async function submitUserMenu(context: LoaderContext): Promise<LoadResult<UserMenuPageData>> {
  const visitor = await readVisitor(context);
  return visitor.kind === 'page'
    ? { kind: 'page', data: { visitor: visitor.data, notice: 'script-required' } }
    : visitor;
}

// --- orders --------------------------------------------------------------------------------------------------

export const ordersPageSchema = z.object({
  /** False: nobody is signed in (the orders call answered 401); the page offers the sign-in. */
  signedIn: z.boolean(),
  orders: z.array(contentOrderSchema),
});
export type OrdersPageData = z.output<typeof ordersPageSchema>;

/** The orders page's title: its heading ("Meine Bestellungen"). */
export const ordersHead = titledBy('orders.title');

/** The signed-in visitor's orders (the reference content service), read on the server with their cookies. */
export async function loadOrders({ services, site }: LoaderContext): Promise<LoadResult<OrdersPageData>> {
  const result = await fetchOrders(services, site.code);
  if (!result.ok) return { kind: 'unavailable', reason: `orders: ${describeError(result.error)}` };
  return result.value.kind === 'signed-out'
    ? { kind: 'page', data: { signedIn: false, orders: [] } }
    : { kind: 'page', data: { signedIn: true, orders: result.value.orders } };
}

// --- bean account and loyalty card ---------------------------------------------------------------------------

/** The bean account and the loyalty-card overview: the visitor (psdata) and the page's content. */
export const accountContentPageSchema = z.object({ visitor: visitorSchema, page: contentPageSchema });
export type AccountContentPageData = z.output<typeof accountContentPageSchema>;

/** The bean account and the loyalty-card overview are titled by their content page's title, as their heading. */
export const accountContentHead: HeadOf<AccountContentPageData> = ({ page }) => ({ title: page.title });

async function loadAccountContent(
  context: LoaderContext,
  slug: ContentPageSlug,
): Promise<LoadResult<z.input<typeof accountContentPageSchema>>> {
  const [visitor, page] = await Promise.all([readVisitor(context), readContentPage(context, slug)]);
  if (visitor.kind !== 'page') return visitor;
  if (page.kind !== 'page') return page;
  return { kind: 'page', data: { visitor: visitor.data, page: page.data } };
}

/** psdata's "customer loyaltyBeans": the visitor's beans, with how the bean account works. */
export const loadBeanAccount = (context: LoaderContext) => loadAccountContent(context, 'beanaccount');

/** The loyalty card's overview; another card's name in the address is a 404. */
export async function loadLoyaltyCard(
  context: LoaderContext,
): Promise<LoadResult<z.input<typeof accountContentPageSchema>>> {
  if (context.params.card !== LOYALTY_CARD_NAME) return { kind: 'not-found' };
  return loadAccountContent(context, 'loyaltycard');
}

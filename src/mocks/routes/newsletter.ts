/**
 * Reference newsletter service: subscribe on the private or the internal path, customer base data by
 * login token (the login module's customers, via `visitorOf`), read, double opt-in and update of a subscriber.
 * Subscribers are kept per site and email, each with its double-opt-in token; what the service would mail is kept in
 * a mailbox (`newsletterMailbox`; for a browser, the reference-only route `newsletterRoutes.mailbox`) so tests,
 * stories and the storefront's mailbox page can follow the double opt-in without a mail server.
 *
 * Answers the spec does not show are chosen here, in one place (docs/decisions.md, "Reference services: newsletter"): subscribe
 * answers 202 without a body, whether or not the email was known (no account probing); doi and update answer 204;
 * errors are problem details (`type`, `title`, `status`, optional `invalidParams`).
 */
import type { Context } from 'hono';
import {
  NEWSLETTER_EMAIL_INVALID,
  NEWSLETTER_INTERNAL_BASE,
  NEWSLETTER_PRIVATE_BASE,
  SUBSCRIBER_TOKEN_PARAM,
  customerBaseDataSchema,
  newsletterPaths,
  newsletterStatuses,
  serviceHeaders,
  subscribeRequestSchema,
  subscriberSchema,
  subscriberUpdateSchema,
  type NewsletterStatus,
  type Salutation,
  type SiteCode,
  type Subscriber,
} from '../../services';
import { resolveSite } from '../../platform/site';
import type { RegisterRoutes, ServicesEnv } from '../app';
import type { ReferenceState } from '../state';
import { visitorOf } from './login';

// ---------------------------------------------------------------------------------------------------------------
// Constants of the validation and per-country rules, and the error types (all but one chosen).
// ---------------------------------------------------------------------------------------------------------------

const [WAITING_FOR_DOI, SUBSCRIBED] = newsletterStatuses;

/**
 * Problem types. Only `urn:newsletter:email_invalid` is given ("gives ERROR_INVALID_EMAIL; all else
 * ERROR_GENERIC"); the others are not shown and chosen here (each maps to ERROR_GENERIC in the form).
 */
export const newsletterProblemTypes = {
  /** "Error type urn:newsletter:email_invalid". */
  emailInvalid: NEWSLETTER_EMAIL_INVALID,
  /** Chosen: the body is not JSON or not the request contract (unknown field, wrong type, too long). */
  invalidRequest: 'urn:newsletter:invalid_request',
  /** Chosen: a field breaks a validation rule (per-country required fields, name characters). */
  fieldInvalid: 'urn:newsletter:field_invalid',
  /** Chosen: the subscriber token is unknown or expired (the form's "Leider ist dieser Link nicht mehr gültig."). */
  tokenInvalid: 'urn:newsletter:token_invalid',
  /** Chosen: base data without a known, unexpired login token. */
  loginRequired: 'urn:newsletter:login_required',
} as const;

/** HTTP statuses of the answers (chosen: the spec shows none for the newsletter). */
const status = { accepted: 202, noContent: 204, badRequest: 400, unauthorized: 401, notFound: 404 } as const;

/**
 * The email "must match {email} form"; "The server-side rule is not shown". Chosen: something@domain.tld
 * without spaces (the maximum length, 256, is the request contract's).
 */
const EMAIL_FORM = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)*\.[^\s@.]{2,}$/u;

/**
 * Names allow "letters, digits, whitespace and + & ' ` ´ , ( ) / . -" and "must not contain a URL or
 * domain-like text". Domain-like is read as a word, a dot and a lower-case top-level domain ("anna.de", "www.x"), so
 * "St.Peter" and "A. Müller" pass.
 */
const NAME_CHARACTERS = /^[\p{L}\p{M}\p{N}\s+&'`´,()/.-]*$/u;
const NAME_URL_LIKE = /(?:https?:\/\/|www\.|[\p{L}\p{N}-]+\.[a-z]{2,}(?![\p{L}\p{N}]))/u;

/**
 * "Name fields required only in HU and TR"; "Salutation: ... required only in HU". Enforced by the
 * service too (the form enforces them first), for the site of the X-Hunter-Site header.
 */
export const namesRequiredSites: readonly SiteCode[] = ['HU', 'TR'];
export const salutationRequiredSites: readonly SiteCode[] = ['HU'];

/** "TR unconfirmed sign-ups are deleted after 14 days". */
export const UNCONFIRMED_DELETION_DAYS = 14;
export const unconfirmedDeletionSites: readonly SiteCode[] = ['TR'];
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The query parameter of the double-opt-in link in the mail (the service's constant). The link is the page address
 * the subscription came from (X-Original-Address) with the token added.
 */
export const DOI_LINK_PARAM = SUBSCRIBER_TOKEN_PARAM;

// ---------------------------------------------------------------------------------------------------------------
// State
// ---------------------------------------------------------------------------------------------------------------

export interface StoredSubscriber {
  token: string;
  site: SiteCode;
  email: string;
  status: NewsletterStatus;
  salutation?: Salutation;
  firstName?: string;
  lastName?: string;
  consents: string[];
  interests: string[];
  origin: string;
  originAddition: string;
  /** When the (latest) sign-up arrived: the start of the TR deletion period. */
  subscribedAt: Date;
  confirmedAt?: Date;
}

/** A mail the service would send: the double-opt-in request after a sign-up, the welcome after confirming. */
export interface NewsletterMail {
  kind: 'doi' | 'welcome';
  to: string;
  site: SiteCode;
  token: string;
  /** The link in the mail: X-Original-Address (with the token for `doi`); absent without that header. */
  link?: string;
}

/** Seeded subscribers with fixed tokens, for stories and the dev server's confirmation and update pages. */
export const seededSubscriberTokens = {
  waitingDe: 'doi-seed-waiting-de',
  subscribedDe: 'doi-seed-subscribed-de',
  waitingTr: 'doi-seed-waiting-tr',
} as const;

interface NewsletterState {
  /** By `${site} ${email}`. */
  subscribers: Map<string, StoredSubscriber>;
  /** Token → key of `subscribers`. */
  tokens: Map<string, string>;
  mailbox: NewsletterMail[];
}

const keyOf = (site: SiteCode, email: string) => `${site} ${email.trim().toLowerCase()}`;

function seedSubscribers(state: NewsletterState, now: Date) {
  const base = { consents: [], interests: [], origin: 'NEWSLETTER', originAddition: 'subsite', subscribedAt: now };
  const seeds: StoredSubscriber[] = [
    {
      ...base,
      token: seededSubscriberTokens.waitingDe,
      site: 'DE',
      email: 'lena.wagner@example.de',
      status: WAITING_FOR_DOI,
    },
    {
      ...base,
      token: seededSubscriberTokens.subscribedDe,
      site: 'DE',
      email: 'paul.becker@example.de',
      status: SUBSCRIBED,
      salutation: 'MR',
      firstName: 'Paul',
      lastName: 'Becker',
      interests: ['COFFEE', 'KITCHEN'],
      confirmedAt: now,
    },
    {
      ...base,
      token: seededSubscriberTokens.waitingTr,
      site: 'TR',
      email: 'ayse.demir@example.com.tr',
      status: WAITING_FOR_DOI,
      firstName: 'Ayşe',
      lastName: 'Demir',
    },
  ];
  for (const s of seeds) put(state, s);
}

function put(state: NewsletterState, subscriber: StoredSubscriber) {
  const key = keyOf(subscriber.site, subscriber.email);
  state.subscribers.set(key, subscriber);
  state.tokens.set(subscriber.token, key);
}

function newsletterState(state: ReferenceState): NewsletterState {
  return state.slot('newsletter', () => {
    const created: NewsletterState = {
      subscribers: new Map(),
      tokens: new Map(),
      mailbox: [],
    };
    seedSubscribers(created, state.now());
    return created;
  });
}

/** Drops TR sign-ups still unconfirmed after 14 days (checked whenever the store is used). */
function purgeExpired(store: NewsletterState, now: Date) {
  for (const [key, s] of store.subscribers) {
    const expired =
      s.status === WAITING_FOR_DOI &&
      unconfirmedDeletionSites.includes(s.site) &&
      now.getTime() - s.subscribedAt.getTime() >= UNCONFIRMED_DELETION_DAYS * DAY_MS;
    if (!expired) continue;
    store.subscribers.delete(key);
    store.tokens.delete(s.token);
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Helpers for tests, stories and other route modules
// ---------------------------------------------------------------------------------------------------------------

/** The mails the service sent, oldest first (the double-opt-in token arrives by mail). */
export const newsletterMailbox = (state: ReferenceState): readonly NewsletterMail[] => newsletterState(state).mailbox;

/** The stored subscriber of a site and email, if any. */
export function findSubscriber(state: ReferenceState, site: SiteCode, email: string): StoredSubscriber | undefined {
  const store = newsletterState(state);
  purgeExpired(store, state.now());
  return store.subscribers.get(keyOf(site, email));
}

// ---------------------------------------------------------------------------------------------------------------
// Routes
// ---------------------------------------------------------------------------------------------------------------

type C = Context<ServicesEnv>;

interface InvalidParam {
  name: string;
  reason: string;
}

const problem = (c: C, httpStatus: number, type: string, title: string, invalidParams?: InvalidParam[]) =>
  c.body(JSON.stringify({ type, title, status: httpStatus, ...(invalidParams ? { invalidParams } : {}) }), {
    status: httpStatus as 400,
    headers: { 'content-type': 'application/problem+json' },
  });

/** The site of the request: X-Hunter-Site, any case; missing or unknown → DE (the default site). */
const siteOf = (c: C): SiteCode => resolveSite(c.req.header(serviceHeaders.hunterSite)).code;

const readJson = async (c: C): Promise<{ ok: true; value: unknown } | { ok: false }> => {
  try {
    return { ok: true, value: JSON.parse(await c.req.text()) as unknown };
  } catch {
    return { ok: false };
  }
};

function nameProblems(fields: { firstName?: string; lastName?: string }): InvalidParam[] {
  const out: InvalidParam[] = [];
  for (const name of ['firstName', 'lastName'] as const) {
    const value = fields[name];
    if (value === undefined) continue;
    if (!NAME_CHARACTERS.test(value) || NAME_URL_LIKE.test(value)) out.push({ name, reason: 'invalid characters' });
  }
  return out;
}

function subscribeProblems(site: SiteCode, request: { salutation?: string; firstName?: string; lastName?: string }) {
  const out = nameProblems(request);
  if (namesRequiredSites.includes(site)) {
    if (!request.firstName?.trim()) out.push({ name: 'firstName', reason: 'required' });
    if (!request.lastName?.trim()) out.push({ name: 'lastName', reason: 'required' });
  }
  if (salutationRequiredSites.includes(site) && !request.salutation)
    out.push({ name: 'salutation', reason: 'required' });
  return out;
}

const withToken = (address: string, token: string) => {
  try {
    const url = new URL(address);
    url.searchParams.set(DOI_LINK_PARAM, token);
    return url.href;
  } catch {
    return undefined;
  }
};

const toSubscriber = (s: StoredSubscriber): Subscriber =>
  subscriberSchema.parse({
    email: s.email,
    status: s.status,
    ...(s.salutation ? { salutation: s.salutation } : {}),
    ...(s.firstName ? { firstName: s.firstName } : {}),
    ...(s.lastName ? { lastName: s.lastName } : {}),
    consents: s.consents,
    interests: s.interests,
  });

async function subscribe(c: C) {
  const state = c.get('state');
  const store = newsletterState(state);
  const now = state.now();
  purgeExpired(store, now);
  const json = await readJson(c);
  if (!json.ok) return problem(c, status.badRequest, newsletterProblemTypes.invalidRequest, 'Body is not JSON');
  const parsed = subscribeRequestSchema.safeParse(json.value);
  const raw = json.value as { email?: unknown } | null;
  const email = typeof raw?.email === 'string' ? raw.email.trim() : '';
  // The email is checked first: a missing, too long or malformed address is the catalogue's email_invalid.
  const emailIssue = parsed.success ? false : parsed.error.issues.some((i) => i.path[0] === 'email');
  if (emailIssue || !EMAIL_FORM.test(email)) {
    return problem(c, status.badRequest, NEWSLETTER_EMAIL_INVALID, 'Invalid email', [
      { name: 'email', reason: 'invalid' },
    ]);
  }
  if (!parsed.success) {
    const invalidParams = parsed.error.issues.map((i) => ({ name: i.path.join('.') || '(body)', reason: i.message }));
    return problem(c, status.badRequest, newsletterProblemTypes.invalidRequest, 'Invalid request', invalidParams);
  }
  const site = siteOf(c);
  const invalid = subscribeProblems(site, parsed.data);
  if (invalid.length > 0)
    return problem(c, status.badRequest, newsletterProblemTypes.fieldInvalid, 'Invalid field', invalid);

  const request = parsed.data;
  const key = keyOf(site, email);
  const existing = store.subscribers.get(key);
  if (existing?.status === SUBSCRIBED) {
    // Already subscribed: the same answer as for a new address (no probing); consents given now are added.
    existing.consents = [...new Set([...existing.consents, ...request.consents])];
    return c.body(null, status.accepted);
  }
  const token = existing?.token ?? state.newId('subscriber');
  put(store, {
    token,
    site,
    email,
    status: WAITING_FOR_DOI,
    ...(request.salutation ? { salutation: request.salutation } : {}),
    ...(request.firstName ? { firstName: request.firstName } : {}),
    ...(request.lastName ? { lastName: request.lastName } : {}),
    consents: request.consents,
    interests: existing?.interests ?? [],
    origin: request.origin,
    originAddition: request.originAddition,
    subscribedAt: now,
  });
  const address = c.req.header(serviceHeaders.originalAddress);
  const link = address ? withToken(address, token) : undefined;
  store.mailbox.push({ kind: 'doi', to: email, site, token, ...(link ? { link } : {}) });
  return c.body(null, status.accepted);
}

/**
 * The subscriber of the token in the path. With X-Hunter-Site, the token must belong to that site (a link of
 * another country's shop is "not valid" there); without it, any site.
 */
function subscriberOf(c: C): StoredSubscriber | undefined {
  const state = c.get('state');
  const store = newsletterState(state);
  purgeExpired(store, state.now());
  const key = store.tokens.get(c.req.param('subscriberToken') ?? '');
  const subscriber = key === undefined ? undefined : store.subscribers.get(key);
  if (!subscriber) return undefined;
  const siteHeader = c.req.header(serviceHeaders.hunterSite);
  return siteHeader && resolveSite(siteHeader).code !== subscriber.site ? undefined : subscriber;
}

const tokenInvalid = (c: C) => problem(c, status.notFound, newsletterProblemTypes.tokenInvalid, 'Link not valid');

const subscribersPath = `${NEWSLETTER_PRIVATE_BASE}${newsletterPaths.subscribers}`;
const subscriberPath = `${subscribersPath}/:subscriberToken`;

/** The route patterns of this module (also the fault keys, e.g. `PUT ${newsletterRoutes.doi}`). */
export const newsletterRoutes = {
  subscribePrivate: subscribersPath,
  subscribeInternal: `${NEWSLETTER_INTERNAL_BASE}${newsletterPaths.subscribers}`,
  baseData: `${NEWSLETTER_PRIVATE_BASE}${newsletterPaths.baseData}`,
  subscriber: subscriberPath,
  doi: `${subscriberPath}/doi`,
  /**
   * NOT part of the spec: the reference services' own window onto their mailbox, so the storefront's demo mailbox
   * page (/reference/mailbox) can show the mails "sent" and a person can follow the double opt-in in a browser
   * without a mail server. No real newsletter service has it.
   */
  mailbox: '/service/reference/newsletter-mailbox',
} as const;

export const registerNewsletterRoutes: RegisterRoutes = (app) => {
  app.post(newsletterRoutes.subscribePrivate, subscribe);
  app.post(newsletterRoutes.subscribeInternal, subscribe);

  app.get(newsletterRoutes.baseData, (c) => {
    // The login service decides who the token belongs to (LoginToken cookie, else the X-LoginToken header).
    const { loginStatus, account } = visitorOf(c);
    if (loginStatus !== 'LOGGED_IN' || !account) {
      return problem(c, status.unauthorized, newsletterProblemTypes.loginRequired, 'Login required');
    }
    return c.json(
      customerBaseDataSchema.parse({ email: account.email, firstName: account.firstname, lastName: account.lastname }),
    );
  });

  app.get(newsletterRoutes.subscriber, (c) => {
    const subscriber = subscriberOf(c);
    return subscriber ? c.json(toSubscriber(subscriber)) : tokenInvalid(c);
  });

  app.put(newsletterRoutes.doi, (c) => {
    const subscriber = subscriberOf(c);
    if (!subscriber) return tokenInvalid(c);
    // Confirming twice (a second click on the link) is fine: it stays SUBSCRIBED, no second welcome mail.
    if (subscriber.status !== SUBSCRIBED) {
      const state = c.get('state');
      subscriber.status = SUBSCRIBED;
      subscriber.confirmedAt = state.now();
      const link = c.req.header(serviceHeaders.originalAddress);
      newsletterState(state).mailbox.push({
        kind: 'welcome',
        to: subscriber.email,
        site: subscriber.site,
        token: subscriber.token,
        ...(link ? { link } : {}),
      });
    }
    return c.body(null, status.noContent);
  });

  app.put(newsletterRoutes.subscriber, async (c) => {
    const subscriber = subscriberOf(c);
    if (!subscriber) return tokenInvalid(c);
    const json = await readJson(c);
    if (!json.ok) return problem(c, status.badRequest, newsletterProblemTypes.invalidRequest, 'Body is not JSON');
    const parsed = subscriberUpdateSchema.safeParse(json.value);
    if (!parsed.success) {
      const invalidParams = parsed.error.issues.map((i) => ({ name: i.path.join('.') || '(body)', reason: i.message }));
      return problem(c, status.badRequest, newsletterProblemTypes.invalidRequest, 'Invalid request', invalidParams);
    }
    const invalid = nameProblems(parsed.data);
    if (invalid.length > 0)
      return problem(c, status.badRequest, newsletterProblemTypes.fieldInvalid, 'Invalid field', invalid);
    Object.assign(subscriber, parsed.data);
    return c.body(null, status.noContent);
  });

  // Reference only (see `newsletterRoutes.mailbox`): every mail of this instance, oldest first, as recorded.
  app.get(newsletterRoutes.mailbox, (c) => c.json({ mails: newsletterMailbox(c.get('state')) }));
};

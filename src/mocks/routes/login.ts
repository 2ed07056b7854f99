/**
 * The reference login service: login with one seeded customer, login-token renewal and the
 * long-term token. Tokens live in cookies; their decoded payload carries exp, ren and lid, times in
 * seconds of the services' clock (`state.now()`).
 */
import type { Context } from 'hono';
import { z } from 'zod/mini';
import { readCookie, serializeCookie } from '../../platform/browser/cookies';
import { serviceHeaders } from '../../services/http/constants';
import {
  LOGIN_PATH,
  LOGIN_TOKEN_COOKIE,
  LONG_TERM_TOKEN_COOKIE,
  LOGIN_TOKEN_RENEW_PATH,
  LONG_TERM_TOKEN_PATH,
  loginRequestSchema,
  loginTokenRenewRequestSchema,
} from '../../services/login';
import {
  loginTokenPayloadSchema,
  longTermTokenPayloadSchema,
  type LoginTokenPayload,
  type LongTermTokenPayload,
} from '../../services/login/contract';
import type { LoginStatus } from '../../services/personalData';
import type { RegisterRoutes, ServicesEnv } from '../app';
import type { ReferenceState } from '../state';

/** The token cookies the services set and the shop's client reads (named once, in the login service's constants). */
export { LOGIN_TOKEN_COOKIE, LONG_TERM_TOKEN_COOKIE };

/** "Token times compared in seconds (now divided by 1000)". */
export const MS_PER_SECOND = 1000;
const SECONDS_PER_MINUTE = 60;
const SECONDS_PER_DAY = 24 * 60 * SECONDS_PER_MINUTE;
/** A login token expires (exp) 30 minutes after it was issued (not shown; chosen). */
export const LOGIN_TOKEN_LIFETIME_S = 30 * SECONDS_PER_MINUTE;
/**
 * A login token is due for renewal (ren) 10 minutes after it was issued (not shown; chosen): with the keep-alive's
 * check every 3 minutes, an active shopper renews well before exp.
 */
export const LOGIN_TOKEN_RENEW_AFTER_S = 10 * SECONDS_PER_MINUTE;
/** The login tokens' times an instance issues, in seconds after issue: exp (`lifetimeS`) and ren (`renewAfterS`). */
export interface LoginTokenTimes {
  lifetimeS: number;
  renewAfterS: number;
}
/** What every instance issues unless told otherwise (`setLoginTokenTimes`). */
export const defaultLoginTokenTimes: Readonly<LoginTokenTimes> = {
  lifetimeS: LOGIN_TOKEN_LIFETIME_S,
  renewAfterS: LOGIN_TOKEN_RENEW_AFTER_S,
};
/**
 * The demo's "login tokens that expire and renew on a short clock". A 4-minute token due after 1
 * minute: the keep-alive's first 3-minute check renews it (outcome 0), and one check without activity lets it expire
 * before the next, so both can be watched within minutes. The cookie's Max-Age is the lifetime, so a browser drops an
 * expired token: the keep-alive then finds it missing (outcome 3), not expired (5).
 */
export const DEMO_LOGIN_TOKEN_TIMES: Readonly<LoginTokenTimes> = {
  lifetimeS: 4 * SECONDS_PER_MINUTE,
  renewAfterS: 1 * SECONDS_PER_MINUTE,
};
const loginTokenTimesSchema = z
  .object({ lifetimeS: z.number().check(z.int(), z.positive()), renewAfterS: z.number().check(z.int(), z.positive()) })
  .check(z.refine((times) => times.renewAfterS < times.lifetimeS, 'renewAfterS must be below lifetimeS'));

/** A long-term ("remembered") token lasts 90 days (not shown; chosen). */
export const LONG_TERM_TOKEN_LIFETIME_S = 90 * SECONDS_PER_DAY;

/** HTTP statuses of the login service: 200, 201 (renewed) and 401 are the service's own; the others are chosen. */
export const loginStatus = {
  ok: 200,
  /** The keep-alive's outcome "0 renewed (201)". */
  renewed: 201,
  /** longtermtoken: the token comes as a cookie, no body. */
  noContent: 204,
  badRequest: 400,
  unauthorized: 401,
  /** A login without the CSRF marker header. */
  forbidden: 403,
} as const;

/** The one seeded customer (data of the reference services; any other credentials answer 401). */
export const SEEDED_LOGIN = { email: 'kaffee@example.org', password: 'Bohne-2024!' } as const;

/** A customer of the reference services, as psdata shows it. */
export interface LoginAccount {
  email: string;
  password: string;
  firstname: string;
  lastname: string;
  loyaltyBeans: number;
  statuses: { isCommunityMember: boolean; isLoyaltyCardMember: boolean };
  /** The footer's newsletter status: null, WAITING_FOR_DOI or SUBSCRIBED. */
  newsletterStatus: string | null;
}

const seededAccount = (): LoginAccount => ({
  ...SEEDED_LOGIN,
  firstname: 'Klara',
  lastname: 'Kaffee',
  loyaltyBeans: 1250,
  statuses: { isCommunityMember: true, isLoyaltyCardMember: true },
  newsletterStatus: null,
});

interface LoginState {
  accounts: LoginAccount[];
  /** Logins by their id (the tokens' lid): which account. */
  logins: Map<string, string>;
  /** The times of the login tokens this instance issues from now on. */
  times: Readonly<LoginTokenTimes>;
}

const loginStateOf = (state: ReferenceState): LoginState =>
  state.slot('login', () => ({
    accounts: [seededAccount()],
    logins: new Map<string, string>(),
    times: defaultLoginTokenTimes,
  }));

/** The accounts of this instance; tests and stories may change them (e.g. a newsletter status). */
export function loginAccounts(state: ReferenceState): LoginAccount[] {
  return loginStateOf(state).accounts;
}

/** The login-token times this instance issues (default `defaultLoginTokenTimes`). */
export function loginTokenTimes(state: ReferenceState): Readonly<LoginTokenTimes> {
  return loginStateOf(state).times;
}

/**
 * Sets the times of the login tokens this instance issues from now on (tokens already issued keep theirs), e.g.
 * `DEMO_LOGIN_TOKEN_TIMES` for the storefront's demo. Whole seconds, renewal before expiry; anything else is a setup
 * error and throws.
 */
export function setLoginTokenTimes(state: ReferenceState, times: LoginTokenTimes): void {
  const parsed = loginTokenTimesSchema.safeParse(times);
  if (!parsed.success)
    throw new Error(
      `[crema] setLoginTokenTimes: whole seconds > 0 with renewAfterS < lifetimeS, got ${JSON.stringify(times)}.`,
    );
  loginStateOf(state).times = parsed.data;
}

// --- tokens --------------------------------------------------------------------------------------------------

/** The tokens' payloads, one contract with the shop's keep-alive. */
export { loginTokenPayloadSchema, longTermTokenPayloadSchema, type LoginTokenPayload, type LongTermTokenPayload };

/**
 * The token format (not shown; chosen): an unsecured JWT (RFC 7519 section 6), `header.payload.` with base64url
 * JSON, so a client decodes the payload with the usual JWT decoding. Only ASCII goes in (numbers and ids).
 */
const JWT_HEADER = { alg: 'none', typ: 'JWT' } as const;
const base64url = (text: string) => btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const fromBase64url = (text: string) => atob(text.replace(/-/g, '+').replace(/_/g, '/'));

export function encodeToken(payload: LoginTokenPayload | LongTermTokenPayload): string {
  return `${base64url(JSON.stringify(JWT_HEADER))}.${base64url(JSON.stringify(payload))}.`;
}

/** The payload of a token, or undefined when it is not one of ours (never throws). */
export function decodeToken<S extends z.ZodMiniType>(token: string | undefined, schema: S): z.output<S> | undefined {
  const part = token?.split('.')[1];
  if (!part) return undefined;
  try {
    const parsed = schema.safeParse(JSON.parse(fromBase64url(part)));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export const nowInSeconds = (state: ReferenceState) => Math.floor(state.now().getTime() / MS_PER_SECOND);

const loginTokenFor = (state: ReferenceState, lid: string): LoginTokenPayload => {
  const now = nowInSeconds(state);
  const { lifetimeS, renewAfterS } = loginTokenTimes(state);
  return { exp: now + lifetimeS, ren: now + renewAfterS, lid };
};

const setLoginTokenCookie = (c: Context<ServicesEnv>, payload: LoginTokenPayload) =>
  c.header(
    'set-cookie',
    serializeCookie(LOGIN_TOKEN_COOKIE, encodeToken(payload), {
      maxAge: loginTokenTimes(c.get('state')).lifetimeS,
    }),
    { append: true },
  );

const setLongTermTokenCookie = (c: Context<ServicesEnv>, lid: string | undefined) => {
  const payload: LongTermTokenPayload = {
    exp: nowInSeconds(c.get('state')) + LONG_TERM_TOKEN_LIFETIME_S,
    ...(lid ? { lid } : {}),
  };
  c.header(
    'set-cookie',
    serializeCookie(LONG_TERM_TOKEN_COOKIE, encodeToken(payload), { maxAge: LONG_TERM_TOKEN_LIFETIME_S }),
    { append: true },
  );
};

const cookieHeader = (c: Context<ServicesEnv>) => c.req.header('cookie') ?? null;

/** The login token of a request: the LoginToken cookie, else the X-LoginToken header the clients send. */
const loginTokenOf = (c: Context<ServicesEnv>) =>
  readCookie(LOGIN_TOKEN_COOKIE, cookieHeader(c)) ?? c.req.header(serviceHeaders.loginToken);
/** The long-term token of a request: its cookie, else the X-LongTermToken header. */
const longTermTokenOf = (c: Context<ServicesEnv>) =>
  readCookie(LONG_TERM_TOKEN_COOKIE, cookieHeader(c)) ?? c.req.header(serviceHeaders.longTermToken);

/** A login token that is ours, names a known login and has not expired; else undefined. */
function validLoginToken(state: ReferenceState, token: string | undefined): LoginTokenPayload | undefined {
  const payload = decodeToken(token, loginTokenPayloadSchema);
  if (!payload || !loginStateOf(state).logins.has(payload.lid)) return undefined;
  return payload.exp > nowInSeconds(state) ? payload : undefined;
}

const accountOfLogin = (state: ReferenceState, lid: string | undefined): LoginAccount | undefined => {
  const { logins, accounts } = loginStateOf(state);
  const email = lid === undefined ? undefined : logins.get(lid);
  return accounts.find((a) => a.email === email);
};

/** Who the visitor of a request is (psdata's tracking.loginStatus). */
export function visitorOf(c: Context<ServicesEnv>): { loginStatus: LoginStatus; account?: LoginAccount } {
  const state = c.get('state');
  const login = validLoginToken(state, loginTokenOf(c));
  const loggedIn = login && accountOfLogin(state, login.lid);
  if (loggedIn) return { loginStatus: 'LOGGED_IN', account: loggedIn };
  const longTerm = decodeToken(longTermTokenOf(c), longTermTokenPayloadSchema);
  const remembered = longTerm && longTerm.exp > nowInSeconds(state) ? accountOfLogin(state, longTerm.lid) : undefined;
  if (remembered) return { loginStatus: 'REMEMBERED', account: remembered };
  return { loginStatus: 'LOGGED_OUT' };
}

// --- routes --------------------------------------------------------------------------------------------------

/**
 * The login service's calls: POST login, POST logintoken/renew, GET longtermtoken.
 * - login: body `{ email, password, rememberMe? }`; 200 `{ result: 'SUCCESS' }` with a LoginToken cookie (and a
 *   LongTermToken cookie bound to the login when rememberMe); 401 `{ code: 'UNAUTHORIZED' }` for other credentials;
 *   400 for a bad body; 403 without the CSRF marker header.
 * - logintoken/renew: reads the LoginToken cookie. Due (now ≥ ren) and not expired: 201 with a fresh cookie; not
 *   yet due: 200 (still valid, cookie unchanged); missing, not ours or of an unknown login: 401
 *   `{ code: 'TOKEN_UNKNOWN' }`; expired: 401 `{ code: 'TOKEN_EXPIRED' }`.
 * - longtermtoken: 204 with a fresh LongTermToken cookie, bound to the login of a valid login token, else unbound.
 */
export const registerLogin: RegisterRoutes = (app) => {
  app.post(LOGIN_PATH, async (c) => {
    if (!c.req.header(serviceHeaders.csrfMarker)) return c.json({ code: 'FORBIDDEN' }, loginStatus.forbidden);
    const body = loginRequestSchema.safeParse(await c.req.json().catch(() => undefined));
    if (!body.success) return c.json({ code: 'BAD_REQUEST' }, loginStatus.badRequest);
    const state = c.get('state');
    const { email, password, rememberMe } = body.data;
    const account = loginAccounts(state).find((a) => a.email === email.trim().toLowerCase() && a.password === password);
    if (!account) return c.json({ code: 'UNAUTHORIZED' }, loginStatus.unauthorized);
    const lid = state.newId('login');
    loginStateOf(state).logins.set(lid, account.email);
    setLoginTokenCookie(c, loginTokenFor(state, lid));
    if (rememberMe) setLongTermTokenCookie(c, lid);
    return c.json({ result: 'SUCCESS' }, loginStatus.ok);
  });

  app.post(LOGIN_TOKEN_RENEW_PATH, async (c) => {
    const text = await c.req.text();
    if (text.trim() !== '') {
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        body = undefined;
      }
      if (!loginTokenRenewRequestSchema.safeParse(body).success)
        return c.json({ code: 'BAD_REQUEST' }, loginStatus.badRequest);
    }
    const state = c.get('state');
    const payload = decodeToken(readCookie(LOGIN_TOKEN_COOKIE, cookieHeader(c)), loginTokenPayloadSchema);
    if (!payload || !loginStateOf(state).logins.has(payload.lid))
      return c.json({ code: 'TOKEN_UNKNOWN' }, loginStatus.unauthorized);
    const now = nowInSeconds(state);
    if (payload.exp <= now) return c.json({ code: 'TOKEN_EXPIRED' }, loginStatus.unauthorized);
    if (now < payload.ren) return c.json({ exp: payload.exp, ren: payload.ren }, loginStatus.ok);
    const fresh = loginTokenFor(state, payload.lid);
    setLoginTokenCookie(c, fresh);
    return c.json({ exp: fresh.exp, ren: fresh.ren }, loginStatus.renewed);
  });

  app.get(LONG_TERM_TOKEN_PATH, (c) => {
    const login = validLoginToken(c.get('state'), loginTokenOf(c));
    setLongTermTokenCookie(c, login?.lid);
    return c.body(null, loginStatus.noContent);
  });
};

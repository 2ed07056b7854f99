/**
 * The reference login service (spec 002 §4, §7): login with one seeded customer, login-token renewal and the
 * long-term token. Tokens live in cookies; their decoded payload carries exp, ren and lid (spec 002 §3), times in
 * seconds of the services' clock (`state.now()`).
 */
import type { Context } from 'hono';
import { z } from 'zod';
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
import type { LoginStatus } from '../../services/personalData';
import type { RegisterRoutes, ServicesEnv } from '../app';
import type { ReferenceState } from '../state';

/** The token cookies the services set and the shop's client reads (named once, in the login service's constants). */
export { LOGIN_TOKEN_COOKIE, LONG_TERM_TOKEN_COOKIE };

/** Spec 002 §9: "Token times compared in seconds (now divided by 1000)". */
export const MS_PER_SECOND = 1000;
const SECONDS_PER_MINUTE = 60;
const SECONDS_PER_DAY = 24 * 60 * SECONDS_PER_MINUTE;
/** A login token expires (exp) 30 minutes after it was issued (not shown; chosen). */
export const LOGIN_TOKEN_LIFETIME_S = 30 * SECONDS_PER_MINUTE;
/**
 * A login token is due for renewal (ren) 10 minutes after it was issued (not shown; chosen): with the keep-alive's
 * check every 3 minutes (spec 002 §9), an active shopper renews well before exp.
 */
export const LOGIN_TOKEN_RENEW_AFTER_S = 10 * SECONDS_PER_MINUTE;
/** A long-term ("remembered") token lasts 90 days (not shown; chosen). */
export const LONG_TERM_TOKEN_LIFETIME_S = 90 * SECONDS_PER_DAY;

/** HTTP statuses of the login service. Spec 002 §4, §7: 200, 201 and 401; the others are chosen. */
export const loginStatus = {
  ok: 200,
  /** Spec 002 §4 "0 renewed (201)". */
  renewed: 201,
  /** longtermtoken: the token comes as a cookie, no body. */
  noContent: 204,
  badRequest: 400,
  unauthorized: 401,
  /** A login without the CSRF marker header. */
  forbidden: 403,
} as const;

/** The one seeded customer (spec: data of the reference services; any other credentials answer 401). */
export const SEEDED_LOGIN = { email: 'kaffee@example.org', password: 'Bohne-2024!' } as const;

/** A customer of the reference services, as psdata shows it (spec 000 §3). */
export interface LoginAccount {
  email: string;
  password: string;
  firstname: string;
  lastname: string;
  loyaltyBeans: number;
  statuses: { isCommunityMember: boolean; isLoyaltyCardMember: boolean };
  /** The footer's newsletter status (spec 002 §3, §4): null, WAITING_FOR_DOI or SUBSCRIBED. */
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
}

const loginStateOf = (state: ReferenceState): LoginState =>
  state.slot('login', () => ({ accounts: [seededAccount()], logins: new Map<string, string>() }));

/** The accounts of this instance; tests and stories may change them (e.g. a newsletter status). */
export function loginAccounts(state: ReferenceState): LoginAccount[] {
  return loginStateOf(state).accounts;
}

// --- tokens --------------------------------------------------------------------------------------------------

/** Spec 002 §3 "Auth cookie token contents (decoded): exp (expiry, seconds), ren (renewal time, seconds), lid". */
export const loginTokenPayloadSchema = z.object({ exp: z.number(), ren: z.number(), lid: z.string() });
export type LoginTokenPayload = z.infer<typeof loginTokenPayloadSchema>;
/** The long-term token: exp, and lid once it is bound to a login. */
export const longTermTokenPayloadSchema = z.object({ exp: z.number(), lid: z.string().optional() });
export type LongTermTokenPayload = z.infer<typeof longTermTokenPayloadSchema>;

/**
 * The token format (not shown; chosen): an unsecured JWT (RFC 7519 §6), `header.payload.` with base64url JSON, so a
 * client decodes the payload with the usual JWT decoding. Only ASCII goes in (numbers and ids).
 */
const JWT_HEADER = { alg: 'none', typ: 'JWT' } as const;
const base64url = (text: string) => btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const fromBase64url = (text: string) => atob(text.replace(/-/g, '+').replace(/_/g, '/'));

export function encodeToken(payload: LoginTokenPayload | LongTermTokenPayload): string {
  return `${base64url(JSON.stringify(JWT_HEADER))}.${base64url(JSON.stringify(payload))}.`;
}

/** The payload of a token, or undefined when it is not one of ours (never throws). */
export function decodeToken<S extends z.ZodType>(token: string | undefined, schema: S): z.output<S> | undefined {
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
  return { exp: now + LOGIN_TOKEN_LIFETIME_S, ren: now + LOGIN_TOKEN_RENEW_AFTER_S, lid };
};

const setLoginTokenCookie = (c: Context<ServicesEnv>, payload: LoginTokenPayload) =>
  c.header(
    'set-cookie',
    serializeCookie(LOGIN_TOKEN_COOKIE, encodeToken(payload), { maxAge: LOGIN_TOKEN_LIFETIME_S }),
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

/** Who the visitor of a request is (spec 000 §4 loginStatus): for psdata. */
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
 * POST login, POST logintoken/renew, GET longtermtoken (spec 002 §7).
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

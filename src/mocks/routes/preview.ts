/**
 * The reference preview service: staff sessions from the StaffAuthToken or CobraAuthToken
 * cookie, the session check, logout, renewal, and the token call that sets the PreviewToken cookie with the chosen
 * preview date, A/B test and group.
 */
import type { Context } from 'hono';
import { readCookie, serializeCookie } from '../../platform/browser/cookies';
import {
  CHECK_AUTH_PATH,
  PREVIEW_LOGOUT_PATH,
  PREVIEW_RENEW_PATH,
  PREVIEW_TOKEN_METHOD,
  PREVIEW_TOKEN_PATH,
  STAFF_SESSION_LIFETIME_S,
  checkAuthStatus,
  staffCookies,
  previewTokenQuerySchema,
  previewTokenRequestSchema,
  type CheckAuth,
  type PreviewTokenStatus,
} from '../../services/preview';
import type { RegisterRoutes, ServicesEnv } from '../app';
import type { ReferenceState } from '../state';
import { PREVIEW_TOKEN_COOKIE, previewSelectionOf, testsActiveAt, type PreviewSelection } from './abTests';

/**
 * The check's `status` values, the staff cookies and their session's lifetime, named once in the preview service's
 * constants.
 */
export { checkAuthStatus, staffCookies, STAFF_SESSION_LIFETIME_S };

/** HTTP statuses of the preview service (not shown; chosen). */
export const previewStatus = { ok: 200, noContent: 204, unauthorized: 401 } as const;

/** Sessions ended by logout; any other non-empty staff cookie value is a staff session. */
const endedSessionsOf = (state: ReferenceState) => state.slot('previewEndedSessions', () => new Set<string>());

/** The staff cookies of the request that hold a live session (name and value). */
function staffSessionsOf(c: Context<ServicesEnv>): { name: string; value: string }[] {
  const header = c.req.header('cookie') ?? null;
  const ended = endedSessionsOf(c.get('state'));
  return staffCookies.flatMap((name) => {
    const value = readCookie(name, header);
    return value && !ended.has(value) ? [{ name, value }] : [];
  });
}

const appendCookie = (c: Context<ServicesEnv>, text: string) => c.header('set-cookie', text, { append: true });
const expireCookie = (c: Context<ServicesEnv>, name: string) =>
  appendCookie(c, serializeCookie(name, '', { maxAge: 0, expires: new Date(0) }));

/** Whether a selection names a test active at its date and one of that test's groups; an empty selection is valid. */
function selectionIsValid(state: ReferenceState, selection: PreviewSelection): boolean {
  if (!selection.test && !selection.group) return true;
  if (!selection.test || !selection.group) return false;
  const test = testsActiveAt(state, new Date(selection.previewDateTime)).find((t) => t.name === selection.test);
  return test?.groups.includes(selection.group) ?? false;
}

/**
 * The preview service's calls: GET auth/checkauth, GET auth/logout, GET auth/login/renew and
 * POST token?test=…&group=….
 * - checkauth: staff → 200 `{ status: 'true', dateTime, abTestName, abTestGroup }` from the PreviewToken cookie
 *   (null when unset); no staff session → 200 `{ status: 'false' }` with nulls (a shopper's page calls it too).
 * - logout: 204; ends the session (its cookie value no longer counts) and expires the staff and PreviewToken cookies.
 * - login/renew: staff → 204 and the staff cookie again with a fresh lifetime; otherwise 401.
 * - token: always 200 with `{ status }`: UNAUTHORIZED without a staff session; BAD_REQUEST for a body without an ISO
 *   `previewDateTime`, a test without a group (or the reverse), or a test/group not active at that date; SUCCESS
 *   sets the PreviewToken cookie (a session cookie holding the selection as JSON, readable by the page).
 */
export const registerPreview: RegisterRoutes = (app) => {
  app.get(CHECK_AUTH_PATH, (c) => {
    if (staffSessionsOf(c).length === 0) {
      const none: CheckAuth = { status: checkAuthStatus.none, dateTime: null, abTestName: null, abTestGroup: null };
      return c.json(none, previewStatus.ok);
    }
    const selection = previewSelectionOf(c);
    const body: CheckAuth = {
      status: checkAuthStatus.staff,
      dateTime: selection?.previewDateTime ?? null,
      abTestName: selection?.test ?? null,
      abTestGroup: selection?.group ?? null,
    };
    return c.json(body, previewStatus.ok);
  });

  app.get(PREVIEW_LOGOUT_PATH, (c) => {
    const ended = endedSessionsOf(c.get('state'));
    for (const session of staffSessionsOf(c)) ended.add(session.value);
    for (const name of [...staffCookies, PREVIEW_TOKEN_COOKIE]) expireCookie(c, name);
    return c.body(null, previewStatus.noContent);
  });

  app.get(PREVIEW_RENEW_PATH, (c) => {
    const sessions = staffSessionsOf(c);
    if (sessions.length === 0) return c.json({ status: checkAuthStatus.none }, previewStatus.unauthorized);
    for (const { name, value } of sessions) {
      appendCookie(c, serializeCookie(name, value, { maxAge: STAFF_SESSION_LIFETIME_S, httpOnly: true }));
    }
    return c.body(null, previewStatus.noContent);
  });

  app.on(PREVIEW_TOKEN_METHOD, PREVIEW_TOKEN_PATH, async (c) => {
    const answer = (status: PreviewTokenStatus) => c.json({ status }, previewStatus.ok);
    if (staffSessionsOf(c).length === 0) return answer('UNAUTHORIZED');
    const query = previewTokenQuerySchema.safeParse(c.req.query());
    const body = previewTokenRequestSchema.safeParse(await c.req.json().catch(() => undefined));
    if (!query.success || !body.success) return answer('BAD_REQUEST');
    const selection: PreviewSelection = {
      previewDateTime: body.data.previewDateTime,
      ...(query.data.test ? { test: query.data.test } : {}),
      ...(query.data.group ? { group: query.data.group } : {}),
    };
    if (!selectionIsValid(c.get('state'), selection)) return answer('BAD_REQUEST');
    appendCookie(c, serializeCookie(PREVIEW_TOKEN_COOKIE, JSON.stringify(selection)));
    return answer('SUCCESS');
  });
};

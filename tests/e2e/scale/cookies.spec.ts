import type { APIResponse, Cookie, Page, Response } from '@playwright/test';
import { IntlMessageFormat } from 'intl-messageformat';
import { parseSetCookie as parseSetCookieLine, type SetCookie as ParsedSetCookie } from 'cookie';
import {
  cookieInventory,
  inventoryEntryOf,
  type CookieAttributes,
  type CookieEntry,
} from '../../../reference-app/server/cookieInventory';
import { consentMessages } from '../../../reference-app/src/consent/messages';
import { deDE as app } from '../../../reference-app/src/messages/de-DE';
import { STAFF_LOGIN_PAGE_PATH } from '../../../reference-app/src/pages/staffLogin';
import { messages as deDE } from '../../../src/compositions/messages/locales/de-DE';
import { availabilityOf, catalogueCategoriesOf } from '../../../src/mocks/fixtures/catalogue';
import { footerContentOf } from '../../../src/mocks/fixtures/footer';
import { SEEDED_LOGIN } from '../../../src/mocks/routes/login';
import { staffCookies } from '../../../src/mocks/routes/preview';
import { CSRF_MARKER_VALUE, serviceHeaders } from '../../../src/services/http/constants';
import { LOGIN_PATH, LONG_TERM_TOKEN_PATH } from '../../../src/services/login/constants';
import { PREVIEW_LOGOUT_PATH, PREVIEW_RENEW_PATH, PREVIEW_TOKEN_PATH } from '../../../src/services/preview/constants';
import { expect, hydrated, nameContaining, test } from '../fixtures';

/**
 * Every cookie the storefront reads or writes is listed with its attributes: a visitor goes through every flow that
 * writes a cookie — site switch, new-header switch, consent, add to cart, sign-in (remembered), newsletter sign-up,
 * footer view, staff sign-in, preview selection, renewal and logout — against the built server and the reference
 * services. Every Set-Cookie header seen and every cookie the browser ends up holding (those the
 * page's scripts write too) must be in reference-app/server/cookieInventory.ts, with the attributes it lists; and
 * every cookie the inventory says the shop writes must have been seen, so the list cannot rot either way.
 */

// A first visit: the consent banner is still to be answered (its cookies are written here, by the page).
test.use({ consentGiven: false });

/** One Set-Cookie line, as the browser reads it (parsed by the `cookie` library, as the shop parses cookies). */
interface SetCookie {
  name: string;
  attributes: ParsedSetCookie;
  line: string;
}

function parseSetCookie(line: string): SetCookie {
  const attributes = parseSetCookieLine(line);
  return { name: attributes.name, attributes, line };
}

/** A Set-Cookie that removes the cookie (Max-Age=0 or an Expires in the past): only its name and path count. */
const isRemoval = ({ attributes }: SetCookie) =>
  (attributes.maxAge !== undefined && attributes.maxAge <= 0) ||
  (attributes.expires !== undefined && attributes.expires.getTime() < Date.now());

const sameSiteNames = { lax: 'Lax', strict: 'Strict', none: 'None' } as const;

/** What a Set-Cookie line says, in the inventory's terms. */
const attributesOf = ({ attributes }: SetCookie): CookieAttributes => ({
  httpOnly: attributes.httpOnly === true,
  secure: attributes.secure ? 'on-https' : 'never',
  sameSite: typeof attributes.sameSite === 'string' ? sameSiteNames[attributes.sameSite] : 'None',
  path: attributes.path ?? '',
  maxAgeS: attributes.maxAge ?? 'session',
});

/**
 * What the browser holds, in the inventory's terms. The page is served over http, so a cookie the inventory makes
 * Secure on https only is not Secure here. The Max-Age comes back as an Expires: written between the test's start
 * and the reading (`written`, ms), so it expires between those plus the Max-Age (to the second).
 */
function expectHeldAsListed(cookie: Cookie, entry: CookieEntry, written: { from: number; to: number }) {
  const listed = entry.attributes!;
  expect({ name: cookie.name, httpOnly: cookie.httpOnly, sameSite: cookie.sameSite, path: cookie.path }).toEqual({
    name: entry.name,
    httpOnly: listed.httpOnly,
    sameSite: listed.sameSite,
    path: listed.path,
  });
  expect(cookie.secure, `${cookie.name} Secure`).toBe(false);
  if (listed.maxAgeS === 'session') expect(cookie.expires, `${cookie.name} is a session cookie`).toBe(-1);
  else {
    expect(cookie.expires, `${cookie.name} Max-Age`).toBeGreaterThanOrEqual(written.from / 1000 + listed.maxAgeS - 1);
    expect(cookie.expires, `${cookie.name} Max-Age`).toBeLessThanOrEqual(written.to / 1000 + listed.maxAgeS + 1);
  }
}

const text = (id: keyof typeof deDE, values?: Record<string, number | string>) =>
  String(new IntlMessageFormat(deDE[id], 'de-DE').format(values));

async function open(page: Page, path: string) {
  await page.goto(path);
  await hydrated(page);
}

test('every cookie set in every flow is in the inventory, with its attributes; every listed writer was seen', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const seen: SetCookie[] = [];
  const record = (lines: { name: string; value: string }[]) => {
    for (const header of lines) if (header.name.toLowerCase() === 'set-cookie') seen.push(parseSetCookie(header.value));
  };
  const reading: Promise<void>[] = [];
  const onResponse = (response: Response) => reading.push(response.headersArray().then(record));
  page.on('response', onResponse);
  const api = async (call: Promise<APIResponse>) => {
    const response = await call;
    expect(response.status(), response.url()).toBeLessThan(400);
    record(response.headersArray());
    return response;
  };
  const startedAt = Date.now();

  // Site switch and the new-header switch (the storefront's own cookies).
  await open(page, '/?site=cz');
  await open(page, '/?site=de&newHeader=0');
  await open(page, '/?newHeader=1');

  // Consent: the stand-in banner writes its two cookies from the page.
  const consent = consentMessages['de-DE'];
  await page
    .getByRole('region', { name: consent['consent.title'] })
    .getByRole('button', { name: consent['consent.acceptAll'] })
    .click();
  await expect(page.getByRole('region', { name: consent['consent.title'] })).toHaveCount(0);

  // Add to cart on a product page (the services' visitor session).
  const category = catalogueCategoriesOf('DE').find((c) => c.top)!;
  const product = category.products.find((p) => availabilityOf(p) === 'AVAILABLE')!;
  await open(page, product.productViewUrl);
  await page
    .getByRole('main')
    .getByRole('button', { name: nameContaining(product.title) })
    .click();
  await expect(
    page.getByRole('banner').getByRole('button', { name: text('header.cart.badgeLabel', { count: 1 }) }),
  ).toBeAttached();

  // Sign in, remembered: the login and long-term tokens; then a fresh long-term token.
  const csrf = { [serviceHeaders.csrfMarker]: CSRF_MARKER_VALUE };
  await api(page.request.post(LOGIN_PATH, { headers: csrf, data: { ...SEEDED_LOGIN, rememberMe: true } }));
  await api(page.request.get(LONG_TERM_TOKEN_PATH, { headers: csrf }));

  // Newsletter sign-up.
  await open(page, '/subscribenewsletter');
  const form = page.getByRole('main').getByRole('form');
  await form
    .getByRole('textbox', { name: new RegExp(`^${text('newsletter.email')}`) })
    .fill(`e2e-cookies-${Date.now()}@example.org`);
  await form.getByRole('button', { name: text('newsletter.submit') }).click();
  await expect(page.getByRole('main').getByText(text('newsletter.success.title'))).toBeVisible();

  // The footer view, chosen with the view switcher on a phone (the page writes it).
  await page.setViewportSize({ width: 375, height: 800 });
  await open(page, '/');
  await page
    .getByRole('contentinfo')
    .getByRole('button', { name: footerContentOf('DE').viewChanger!.toDesktop })
    .click();
  await expect.poll(async () => (await context.cookies()).map((c) => c.name)).toContain('crema-footer-view');

  // Staff sign-in (the demo's page), a preview selection, a renewal (also of an internal-auth session) and logout.
  await open(page, STAFF_LOGIN_PAGE_PATH);
  await page.getByRole('button', { name: app['staffLogin.submit'] }).click();
  await expect(page.getByRole('status').filter({ hasText: app['staffLogin.signedIn'] })).toBeVisible();
  await api(
    page.request.post(PREVIEW_TOKEN_PATH, { headers: csrf, data: { previewDateTime: new Date().toISOString() } }),
  );
  // The internal-auth session comes from outside the shop: set here as its sign-in would, for the whole site.
  const host = new URL(page.url()).hostname;
  await context.addCookies([{ name: staffCookies[1], value: 'internal-session', domain: host, path: '/' }]);
  await api(page.request.get(PREVIEW_RENEW_PATH, { headers: csrf }));
  const held = await context.cookies();
  const heldAt = Date.now();

  await api(page.request.get(PREVIEW_LOGOUT_PATH, { headers: csrf }));
  // The flows are done: no response after this is read (one arriving as the page closes could no longer be, and its
  // failed reading would be an error outside the test).
  page.off('response', onResponse);
  await Promise.all(reading);

  // 1. Every Set-Cookie names a listed cookie, written with the listed attributes (a removal: the listed path).
  for (const cookie of seen) {
    const entry = inventoryEntryOf(cookie.name);
    expect(entry, `Set-Cookie of a cookie the inventory does not list: ${cookie.line}`).toBeDefined();
    expect(entry!.attributes, `${cookie.name} is listed as written outside the shop`).not.toBeNull();
    if (isRemoval(cookie)) expect(cookie.attributes.path, cookie.line).toBe(entry!.attributes!.path);
    else expect(attributesOf(cookie), cookie.line).toEqual(entry!.attributes);
  }

  // 2. Every cookie the browser held (the page's own included) is listed, and held as listed.
  for (const cookie of held) {
    const entry = inventoryEntryOf(cookie.name);
    expect(entry, `a cookie the inventory does not list: ${cookie.name}`).toBeDefined();
    if (entry!.attributes) expectHeldAsListed(cookie, entry!, { from: startedAt, to: heldAt });
  }

  // 3. Every cookie the inventory says the shop writes was written in these flows.
  const written = new Set([...seen.map((c) => c.name), ...held.map((c) => c.name)]);
  const listedAsWritten = (cookieInventory as readonly CookieEntry[]).filter((entry) =>
    entry.writtenBy.some((party) => party !== 'outside'),
  );
  expect(listedAsWritten.map((entry) => entry.name).filter((name) => !written.has(name))).toEqual([]);

  // Logout expired the staff and preview cookies.
  const after = (await context.cookies()).map((c) => c.name);
  expect(after).not.toContain(staffCookies[0]);
  expect(after).not.toContain(staffCookies[1]);
});

import { createServiceClient } from '../../services/http/client';
import {
  CHECK_AUTH_PATH,
  checkPreviewAuth,
  isStaffSession,
  logoutPreview,
  previewSettingsApplied,
  renewPreviewLogin,
  setPreviewToken,
} from '../../services/preview';
import { createReferenceServices } from '../app';
import { PREVIEW_TOKEN_COOKIE, registerAbTests } from './abTests';
import { STAFF_SESSION_LIFETIME_S, registerPreview, staffCookies } from './preview';
import { withCookies } from '../testing';

const NOW = new Date('2025-03-01T09:00:00Z');
const IN_20_DAYS = '2025-03-21T10:30:00.000Z';

function setup(staffCookie?: (typeof staffCookies)[number]) {
  const services = createReferenceServices({ routes: [registerPreview, registerAbTests], now: () => NOW });
  const browser = withCookies(services.fetch);
  if (staffCookie) browser.jar.set(staffCookie, 'staff-session-1');
  const client = createServiceClient({ fetch: browser.fetch });
  return { services, browser, client };
}

describe('reference preview service', () => {
  it.each(staffCookies)('checkauth: a %s cookie is a staff session (status true)', async (cookie) => {
    const { client } = setup(cookie);
    expect(await checkPreviewAuth(client)).toEqual({
      ok: true,
      value: { status: 'true', dateTime: null, abTestName: null, abTestGroup: null },
    });
  });

  it('checkauth: without a staff cookie 200 with status false (a shopper is no failed request), no staff session', async () => {
    const { client } = setup();
    const check = await checkPreviewAuth(client);
    expect(check).toEqual({
      ok: true,
      value: { status: 'false', dateTime: null, abTestName: null, abTestGroup: null },
    });
    expect(isStaffSession(check)).toBe(false);
  });

  it('token: sets the PreviewToken cookie; checkauth then reports the date, test and group', async () => {
    const { client, browser } = setup('StaffAuthToken');
    const result = await setPreviewToken(client, {
      previewDateTime: IN_20_DAYS,
      test: 'header-search-products',
      group: 'with-products',
    });
    expect(result).toEqual({ ok: true, value: { status: 'SUCCESS' } });
    expect(previewSettingsApplied(result)).toBe(true);
    expect(browser.jar.has(PREVIEW_TOKEN_COOKIE)).toBe(true);
    expect(await checkPreviewAuth(client)).toEqual({
      ok: true,
      value: {
        status: 'true',
        dateTime: IN_20_DAYS,
        abTestName: 'header-search-products',
        abTestGroup: 'with-products',
      },
    });
  });

  it('token: an empty selection (date only) is valid', async () => {
    const { client } = setup('CobraAuthToken');
    expect(await setPreviewToken(client, { previewDateTime: IN_20_DAYS })).toEqual({
      ok: true,
      value: { status: 'SUCCESS' },
    });
    expect(await checkPreviewAuth(client)).toMatchObject({
      ok: true,
      value: { dateTime: IN_20_DAYS, abTestName: null },
    });
  });

  it.each([
    ['a test without a group', { previewDateTime: IN_20_DAYS, test: 'pdp-image-gallery' }],
    ['a group without a test', { previewDateTime: IN_20_DAYS, group: 'A' }],
    ['a group the test has not', { previewDateTime: IN_20_DAYS, test: 'pdp-image-gallery', group: 'B' }],
    [
      'a test not active at that date',
      { previewDateTime: NOW.toISOString(), test: 'header-search-products', group: 'control' },
    ],
    ['a date that is not ISO', { previewDateTime: '21.03.2025', test: 'pdp-image-gallery', group: 'control' }],
  ])('token: BAD_REQUEST for %s, and no cookie', async (_, settings) => {
    const { client, browser } = setup('StaffAuthToken');
    const result = await setPreviewToken(client, settings);
    expect(result).toEqual({ ok: true, value: { status: 'BAD_REQUEST' } });
    expect(previewSettingsApplied(result)).toBe(false);
    expect(browser.jar.has(PREVIEW_TOKEN_COOKIE)).toBe(false);
  });

  it('token: UNAUTHORIZED without a staff session', async () => {
    const { client } = setup();
    expect(await setPreviewToken(client, { previewDateTime: IN_20_DAYS })).toEqual({
      ok: true,
      value: { status: 'UNAUTHORIZED' },
    });
  });

  it('login/renew refreshes a staff session, and refuses without one', async () => {
    const staff = setup('StaffAuthToken');
    expect(await renewPreviewLogin(staff.client)).toEqual({ ok: true, value: undefined });
    expect(staff.browser.setCookies).toContainEqual(expect.stringContaining(`Max-Age=${STAFF_SESSION_LIFETIME_S}`));
    const visitor = setup();
    expect(await renewPreviewLogin(visitor.client)).toMatchObject({ ok: false, error: { kind: 'http', status: 401 } });
  });

  it('logout ends the session: the same cookie value no longer counts, the preview cookie is gone', async () => {
    const { client, browser } = setup('StaffAuthToken');
    await setPreviewToken(client, { previewDateTime: IN_20_DAYS });
    expect(await logoutPreview(client)).toEqual({ ok: true, value: undefined });
    expect(browser.jar.has(PREVIEW_TOKEN_COOKIE)).toBe(false);
    browser.jar.set('StaffAuthToken', 'staff-session-1');
    expect(isStaffSession(await checkPreviewAuth(client))).toBe(false);
    browser.jar.set('StaffAuthToken', 'staff-session-2');
    expect(isStaffSession(await checkPreviewAuth(client))).toBe(true);
  });

  it('a fault on checkauth gives the typed error (dropped connection → network)', async () => {
    const { services, client } = setup('StaffAuthToken');
    services.faults.set(`GET ${CHECK_AUTH_PATH}`, { drop: true });
    expect(await checkPreviewAuth(client)).toEqual({ ok: false, error: { kind: 'network' } });
  });
});

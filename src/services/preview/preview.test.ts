import { callNamed, describeCall } from '../http/callTable';
import { emptyAnswer, jsonAnswer } from '../http/testing';
import {
  isStaffSession,
  checkPreviewAuth,
  logoutPreview,
  previewCalls,
  previewSettingsApplied,
  renewPreviewLogin,
  setPreviewToken,
} from './client';
import {
  CHECK_AUTH_PATH,
  PREVIEW_LOGOUT_PATH,
  PREVIEW_RENEW_PATH,
  PREVIEW_TOKEN_PATH,
  checkAuthStatus,
} from './constants';
import { previewTokenQuerySchema, previewTokenRequestSchema } from './contract';

describeCall('GET /service/preview/api/auth/checkauth', {
  call: callNamed(previewCalls, 'checkPreviewAuth'),
  run: (client, options) => checkPreviewAuth(client, options),
  success: {
    answer: () =>
      jsonAnswer({ status: 'OK', dateTime: '2024-12-01T10:00:00Z', abTestName: 'checkout', abTestGroup: 'B' }),
    value: { status: 'OK', dateTime: '2024-12-01T10:00:00Z', abTestName: 'checkout', abTestGroup: 'B' },
  },
  request: (req) => {
    expect(req.method).toBe('GET');
    expect(req.path).toBe(CHECK_AUTH_PATH);
  },
  wrongShape: { dateTime: '2024-12-01T10:00:00Z' },
  cases: [
    {
      name: '401 (no staff session) → http error',
      answer: () => emptyAnswer(401),
      expected: { ok: false, error: { kind: 'http', status: 401 } },
    },
  ],
});

describeCall('GET /service/preview/api/auth/logout', {
  call: callNamed(previewCalls, 'logoutPreview'),
  run: (client, options) => logoutPreview(client, options),
  success: { answer: () => emptyAnswer(204), value: undefined },
  request: (req) => {
    expect(req.method).toBe('GET');
    expect(req.path).toBe(PREVIEW_LOGOUT_PATH);
  },
});

describeCall('GET /service/preview/api/auth/login/renew', {
  call: callNamed(previewCalls, 'renewPreviewLogin'),
  run: (client, options) => renewPreviewLogin(client, options),
  success: { answer: () => jsonAnswer({ ignored: true }), value: undefined },
  request: (req) => {
    expect(req.method).toBe('GET');
    expect(req.path).toBe(PREVIEW_RENEW_PATH);
  },
});

describeCall('POST /service/preview/api/token?test=&group=', {
  call: callNamed(previewCalls, 'setPreviewToken'),
  run: (client, options) =>
    setPreviewToken(client, { previewDateTime: '2024-12-24T18:30:00.000Z', test: 'checkout', group: 'B' }, options),
  success: { answer: () => jsonAnswer({ status: 'SUCCESS' }), value: { status: 'SUCCESS' } },
  request: (req) => {
    expect(req.method).toBe('POST');
    expect(req.path).toBe(PREVIEW_TOKEN_PATH);
    expect(req.query).toEqual({ test: 'checkout', group: 'B' });
    expect(previewTokenQuerySchema.safeParse(req.query).success).toBe(true);
    expect(req.body).toEqual({ previewDateTime: '2024-12-24T18:30:00.000Z' });
    expect(previewTokenRequestSchema.safeParse(req.body).success).toBe(true);
  },
  wrongShape: { status: 'MAYBE' },
  cases: (['BAD_REQUEST', 'INTERNAL_ERROR', 'UNAUTHORIZED'] as const).map((status) => ({
    name: `status ${status} is a value`,
    answer: () => jsonAnswer({ status }),
    expected: { ok: true as const, value: { status } },
  })),
});

describe('setPreviewToken with an empty selection', () => {
  it('sends no test or group', async () => {
    const { createServiceClient } = await import('../http/client');
    const { stubFetch } = await import('../http/testing');
    const stub = stubFetch(() => jsonAnswer({ status: 'SUCCESS' }));
    await setPreviewToken(createServiceClient({ fetch: stub.fetch }), { previewDateTime: '2024-12-24T18:30:00Z' });
    expect(stub.only().query).toEqual({});
  });
});

describe('previewSettingsApplied: applied only when the token call returns SUCCESS', () => {
  it.each([
    [{ ok: true as const, value: { status: 'SUCCESS' as const } }, true],
    [{ ok: true as const, value: { status: 'BAD_REQUEST' as const } }, false],
    [{ ok: false as const, error: { kind: 'network' as const } }, false],
  ])('%j → %s', (result, applied) => {
    expect(previewSettingsApplied(result)).toBe(applied);
  });
});

describe('isStaffSession: "Hidden unless the staff-session check succeeds"', () => {
  const answer = (status: string) => ({ status, dateTime: null, abTestName: null, abTestGroup: null });
  it.each([
    ['an answer saying staff', { ok: true, value: answer(checkAuthStatus.staff) } as const, true],
    ['an answer saying no staff', { ok: true, value: answer(checkAuthStatus.none) } as const, false],
    ['an unknown status', { ok: true, value: answer('OK') } as const, false],
    ['401', { ok: false, error: { kind: 'http', status: 401 } } as const, false],
    ['a network failure', { ok: false, error: { kind: 'network' } } as const, false],
    ['the timeout', { ok: false, error: { kind: 'timeout' } } as const, false],
  ])('%s → %s', (_name, result, expected) => {
    expect(isStaffSession(result as Parameters<typeof isStaffSession>[0])).toBe(expected);
  });
});

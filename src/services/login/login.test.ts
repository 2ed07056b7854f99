import { callNamed, describeCall } from '../http/callTable';
import { CSRF_MARKER_VALUE, serviceHeaders } from '../http/constants';
import { emptyAnswer, jsonAnswer, textAnswer } from '../http/testing';
import { login, loginCalls, loginResultOf, renewLoginToken, requestLongTermToken } from './client';
import { LOGIN_PATH, LOGIN_TOKEN_RENEW_PATH, LONG_TERM_TOKEN_PATH } from './constants';
import { loginRequestSchema, loginTokenRenewRequestSchema } from './contract';

const credentials = { email: 'anna@example.com', password: 'geheim123', rememberMe: true };

describeCall('POST /service/login/api/v1/login', {
  call: callNamed(loginCalls, 'login'),
  run: (client, options) => login(client, credentials, options),
  success: { answer: () => textAnswer('whatever'), value: 'SUCCESS' },
  request: (req) => {
    expect(req.method).toBe('POST');
    expect(req.path).toBe(LOGIN_PATH);
    expect(req.body).toEqual(credentials);
    expect(loginRequestSchema.safeParse(req.body).success).toBe(true);
    expect(req.headers[serviceHeaders.csrfMarker.toLowerCase()]).toBe(CSRF_MARKER_VALUE);
    expect(req.headers['content-type']).toBe('application/json');
  },
  cases: [
    {
      name: '401 → UNAUTHORIZED (a value)',
      answer: () => emptyAnswer(401),
      expected: { ok: true, value: 'UNAUTHORIZED' },
    },
    {
      name: "201 is not the spec's 200 → http error",
      answer: () => emptyAnswer(201),
      expected: { ok: false, error: { kind: 'http', status: 201 } },
    },
    {
      name: '403 → http error',
      answer: () => jsonAnswer({ code: 'LOCKED' }, 403),
      expected: { ok: false, error: { kind: 'http', status: 403, code: 'LOCKED' } },
    },
  ],
});

describe('loginResultOf: 200 success, 401 unauthorized, anything else service unavailable', () => {
  it.each([
    [{ ok: true as const, value: 'SUCCESS' as const }, 'SUCCESS'],
    [{ ok: true as const, value: 'UNAUTHORIZED' as const }, 'UNAUTHORIZED'],
    [{ ok: false as const, error: { kind: 'http' as const, status: 500 } }, 'SERVICE_UNAVAILABLE'],
    [{ ok: false as const, error: { kind: 'network' as const } }, 'SERVICE_UNAVAILABLE'],
    [{ ok: false as const, error: { kind: 'timeout' as const } }, 'SERVICE_UNAVAILABLE'],
  ])('%j → %s', (result, expected) => {
    expect(loginResultOf(result)).toBe(expected);
  });
});

describeCall('POST /service/login/api/v1/logintoken/renew', {
  call: callNamed(loginCalls, 'renewLoginToken'),
  run: (client, options) => renewLoginToken(client, options),
  success: { answer: () => emptyAnswer(201), value: { status: 201 } },
  request: (req) => {
    expect(req.method).toBe('POST');
    expect(req.path).toBe(LOGIN_TOKEN_RENEW_PATH);
    expect(req.body).toEqual({});
    expect(loginTokenRenewRequestSchema.safeParse(req.body).success).toBe(true);
  },
  cases: [
    {
      name: '200 (renewed, outcome 1) is told apart from 201',
      answer: () => jsonAnswer({}),
      expected: { ok: true, value: { status: 200 } },
    },
    {
      name: '401 (missing or unknown token) → http error',
      answer: () => emptyAnswer(401),
      expected: { ok: false, error: { kind: 'http', status: 401 } },
    },
  ],
});

describeCall('GET /service/login/api/v1/longtermtoken', {
  call: callNamed(loginCalls, 'requestLongTermToken'),
  run: (client, options) => requestLongTermToken(client, options),
  success: { answer: () => emptyAnswer(204), value: undefined },
  request: (req) => {
    expect(req.method).toBe('GET');
    expect(req.path).toBe(LONG_TERM_TOKEN_PATH);
  },
});

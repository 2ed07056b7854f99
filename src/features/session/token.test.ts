import { encodeToken } from '../../mocks/routes/login';
import {
  LOGIN_TOKEN_CHECK_INTERVAL_MS,
  LOGIN_TOKEN_POLL_INTERVAL_MS,
  MAX_TOKEN_LENGTH,
  TOKEN_TIME_DIVISOR,
  loginTokenOutcomes,
  timerStoppingOutcomes,
  type LoginTokenOutcome,
} from './constants';
import { evaluateLoginToken, longTermTokenNeeded, outcomeOfRenewal, stopsTimer } from './token';

const NOW_MS = Date.UTC(2025, 2, 1, 9, 0, 0);
const NOW_S = NOW_MS / 1000;

/** A token as the services write it, with any payload text (also ones the services never write). */
const b64url = (text: string) => Buffer.from(text, 'utf8').toString('base64url');
const tokenWithPayloadText = (json: string) => `${b64url('{"alg":"none","typ":"JWT"}')}.${b64url(json)}.`;
const tokenWith = (payload: unknown) => tokenWithPayloadText(JSON.stringify(payload));

describe('the timing constants', () => {
  it('checks every 3 minutes when logged in, polls every 10 seconds when there is no login token', () => {
    expect(LOGIN_TOKEN_CHECK_INTERVAL_MS).toBe(3 * 60 * 1000);
    expect(LOGIN_TOKEN_POLL_INTERVAL_MS).toBe(10 * 1000);
  });

  it('compares token times in seconds: now divided by 1000', () => {
    expect(TOKEN_TIME_DIVISOR).toBe(1000);
  });

  it('names the outcomes 0-5, and 1, 3 and 5 stop the timer', () => {
    expect(loginTokenOutcomes).toEqual({
      renewedCreated: 0,
      renewedOk: 1,
      serverError: 2,
      missingOrUnknown: 3,
      notYetDue: 4,
      expired: 5,
    });
    expect([...timerStoppingOutcomes].sort()).toEqual([1, 3, 5]);
  });
});

describe('evaluateLoginToken (3 missing or unknown, 4 not yet due, 5 expired, else renew)', () => {
  const login = (exp: number, ren: number) => encodeToken({ exp, ren, lid: 'login-1' });

  it.each<[string, string | undefined, ReturnType<typeof evaluateLoginToken>]>([
    ['no cookie', undefined, 3],
    ['valid, renewal time still ahead', login(NOW_S + 1800, NOW_S + 600), 4],
    ['renewal time 1 ms ahead (seconds are not rounded)', login(NOW_S + 1800, NOW_S + 0.001), 4],
    ['renewal time reached exactly', login(NOW_S + 1800, NOW_S), 'renew'],
    ['renewal time passed', login(NOW_S + 1, NOW_S - 600), 'renew'],
    ['expired exactly now (exp ≤ now)', login(NOW_S, NOW_S - 600), 5],
    ['expired long ago', login(NOW_S - 3600, NOW_S - 4200), 5],
    ['expired while its renewal is still ahead (expiry is checked first)', login(NOW_S - 1, NOW_S + 600), 5],
    ['without lid (only exp and ren are needed to decide)', tokenWith({ exp: NOW_S + 60, ren: NOW_S - 60 }), 'renew'],
  ])('%s → %s', (_, cookie, expected) => {
    expect(evaluateLoginToken(cookie, NOW_MS)).toBe(expected);
  });

  it('1 ms before a token second the token is not due, at it is (now / 1000)', () => {
    const token = login(NOW_S + 600, NOW_S + 1);
    expect(evaluateLoginToken(token, NOW_MS + 999)).toBe(loginTokenOutcomes.notYetDue);
    expect(evaluateLoginToken(token, NOW_MS + 1000)).toBe('renew');
  });
});

describe('bad input: a malformed or tampered token cookie is outcome 3, never an exception', () => {
  const valid = { exp: NOW_S + 1800, ren: NOW_S - 60, lid: 'login-1' };
  const badInputs: [string, string][] = [
    ['an empty value', ''],
    ['one part', 'not-a-token'],
    ['two parts, the second not base64url', 'a.b'],
    ['percent signs for base64', 'a.%%%.'],
    ['three parts of garbage', 'abc.defgh.ijk'],
    ['a payload that is not JSON', tokenWithPayloadText('exp=1&ren=2')],
    ['a payload that is cut off', tokenWithPayloadText('{"exp":1,"ren"')],
    ['a payload of null', tokenWith(null)],
    ['a payload that is a number', tokenWith(42)],
    ['a payload that is a string', tokenWith('{"exp":1,"ren":1}')],
    ['a payload that is an array', tokenWith([NOW_S + 1800, NOW_S - 60])],
    ['an empty payload', tokenWith({})],
    ['exp missing', tokenWith({ ren: NOW_S - 60, lid: 'login-1' })],
    ['ren missing', tokenWith({ exp: NOW_S + 1800, lid: 'login-1' })],
    ['exp as a string', tokenWith({ ...valid, exp: String(NOW_S + 1800) })],
    ['ren as a boolean', tokenWith({ ...valid, ren: true })],
    ['exp null', tokenWith({ ...valid, exp: null })],
    ['exp beyond any number (1e400 reads as Infinity)', tokenWithPayloadText(`{"exp":1e400,"ren":${NOW_S - 60}}`)],
    ['times hidden behind __proto__', tokenWithPayloadText(`{"__proto__":{"exp":${NOW_S + 1800},"ren":1}}`)],
    ['a payload of bytes that are not UTF-8', `x.${Buffer.from([0xff, 0xfe, 0x7b]).toString('base64url')}.`],
    ['a due token with a huge lid', tokenWith({ ...valid, lid: 'x'.repeat(MAX_TOKEN_LENGTH) })],
    ['a due token with a huge tail', `${tokenWith(valid)}${'a'.repeat(MAX_TOKEN_LENGTH)}`],
    ['a megabyte of dots', '.'.repeat(1_000_000)],
  ];

  it.each(badInputs)('%s → 3', (_, cookie) => {
    expect(() => evaluateLoginToken(cookie, NOW_MS)).not.toThrow();
    expect(evaluateLoginToken(cookie, NOW_MS)).toBe(loginTokenOutcomes.missingOrUnknown);
  });

  it('the same value within the size limit is read (the limit, not the content, made it 3)', () => {
    expect(evaluateLoginToken(tokenWith(valid), NOW_MS)).toBe('renew');
    expect(tokenWith(valid).length).toBeLessThan(MAX_TOKEN_LENGTH);
  });

  it('is never verified: a foreign header does not matter, the payload is only read', () => {
    expect(evaluateLoginToken(`garbage.${tokenWith(valid).split('.')[1]}.signature`, NOW_MS)).toBe('renew');
  });
});

describe('outcomeOfRenewal (0 renewed (201), 1 renewed (200), 2 server error)', () => {
  it.each<[string, Parameters<typeof outcomeOfRenewal>[0], LoginTokenOutcome]>([
    ['201', { ok: true, value: { status: 201 } }, 0],
    ['200', { ok: true, value: { status: 200 } }, 1],
    ['another success (204)', { ok: true, value: { status: 204 } }, 2],
    ['401 (unknown or expired at the service)', { ok: false, error: { kind: 'http', status: 401 } }, 2],
    ['500', { ok: false, error: { kind: 'http', status: 500 } }, 2],
    ['503', { ok: false, error: { kind: 'http', status: 503, code: 'INJECTED_FAULT' } }, 2],
    ['a network failure', { ok: false, error: { kind: 'network' } }, 2],
    ['a timeout', { ok: false, error: { kind: 'timeout' } }, 2],
    ['a malformed answer', { ok: false, error: { kind: 'invalid-response', issues: [] } }, 2],
  ])('%s → %s', (_, result, expected) => {
    expect(outcomeOfRenewal(result)).toBe(expected);
  });
});

describe('stopsTimer ("Outcomes 1, 3 and 5 stop the timer")', () => {
  it.each<[LoginTokenOutcome, boolean]>([
    [0, false],
    [1, true],
    [2, false],
    [3, true],
    [4, false],
    [5, true],
  ])('outcome %s → %s', (outcome, stops) => {
    expect(stopsTimer(outcome)).toBe(stops);
  });
});

describe('longTermTokenNeeded ("missing, expired or not bound to a login")', () => {
  it.each<[string, string | undefined, boolean]>([
    ['missing', undefined, true],
    ['expired (exp = now)', encodeToken({ exp: NOW_S, lid: 'login-1' }), true],
    ['expired long ago', encodeToken({ exp: NOW_S - 86400, lid: 'login-1' }), true],
    ['not bound to a login (no lid)', encodeToken({ exp: NOW_S + 86400 }), true],
    ['bound to an empty lid', tokenWith({ exp: NOW_S + 86400, lid: '' }), true],
    ['lid not a string', tokenWith({ exp: NOW_S + 86400, lid: 7 }), true],
    ['exp not a number', tokenWith({ exp: 'soon', lid: 'login-1' }), true],
    ['garbage', 'abc.defgh.ijk', true],
    ['a payload that is not JSON', tokenWithPayloadText('lid=login-1'), true],
    ['huge', tokenWith({ exp: NOW_S + 86400, lid: 'x'.repeat(MAX_TOKEN_LENGTH) }), true],
    ['valid and bound (exp 1 ms ahead)', encodeToken({ exp: NOW_S + 0.001, lid: 'login-1' }), false],
    ['valid and bound', encodeToken({ exp: NOW_S + 86400, lid: 'login-1' }), false],
  ])('%s → %s', (_, cookie, needed) => {
    expect(longTermTokenNeeded(cookie, NOW_MS)).toBe(needed);
  });
});

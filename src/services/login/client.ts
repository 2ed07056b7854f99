import { defineCall } from '../http/call';
import type { ServiceClient } from '../http/client';
import { httpStatus } from '../http/constants';
import type { CallAuth, CallOptions, ServiceCall, ServiceResult } from '../http/types';
import {
  EMPTY_JSON_BODY,
  LOGIN_PATH,
  LOGIN_TOKEN_RENEW_PATH,
  LONG_TERM_TOKEN_PATH,
  type LoginResult,
} from './constants';
import type { LoginRequest } from './contract';

/** "POST /service/login/api/v1/login: JSON body (fields not shown), CSRF header". */
export const loginAuth: CallAuth = { csrfMarker: true };

/** What a login call itself gives; SERVICE_UNAVAILABLE is every failure (`loginResultOf`). */
export type LoginAnswer = Exclude<LoginResult, 'SERVICE_UNAVAILABLE'>;

const SUCCESS: LoginAnswer = 'SUCCESS';
const unauthorized: Readonly<Record<number, LoginAnswer>> = { [httpStatus.unauthorized]: 'UNAUTHORIZED' };

/**
 * "200 success, 401 unauthorized, anything else ... service unavailable": only 200 is a success (a 201
 * is an `http` error), 401 is a value; the answer body is not read (not shown).
 */
const loginCall = defineCall({
  service: 'login',
  name: 'login',
  method: 'POST',
  path: LOGIN_PATH,
  contract: 'none',
  auth: loginAuth,
  successStatuses: [httpStatus.ok],
  statusValues: unauthorized,
  request: (body: LoginRequest) => ({ body }),
  value: () => SUCCESS,
});

/**
 * The answer body is not shown and not read; the status is the value, because the keep-alive tells 201 (outcome 0,
 * renewed, the timer goes on) from 200 (outcome 1, renewed, the timer stops).
 */
const renewCall = defineCall({
  service: 'login',
  name: 'renewLoginToken',
  method: 'POST',
  path: LOGIN_TOKEN_RENEW_PATH,
  contract: 'none',
  request: () => ({ body: EMPTY_JSON_BODY }),
  value: (_, answer) => ({ status: answer.status }),
});

/** The answer is not shown: the token arrives as a cookie; any 2xx is success. */
const longTermTokenCall = defineCall({
  service: 'login',
  name: 'requestLongTermToken',
  method: 'GET',
  path: LONG_TERM_TOKEN_PATH,
  contract: 'none',
});

/**
 * POST /service/login/api/v1/login. 200 → 'SUCCESS', 401 → 'UNAUTHORIZED' (both values); any other status is an
 * `http` error, which `loginResultOf` reads as SERVICE_UNAVAILABLE.
 */
export function login(
  client: ServiceClient,
  body: LoginRequest,
  options?: CallOptions,
): Promise<ServiceResult<LoginAnswer>> {
  return loginCall.send(client, body, options);
}

/** "200 success, 401 unauthorized, anything else or network failure service unavailable". */
export function loginResultOf(result: ServiceResult<LoginAnswer>): LoginResult {
  return result.ok ? result.value : 'SERVICE_UNAVAILABLE';
}

/**
 * POST /service/login/api/v1/logintoken/renew with an empty JSON body: `{ status }` of any 2xx (201 and 200 are two
 * outcomes).
 */
export function renewLoginToken(
  client: ServiceClient,
  options?: CallOptions,
): Promise<ServiceResult<{ status: number }>> {
  return renewCall.send(client, undefined, options);
}

/**
 * GET /service/login/api/v1/longtermtoken, "called when the long-term token is missing, expired or not bound to a
 * login".
 */
export function requestLongTermToken(client: ServiceClient, options?: CallOptions): Promise<ServiceResult<void>> {
  return longTermTokenCall.send(client, undefined, options);
}

export const loginCalls: readonly ServiceCall[] = [loginCall, renewCall, longTermTokenCall];

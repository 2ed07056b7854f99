import { requestVoid, httpError, isSuccessStatus, type CallAuth, type ServiceClient } from '../http/client';
import { httpStatus } from '../http/constants';
import { fail, ok, type ServiceCall, type ServiceResult } from '../http/types';
import {
  EMPTY_JSON_BODY,
  LOGIN_PATH,
  LOGIN_TOKEN_RENEW_PATH,
  LONG_TERM_TOKEN_PATH,
  type LoginResult,
} from './constants';
import type { LoginRequest } from './contract';

/** Spec 002 §7: "POST /service/login/api/v1/login: JSON body (fields not shown), CSRF header". */
export const loginAuth: CallAuth = { csrfMarker: true };

/**
 * POST /service/login/api/v1/login. 200 → 'SUCCESS', 401 → 'UNAUTHORIZED' (both values); any other status is an
 * `http` error, which `loginResultOf` reads as SERVICE_UNAVAILABLE. The answer body is not read (not shown).
 */
export async function login(
  client: ServiceClient,
  body: LoginRequest,
): Promise<ServiceResult<Exclude<LoginResult, 'SERVICE_UNAVAILABLE'>>> {
  const sent = await client.send({ method: 'POST', path: LOGIN_PATH, body, auth: loginAuth });
  if (!sent.ok) return sent;
  if (sent.value.status === httpStatus.ok) return ok('SUCCESS');
  if (sent.value.status === httpStatus.unauthorized) return ok('UNAUTHORIZED');
  return fail(httpError(sent.value));
}

/** Spec 002 §7: "200 success, 401 unauthorized, anything else or network failure service unavailable". */
export function loginResultOf(result: ServiceResult<Exclude<LoginResult, 'SERVICE_UNAVAILABLE'>>): LoginResult {
  return result.ok ? result.value : 'SERVICE_UNAVAILABLE';
}

/**
 * POST /service/login/api/v1/logintoken/renew with an empty JSON body. The answer body is not shown and not read;
 * the status is the value, because the keep-alive tells 201 (outcome 0) from 200 (outcome 1) (spec 002 §4).
 */
export async function renewLoginToken(client: ServiceClient): Promise<ServiceResult<{ status: number }>> {
  const sent = await client.send({ method: 'POST', path: LOGIN_TOKEN_RENEW_PATH, body: EMPTY_JSON_BODY });
  if (!sent.ok) return sent;
  return isSuccessStatus(sent.value.status) ? ok({ status: sent.value.status }) : fail(httpError(sent.value));
}

/**
 * GET /service/login/api/v1/longtermtoken, "called when the long-term token is missing, expired or not bound to a
 * login" (spec 002 §7). The answer is not shown: the token arrives as a cookie; any 2xx is success.
 */
export function requestLongTermToken(client: ServiceClient): Promise<ServiceResult<void>> {
  return requestVoid(client, { method: 'GET', path: LONG_TERM_TOKEN_PATH });
}

export const loginCalls: ServiceCall[] = [
  { service: 'login', name: 'login', method: 'POST', path: LOGIN_PATH },
  { service: 'login', name: 'renewLoginToken', method: 'POST', path: LOGIN_TOKEN_RENEW_PATH },
  { service: 'login', name: 'requestLongTermToken', method: 'GET', path: LONG_TERM_TOKEN_PATH },
];

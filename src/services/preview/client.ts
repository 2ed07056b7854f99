import { defineCall } from '../http/call';
import type { ServiceClient } from '../http/client';
import type { CallOptions, ServiceCall, ServiceResult } from '../http/types';
import {
  CHECK_AUTH_PATH,
  PREVIEW_LOGOUT_PATH,
  PREVIEW_RENEW_PATH,
  PREVIEW_TOKEN_METHOD,
  PREVIEW_TOKEN_PATH,
  checkAuthStatus,
} from './constants';
import {
  checkAuthResponseSchema,
  previewTokenResponseSchema,
  type CheckAuth,
  type PreviewTokenResponse,
} from './contract';

export interface PreviewSettings {
  /** ISO timestamp of the preview date and time. */
  previewDateTime: string;
  /** The A/B test and group; both absent for "None" ("An empty selection is valid"). */
  test?: string;
  group?: string;
}

const checkAuthCall = defineCall({
  service: 'preview',
  name: 'checkPreviewAuth',
  method: 'GET',
  path: CHECK_AUTH_PATH,
  contract: checkAuthResponseSchema,
});

/** Answer not shown, not read. */
const logoutCall = defineCall({
  service: 'preview',
  name: 'logoutPreview',
  method: 'GET',
  path: PREVIEW_LOGOUT_PATH,
  contract: 'none',
});

/** "called once on opening, then every 5 minutes"; answer not read. */
const renewCall = defineCall({
  service: 'preview',
  name: 'renewPreviewLogin',
  method: 'GET',
  path: PREVIEW_RENEW_PATH,
  contract: 'none',
});

/** Method chosen (spec: "not shown"): see PREVIEW_TOKEN_METHOD. */
const tokenCall = defineCall({
  service: 'preview',
  name: 'setPreviewToken',
  method: PREVIEW_TOKEN_METHOD,
  path: PREVIEW_TOKEN_PATH,
  contract: previewTokenResponseSchema,
  request: (settings: PreviewSettings) => ({
    query: { test: settings.test || undefined, group: settings.group || undefined },
    body: { previewDateTime: settings.previewDateTime },
  }),
});

/** GET /service/preview/api/auth/checkauth: the staff-session check. Any failure hides the panel. */
export function checkPreviewAuth(client: ServiceClient, options?: CallOptions): Promise<ServiceResult<CheckAuth>> {
  return checkAuthCall.send(client, undefined, options);
}

/**
 * The panel is "Hidden unless the staff-session check succeeds": an answer whose status says staff. Any failure (an
 * error status, the network, the timeout, an answer not of the contract) or another status is no staff session.
 */
export function isStaffSession(result: ServiceResult<CheckAuth>): boolean {
  return result.ok && result.value.status === checkAuthStatus.staff;
}

/** GET /service/preview/api/auth/logout (answer not shown, not read). */
export function logoutPreview(client: ServiceClient, options?: CallOptions): Promise<ServiceResult<void>> {
  return logoutCall.send(client, undefined, options);
}

/** GET /service/preview/api/auth/login/renew: "called once on opening, then every 5 minutes" (answer not read). */
export function renewPreviewLogin(client: ServiceClient, options?: CallOptions): Promise<ServiceResult<void>> {
  return renewCall.send(client, undefined, options);
}

/** POST /service/preview/api/token?test=…&group=… with `{ previewDateTime }` (method chosen; spec: "not shown"). */
export function setPreviewToken(
  client: ServiceClient,
  settings: PreviewSettings,
  options?: CallOptions,
): Promise<ServiceResult<PreviewTokenResponse>> {
  return tokenCall.send(client, settings, options);
}

/** "'Settings applied successfully.' when the token call returns SUCCESS", failure otherwise. */
export function previewSettingsApplied(result: ServiceResult<PreviewTokenResponse>): boolean {
  return result.ok && result.value.status === 'SUCCESS';
}

export const previewCalls: readonly ServiceCall[] = [checkAuthCall, logoutCall, renewCall, tokenCall];

import { requestJson, requestVoid, type ServiceClient } from '../http/client';
import type { ServiceCall, ServiceResult } from '../http/types';
import {
  CHECK_AUTH_PATH,
  PREVIEW_LOGOUT_PATH,
  PREVIEW_RENEW_PATH,
  PREVIEW_TOKEN_METHOD,
  PREVIEW_TOKEN_PATH,
} from './constants';
import {
  checkAuthResponseSchema,
  previewTokenResponseSchema,
  type CheckAuth,
  type PreviewTokenResponse,
} from './contract';

/** GET /service/preview/api/auth/checkauth: the staff-session check (spec 002 §7). Any failure hides the panel. */
export function checkPreviewAuth(client: ServiceClient): Promise<ServiceResult<CheckAuth>> {
  return requestJson(client, { method: 'GET', path: CHECK_AUTH_PATH }, checkAuthResponseSchema);
}

/** GET /service/preview/api/auth/logout (answer not shown, not read). */
export function logoutPreview(client: ServiceClient): Promise<ServiceResult<void>> {
  return requestVoid(client, { method: 'GET', path: PREVIEW_LOGOUT_PATH });
}

/** GET /service/preview/api/auth/login/renew: "called once on opening, then every 5 minutes" (answer not read). */
export function renewPreviewLogin(client: ServiceClient): Promise<ServiceResult<void>> {
  return requestVoid(client, { method: 'GET', path: PREVIEW_RENEW_PATH });
}

export interface PreviewSettings {
  /** ISO timestamp of the preview date and time. */
  previewDateTime: string;
  /** The A/B test and group; both absent for "None" (spec 002 §5: "An empty selection is valid"). */
  test?: string;
  group?: string;
}

/** POST /service/preview/api/token?test=…&group=… with `{ previewDateTime }` (method chosen; spec: "not shown"). */
export function setPreviewToken(
  client: ServiceClient,
  settings: PreviewSettings,
): Promise<ServiceResult<PreviewTokenResponse>> {
  return requestJson(
    client,
    {
      method: PREVIEW_TOKEN_METHOD,
      path: PREVIEW_TOKEN_PATH,
      query: { test: settings.test || undefined, group: settings.group || undefined },
      body: { previewDateTime: settings.previewDateTime },
    },
    previewTokenResponseSchema,
  );
}

/** Spec 002 §8: "'Settings applied successfully.' when the token call returns SUCCESS", failure otherwise. */
export function previewSettingsApplied(result: ServiceResult<PreviewTokenResponse>): boolean {
  return result.ok && result.value.status === 'SUCCESS';
}

export const previewCalls: ServiceCall[] = [
  { service: 'preview', name: 'checkPreviewAuth', method: 'GET', path: CHECK_AUTH_PATH },
  { service: 'preview', name: 'logoutPreview', method: 'GET', path: PREVIEW_LOGOUT_PATH },
  { service: 'preview', name: 'renewPreviewLogin', method: 'GET', path: PREVIEW_RENEW_PATH },
  { service: 'preview', name: 'setPreviewToken', method: PREVIEW_TOKEN_METHOD, path: PREVIEW_TOKEN_PATH },
];

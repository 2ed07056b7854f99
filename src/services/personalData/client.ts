import { requestJson, type CallAuth, type ServiceClient } from '../http/client';
import type { ServiceCall, ServiceResult } from '../http/types';
import { PSDATA_CACHE_MODE, PSDATA_PATH } from './constants';
import { personalDataSchema, type PersonalData } from './contract';

/**
 * Spec 000 §7: personal-data calls "send credentials" and "headers carrying the long-term token, the login token
 * and a CSRF marker"; spec 002 §7: "credentials and a CSRF header".
 */
export const personalDataAuth: CallAuth = {
  credentials: true,
  longTermToken: true,
  loginToken: true,
  csrfMarker: true,
};

/** GET /service/customerfrontenddata/api/v1/psdata, never from a cache (spec 000 §7 #2 "no caching"). */
export function fetchPersonalData(client: ServiceClient): Promise<ServiceResult<PersonalData>> {
  return requestJson(
    client,
    { method: 'GET', path: PSDATA_PATH, auth: personalDataAuth, cache: PSDATA_CACHE_MODE },
    personalDataSchema,
  );
}

/**
 * Spec 002 §7: psdata's "result parsed as JSON and cached in one shared promise for reuse". One loader per client
 * (per page): the first `get()` calls, later ones share its promise; `reset()` forgets it (e.g. after login).
 */
export function createPersonalDataLoader(client: ServiceClient) {
  let shared: Promise<ServiceResult<PersonalData>> | undefined;
  return {
    get(): Promise<ServiceResult<PersonalData>> {
      shared ??= fetchPersonalData(client);
      return shared;
    },
    reset(): void {
      shared = undefined;
    },
  };
}
export type PersonalDataLoader = ReturnType<typeof createPersonalDataLoader>;

export const personalDataCalls: ServiceCall[] = [
  { service: 'personalData', name: 'fetchPersonalData', method: 'GET', path: PSDATA_PATH },
];

import { defineCall } from '../http/call';
import type { ServiceClient } from '../http/client';
import type { CallAuth, CallOptions, ServiceCall, ServiceResult } from '../http/types';
import { PSDATA_CACHE_MODE, PSDATA_PATH } from './constants';
import { personalDataSchema, type PersonalData } from './contract';

/**
 * The header's personal-data calls "send credentials" and "headers carrying the long-term token, the login token
 * and a CSRF marker"; the footer's send "credentials and a CSRF header".
 */
export const personalDataAuth: CallAuth = {
  credentials: true,
  longTermToken: true,
  loginToken: true,
  csrfMarker: true,
};

const personalDataCall = defineCall({
  service: 'personalData',
  name: 'fetchPersonalData',
  method: 'GET',
  path: PSDATA_PATH,
  contract: personalDataSchema,
  auth: personalDataAuth,
  cache: PSDATA_CACHE_MODE,
});

/** GET /service/customerfrontenddata/api/v1/psdata, never from a cache ("no caching"). */
export function fetchPersonalData(client: ServiceClient, options?: CallOptions): Promise<ServiceResult<PersonalData>> {
  return personalDataCall.send(client, undefined, options);
}

export const personalDataCalls: readonly ServiceCall[] = [personalDataCall];

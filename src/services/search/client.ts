import { requestJson, type ServiceClient } from '../http/client';
import type { ServiceCall, ServiceResult, SiteCode } from '../http/types';
import { CACHEKEY_PATH, MAX_PRODUCTS, MAX_SEARCH_TERMS, SUGGESTIONS_PATH } from './constants';
import { cacheKeyResponseSchema, suggestionsResponseSchema, type CacheKey, type Suggestions } from './contract';

export interface SuggestionsRequest {
  /** The typed text, sent as is (the header trims and checks the minimum length before calling). */
  q: string;
  site: SiteCode;
  /**
   * The new header asks for at most 10 terms and 5 products (spec 000 §7 #7); the old header sends neither.
   * Default true: send both.
   */
  withMaxima?: boolean;
}

/** GET /service/searchfrontend/api/suggestions?q=…&site=…[&maxSearchTerms=10&maxProducts=5]. */
export function fetchSuggestions(
  client: ServiceClient,
  request: SuggestionsRequest,
): Promise<ServiceResult<Suggestions>> {
  const withMaxima = request.withMaxima ?? true;
  return requestJson(
    client,
    {
      method: 'GET',
      path: SUGGESTIONS_PATH,
      query: {
        q: request.q,
        site: request.site,
        maxSearchTerms: withMaxima ? MAX_SEARCH_TERMS : undefined,
        maxProducts: withMaxima ? MAX_PRODUCTS : undefined,
      },
    },
    suggestionsResponseSchema,
  );
}

/** GET /service/searchfrontend/api/cachekey, at header start (spec 000 §7 #8). */
export function fetchSearchCacheKey(client: ServiceClient): Promise<ServiceResult<CacheKey>> {
  return requestJson(client, { method: 'GET', path: CACHEKEY_PATH }, cacheKeyResponseSchema);
}

export const searchCalls: ServiceCall[] = [
  { service: 'search', name: 'fetchSuggestions', method: 'GET', path: SUGGESTIONS_PATH },
  { service: 'search', name: 'fetchSearchCacheKey', method: 'GET', path: CACHEKEY_PATH },
];

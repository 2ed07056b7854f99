import { defineCall } from '../http/call';
import type { ServiceClient } from '../http/client';
import type { CallOptions, RetryPolicy, ServiceCall, ServiceError, ServiceResult, SiteCode } from '../http/types';
import {
  CACHEKEY_PATH,
  MAX_PRODUCTS,
  MAX_SEARCH_TERMS,
  SUGGESTIONS_PATH,
  SUGGESTIONS_RETRY_DELAY_MS,
  SUGGESTIONS_RETRY_MIN_STATUS,
  SUGGESTIONS_RETRY_TIMES,
} from './constants';
import { cacheKeyResponseSchema, suggestionsResponseSchema, type CacheKey, type Suggestions } from './contract';

export interface SuggestionsRequest {
  /** The typed text, sent as is (the header trims and checks the minimum length before calling). */
  q: string;
  site: SiteCode;
  /**
   * The new header asks for at most 10 terms and 5 products and retries; the old header sends
   * neither maximum and does not retry. Default true: the new header.
   */
  withMaxima?: boolean;
}

const isNewHeader = (request: SuggestionsRequest) => request.withMaxima ?? true;

/**
 * The new header retries "a failed request (status 400 or above)" up to 4 times, 2 seconds apart. A
 * dropped connection is a failed request too; a timeout (already 15000 ms spent), an answer that does not parse and
 * the caller's abort are not retried.
 */
const suggestionsRetry: RetryPolicy<SuggestionsRequest> = {
  times: SUGGESTIONS_RETRY_TIMES,
  delayMs: SUGGESTIONS_RETRY_DELAY_MS,
  when: (error: ServiceError, request: SuggestionsRequest) =>
    isNewHeader(request) &&
    ((error.kind === 'http' && error.status >= SUGGESTIONS_RETRY_MIN_STATUS) || error.kind === 'network'),
};

const suggestionsCall = defineCall({
  service: 'search',
  name: 'fetchSuggestions',
  method: 'GET',
  path: SUGGESTIONS_PATH,
  contract: suggestionsResponseSchema,
  retry: suggestionsRetry,
  request: (request: SuggestionsRequest) => {
    const withMaxima = isNewHeader(request);
    return {
      query: {
        q: request.q,
        site: request.site,
        maxSearchTerms: withMaxima ? MAX_SEARCH_TERMS : undefined,
        maxProducts: withMaxima ? MAX_PRODUCTS : undefined,
      },
    };
  },
});

/** Called once, at header start. */
const cacheKeyCall = defineCall({
  service: 'search',
  name: 'fetchSearchCacheKey',
  method: 'GET',
  path: CACHEKEY_PATH,
  contract: cacheKeyResponseSchema,
});

/**
 * GET /service/searchfrontend/api/suggestions?q=…&site=…[&maxSearchTerms=10&maxProducts=5], with the new header's
 * retries. Pass a `signal` to cancel an older call when a newer keystroke starts one (`aborted`, no more retries).
 */
export function fetchSuggestions(
  client: ServiceClient,
  request: SuggestionsRequest,
  options?: CallOptions,
): Promise<ServiceResult<Suggestions>> {
  return suggestionsCall.send(client, request, options);
}

/** GET /service/searchfrontend/api/cachekey, at header start. */
export function fetchSearchCacheKey(client: ServiceClient, options?: CallOptions): Promise<ServiceResult<CacheKey>> {
  return cacheKeyCall.send(client, undefined, options);
}

export const searchCalls: readonly ServiceCall[] = [suggestionsCall, cacheKeyCall];

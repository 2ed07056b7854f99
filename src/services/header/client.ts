import { defineCall } from '../http/call';
import type { ServiceClient } from '../http/client';
import type { CallOptions, ServiceCall, ServiceResult, SiteCode } from '../http/types';
import { HEADER_SHOW_PATH, HEADER_TREE_PATH } from './constants';
import { headerShowResponseSchema, headerTreeResponseSchema, type HeaderShow, type HeaderTree } from './contract';

const headerShowCall = defineCall({
  service: 'header',
  name: 'fetchHeaderNavigation',
  method: 'GET',
  path: HEADER_SHOW_PATH,
  contract: headerShowResponseSchema,
});

const headerTreeCall = defineCall({
  service: 'header',
  name: 'fetchHeaderTree',
  method: 'GET',
  path: HEADER_TREE_PATH,
  contract: headerTreeResponseSchema,
  request: (site: SiteCode) => ({ query: { site } }),
});

/** GET /service/header-backend/api/show: the navigation tree. */
export function fetchHeaderNavigation(
  client: ServiceClient,
  options?: CallOptions,
): Promise<ServiceResult<HeaderShow>> {
  return headerShowCall.send(client, undefined, options);
}

/** GET /service/header/api/header-tree?site=…: desktop and mobile items (new header only). */
export function fetchHeaderTree(
  client: ServiceClient,
  site: SiteCode,
  options?: CallOptions,
): Promise<ServiceResult<HeaderTree>> {
  return headerTreeCall.send(client, site, options);
}

export const headerCalls: readonly ServiceCall[] = [headerShowCall, headerTreeCall];

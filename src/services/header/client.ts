import { requestJson, type ServiceClient } from '../http/client';
import type { ServiceCall, ServiceResult, SiteCode } from '../http/types';
import { HEADER_SHOW_PATH, HEADER_TREE_PATH } from './constants';
import { headerShowResponseSchema, headerTreeResponseSchema, type HeaderShow, type HeaderTree } from './contract';

/** GET /service/header-backend/api/show: the navigation tree (spec 000 §7 #4). */
export function fetchHeaderNavigation(client: ServiceClient): Promise<ServiceResult<HeaderShow>> {
  return requestJson(client, { method: 'GET', path: HEADER_SHOW_PATH }, headerShowResponseSchema);
}

/** GET /service/header/api/header-tree?site=…: desktop and mobile items (spec 000 §7 #5; new header only). */
export function fetchHeaderTree(client: ServiceClient, site: SiteCode): Promise<ServiceResult<HeaderTree>> {
  return requestJson(client, { method: 'GET', path: HEADER_TREE_PATH, query: { site } }, headerTreeResponseSchema);
}

export const headerCalls: ServiceCall[] = [
  { service: 'header', name: 'fetchHeaderNavigation', method: 'GET', path: HEADER_SHOW_PATH },
  { service: 'header', name: 'fetchHeaderTree', method: 'GET', path: HEADER_TREE_PATH },
];

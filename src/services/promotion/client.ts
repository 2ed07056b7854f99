import type { z } from 'zod/mini';
import { defineCall } from '../http/call';
import { decodeJson, siteHeader, type ServiceClient } from '../http/client';
import { fail, ok, type CallOptions, type ServiceCall, type ServiceResult, type SiteCode } from '../http/types';
import {
  PROMOTION_PATH,
  promotionTagParams,
  promotionTypeByApiType,
  TAG_SEPARATOR,
  type ApiPromotionType,
  type PromotionType,
} from './constants';
import { NO_PROMOTION, promotionCallBase, type NoPromotion } from './base';
import { promotionContentSchema, type PromotionContent, type PromotionResponse } from './contract';

export { promotionAuth, type NoPromotion } from './base';

/** The promotion call's three optional tag lists. */
export type PromotionTags = Partial<Record<(typeof promotionTagParams)[number], readonly string[]>>;

export interface PromotionRequest {
  /** A promotion id (e.g. ~header_top) or a placement (e.g. SHOP_FOOTER). */
  id: string;
  /** Sent as the x-hunter-site header. */
  site: SiteCode;
  tags?: PromotionTags;
}

/** A promotion as the header shows it, or why there is none. */
export type PromotionAnswer =
  | { kind: 'promotion'; type: PromotionType; apiType: ApiPromotionType; content: PromotionContent }
  /** "An unknown type shows nothing": a value, so the caller can decide (and log). */
  | { kind: 'unknown-type'; apiType: string }
  | NoPromotion;

const tagQuery = (tags: PromotionTags | undefined) =>
  Object.fromEntries(promotionTagParams.map((p) => [p, tags?.[p]?.length ? tags[p].join(TAG_SEPARATOR) : undefined]));

const promotionCall = defineCall({
  ...promotionCallBase,
  service: 'promotion',
  name: 'fetchPromotion',
  path: PROMOTION_PATH,
  request: (request: PromotionRequest) => ({
    params: { promotionId: request.id },
    query: tagQuery(request.tags),
    headers: siteHeader(request.site),
  }),
});

/** GET /service/promotion/api/promotion/{id}: the raw `{ type, contentJSON }`, or `{ kind: 'none' }` on 404. */
export function fetchPromotionResponse(
  client: ServiceClient,
  request: PromotionRequest,
  options?: CallOptions,
): Promise<ServiceResult<PromotionResponse | NoPromotion>> {
  return promotionCall.send(client, request, options);
}

/** Parses a contentJSON text with its schema; problems are `invalid-response` issues under `contentJSON`. */
export function parseContentJson<S extends z.ZodMiniType>(contentJSON: string, schema: S): ServiceResult<z.output<S>> {
  const decoded = decodeJson(contentJSON, schema);
  if (decoded.ok || decoded.error.kind !== 'invalid-response') return decoded;
  return fail({
    kind: 'invalid-response',
    issues: decoded.error.issues.map((issue) => ({ ...issue, path: ['contentJSON', ...issue.path] })),
  });
}

const isKnownType = (type: string): type is ApiPromotionType =>
  Object.prototype.hasOwnProperty.call(promotionTypeByApiType, type);

/**
 * A header promotion: 404 → `none`; an unknown API type → `unknown-type`; otherwise the internal
 * type and the parsed contentJSON (unparseable content is `invalid-response`).
 */
export async function fetchPromotion(
  client: ServiceClient,
  request: PromotionRequest,
  options?: CallOptions,
): Promise<ServiceResult<PromotionAnswer>> {
  const result = await fetchPromotionResponse(client, request, options);
  if (!result.ok) return result;
  if (result.value === NO_PROMOTION) return ok(NO_PROMOTION);
  const { type, contentJSON } = result.value as PromotionResponse;
  if (!isKnownType(type)) return ok({ kind: 'unknown-type', apiType: type });
  const content = parseContentJson(contentJSON, promotionContentSchema);
  if (!content.ok) return content;
  return ok({ kind: 'promotion', type: promotionTypeByApiType[type], apiType: type, content: content.value });
}

export const promotionCalls: readonly ServiceCall[] = [promotionCall];

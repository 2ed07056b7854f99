import type { z } from 'zod';
import { decodeJson, requestJsonOr, type CallAuth, type ServiceClient } from '../http/client';
import { httpStatus, serviceHeaders } from '../http/constants';
import { fail, ok, type ServiceCall, type ServiceResult, type SiteCode } from '../http/types';
import {
  PROMOTION_PATH,
  PROMOTION_PATH_PREFIX,
  promotionTagParams,
  promotionTypeByApiType,
  TAG_SEPARATOR,
  type ApiPromotionType,
  type PromotionType,
} from './constants';
import {
  promotionContentSchema,
  promotionResponseSchema,
  type PromotionContent,
  type PromotionResponse,
} from './contract';

/**
 * Spec 002 §7 (promotion placement): "credentials included, timeout 15000 ms". Spec 000 does not say for the header
 * promotions; it is the same call, so it always includes credentials (the PreviewToken cookie reaches the service).
 */
export const promotionAuth: CallAuth = { credentials: true };

/** Spec 000 §7 #3: the three optional tag lists. */
export type PromotionTags = Partial<Record<(typeof promotionTagParams)[number], readonly string[]>>;

export interface PromotionRequest {
  /** A promotion id (e.g. ~header_top) or a placement (e.g. SHOP_FOOTER). */
  id: string;
  /** Sent as the x-hunter-site header. */
  site: SiteCode;
  tags?: PromotionTags;
}

/** 404: "no content" (spec 002 §7), a value, not an error. */
export type NoPromotion = { kind: 'none' };
const NONE: NoPromotion = { kind: 'none' };

/** A promotion as the header shows it, or why there is none. */
export type PromotionAnswer =
  | { kind: 'promotion'; type: PromotionType; apiType: ApiPromotionType; content: PromotionContent }
  /** Spec 000 §4: "An unknown type shows nothing": a value, so the caller can decide (and log). */
  | { kind: 'unknown-type'; apiType: string }
  | NoPromotion;

const tagQuery = (tags: PromotionTags | undefined) =>
  Object.fromEntries(promotionTagParams.map((p) => [p, tags?.[p]?.length ? tags[p].join(TAG_SEPARATOR) : undefined]));

/** GET /service/promotion/api/promotion/{id}: the raw `{ type, contentJSON }`, or `{ kind: 'none' }` on 404. */
export function fetchPromotionResponse(
  client: ServiceClient,
  request: PromotionRequest,
): Promise<ServiceResult<PromotionResponse | NoPromotion>> {
  return requestJsonOr(
    client,
    {
      method: 'GET',
      path: `${PROMOTION_PATH_PREFIX}${encodeURIComponent(request.id)}`,
      query: tagQuery(request.tags),
      headers: { [serviceHeaders.hunterSite]: request.site },
      auth: promotionAuth,
    },
    promotionResponseSchema,
    { [httpStatus.notFound]: NONE },
  );
}

/** Parses a contentJSON text with its schema; problems are `invalid-response` issues under `contentJSON`. */
export function parseContentJson<S extends z.ZodType>(contentJSON: string, schema: S): ServiceResult<z.output<S>> {
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
 * A header promotion (spec 000 §7 #3): 404 → `none`; an unknown API type → `unknown-type`; otherwise the internal
 * type and the parsed contentJSON (unparseable content is `invalid-response`).
 */
export async function fetchPromotion(
  client: ServiceClient,
  request: PromotionRequest,
): Promise<ServiceResult<PromotionAnswer>> {
  const result = await fetchPromotionResponse(client, request);
  if (!result.ok) return result;
  if (result.value === NONE) return ok(NONE);
  const { type, contentJSON } = result.value as PromotionResponse;
  if (!isKnownType(type)) return ok({ kind: 'unknown-type', apiType: type });
  const content = parseContentJson(contentJSON, promotionContentSchema);
  if (!content.ok) return content;
  return ok({ kind: 'promotion', type: promotionTypeByApiType[type], apiType: type, content: content.value });
}

export const promotionCalls: ServiceCall[] = [
  { service: 'promotion', name: 'fetchPromotion', method: 'GET', path: PROMOTION_PATH },
];

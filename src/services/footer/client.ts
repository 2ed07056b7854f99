import type { ServiceClient } from '../http/client';
import { ok, type ServiceCall, type ServiceResult, type SiteCode } from '../http/types';
import { fetchPromotionResponse, parseContentJson, type NoPromotion } from '../promotion/client';
import { PROMOTION_PATH, SHOP_FOOTER_PLACEMENT } from '../promotion/constants';
import type { PromotionResponse } from '../promotion/contract';
import { footerContentSchema, type FooterContent } from './contract';

/** Footer content, or none (404: "no footer content", spec 002 §8). */
export type FooterContentAnswer = { kind: 'footer'; content: FooterContent } | NoPromotion;

/**
 * The footer content of a site from the promotion placement SHOP_FOOTER (spec 002 §7: "GET
 * /service/promotion/api/promotion/{placement}, credentials included, timeout 15000 ms; 404 means no content;
 * otherwise the field contentJSON, a JSON text, is parsed"). The promotion type is not checked.
 */
export async function fetchFooterContent(
  client: ServiceClient,
  site: SiteCode,
): Promise<ServiceResult<FooterContentAnswer>> {
  const result = await fetchPromotionResponse(client, { id: SHOP_FOOTER_PLACEMENT, site });
  if (!result.ok) return result;
  if (!('contentJSON' in result.value)) return ok({ kind: 'none' });
  const content = parseContentJson((result.value as PromotionResponse).contentJSON, footerContentSchema);
  return content.ok ? ok({ kind: 'footer', content: content.value }) : content;
}

export const footerCalls: ServiceCall[] = [
  {
    service: 'footer',
    name: 'fetchFooterContent',
    method: 'GET',
    path: PROMOTION_PATH.replace('{promotionId}', SHOP_FOOTER_PLACEMENT),
  },
];

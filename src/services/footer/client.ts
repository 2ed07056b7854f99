import { defineCall } from '../http/call';
import { siteHeader, type ServiceClient } from '../http/client';
import { ok, type CallOptions, type ServiceCall, type ServiceResult, type SiteCode } from '../http/types';
import { promotionCallBase, type NoPromotion } from '../promotion/base';
import { parseContentJson } from '../promotion/client';
import { PROMOTION_PATH_PREFIX, SHOP_FOOTER_PLACEMENT } from '../promotion/constants';
import { footerContentSchema, type FooterContent } from './contract';

/** Footer content, or none ("Promotion 404 for footer content: no footer content"). */
export type FooterContentAnswer = { kind: 'footer'; content: FooterContent } | NoPromotion;

/** "the footer content is also available as a promotion placement SHOP_FOOTER". */
const footerCall = defineCall({
  ...promotionCallBase,
  service: 'footer',
  name: 'fetchFooterContent',
  path: `${PROMOTION_PATH_PREFIX}${SHOP_FOOTER_PLACEMENT}`,
  request: (site: SiteCode) => ({ headers: siteHeader(site) }),
});

/**
 * The footer content of a site from the promotion placement SHOP_FOOTER ("GET
 * /service/promotion/api/promotion/{placement}, credentials included, timeout 15000 ms; 404 means no content;
 * otherwise the field contentJSON, a JSON text, is parsed"). The promotion type is not checked.
 */
export async function fetchFooterContent(
  client: ServiceClient,
  site: SiteCode,
  options?: CallOptions,
): Promise<ServiceResult<FooterContentAnswer>> {
  const result = await footerCall.send(client, site, options);
  if (!result.ok) return result;
  if (!('contentJSON' in result.value)) return ok({ kind: 'none' });
  const content = parseContentJson(result.value.contentJSON, footerContentSchema);
  return content.ok ? ok({ kind: 'footer', content: content.value }) : content;
}

export const footerCalls: readonly ServiceCall[] = [footerCall];

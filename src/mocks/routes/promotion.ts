/**
 * Promotions: GET /service/promotion/api/promotion/{promotionId} by id or placement, filtered by
 * the allOfTags / anyOfTags / noneOfTags query lists (comma-separated), for the site in the X-Hunter-Site header
 * (unknown or missing: DE). Answers `{ type, contentJSON }`, or 404 when nothing matches ("404 means no content").
 *
 * The footer placement SHOP_FOOTER is the footer module's (routes/footer.ts): this route passes it on, so the
 * order of the two modules in the app does not matter.
 *
 * Preview mode ("When a PreviewToken cookie exists (preview mode) the promotion is refetched"): a
 * request whose PreviewToken cookie holds a preview selection as the preview service writes it (routes/preview.ts,
 * `previewSelectionOf`: JSON with an ISO `previewDateTime`) gets the seed's preview-only promotions first: the top
 * banner and the phase integration answer the next campaign (another headline), so the storefront's refetch shows
 * something new. A cookie with any other value is no preview selection: the live promotions answer, as the A/B
 * service ignores it too. The header benefits have no preview-only version.
 */
import type { RegisterRoutes } from '../app';
import { resolveSite } from '../../platform/site/sites';
import { serviceHeaders } from '../../services/http/constants';
import { PROMOTION_PATH_PREFIX, SHOP_FOOTER_PLACEMENT, TAG_SEPARATOR } from '../../services/promotion/constants';
import { promotionQuerySchema } from '../../services/promotion/contract';
import { NO_CONTENT_CODE } from '../fixtures/constants';
import { findPromotion } from '../fixtures/promotions';
import { previewSelectionOf } from './abTests';

/** The route pattern of the promotion call (also its fault key: `GET ${PROMOTION_ROUTE}`). */
export const PROMOTION_ROUTE = `${PROMOTION_PATH_PREFIX}:promotionId`;

const tagList = (value: string | undefined) =>
  (value ?? '')
    .split(TAG_SEPARATOR)
    .map((t) => t.trim())
    .filter(Boolean);

export const registerPromotionRoutes: RegisterRoutes = (app) => {
  app.get(PROMOTION_ROUTE, async (c, next) => {
    const id = c.req.param('promotionId');
    if (id === SHOP_FOOTER_PLACEMENT) return next();
    const site = resolveSite(c.req.header(serviceHeaders.hunterSite)).code;
    const query = promotionQuerySchema.parse(c.req.query());
    const filter = {
      allOfTags: tagList(query.allOfTags),
      anyOfTags: tagList(query.anyOfTags),
      noneOfTags: tagList(query.noneOfTags),
    };
    const promotion = findPromotion(id, site, filter, previewSelectionOf(c) !== undefined);
    if (!promotion) return c.json({ code: NO_CONTENT_CODE }, 404);
    return c.json({ type: promotion.apiType, contentJSON: JSON.stringify(promotion.content(site)) });
  });
};

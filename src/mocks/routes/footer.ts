/**
 * Footer content: the promotion placement SHOP_FOOTER, GET
 * /service/promotion/api/promotion/SHOP_FOOTER, for the site in the X-Hunter-Site header (unknown or missing: DE,
 * "An unknown country falls back to the settings of Germany"). Answers `{ type, contentJSON }` with the
 * site's footer content. Tag filters do not apply to the footer.
 */
import type { RegisterRoutes } from '../app';
import { resolveSite } from '../../platform/site/sites';
import { serviceHeaders } from '../../services/http/constants';
import { PROMOTION_PATH_PREFIX, SHOP_FOOTER_PLACEMENT } from '../../services/promotion/constants';
import { FOOTER_API_TYPE } from '../fixtures/constants';
import { footerContentOf } from '../fixtures/footer';

/** The footer route (also its fault key: `GET ${FOOTER_ROUTE}`). */
export const FOOTER_ROUTE = `${PROMOTION_PATH_PREFIX}${SHOP_FOOTER_PLACEMENT}`;

export const registerFooterRoutes: RegisterRoutes = (app) => {
  app.get(FOOTER_ROUTE, (c) => {
    const site = resolveSite(c.req.header(serviceHeaders.hunterSite)).code;
    return c.json({ type: FOOTER_API_TYPE, contentJSON: JSON.stringify(footerContentOf(site)) });
  });
};

/**
 * Seeded navigation (the header-backend show, header-tree and theme-world navigation calls): the header-backend
 * tree, the header tree per site (desktop and mobile items) and the theme-world flyout.
 *
 * The show and theme-world calls carry no site (their payload: "none"). Not shown how the backend knows the country:
 * chosen here, they read an optional `site` query or the X-Hunter-Site header (as the promotion call does) and
 * otherwise answer for DE, the default site.
 */
import type { Context } from 'hono';
import type { RegisterRoutes, ServicesEnv } from '../app';
import { resolveSite } from '../../platform/site/sites';
import { serviceHeaders } from '../../services/http/constants';
import { HEADER_SHOW_PATH, HEADER_TREE_PATH } from '../../services/header/constants';
import { headerTreeQuerySchema } from '../../services/header/contract';
import { THEME_WORLDS_PATH } from '../../services/themeWorlds/constants';
import { INVALID_QUERY_CODE } from '../fixtures/constants';
import { headerShowOf, headerTreeOf } from '../fixtures/navigation';
import { themeWorldsOf } from '../fixtures/themeWorlds';

const siteOf = (c: Context<ServicesEnv>) =>
  resolveSite(c.req.query('site') ?? c.req.header(serviceHeaders.hunterSite)).code;

export const registerNavigationRoutes: RegisterRoutes = (app) => {
  app.get(HEADER_SHOW_PATH, (c) => c.json(headerShowOf(siteOf(c))));
  app.get(HEADER_TREE_PATH, (c) => {
    const query = headerTreeQuerySchema.safeParse(c.req.query());
    if (!query.success) return c.json({ code: INVALID_QUERY_CODE }, 400);
    return c.json(headerTreeOf(query.data.site));
  });
  app.get(THEME_WORLDS_PATH, (c) => c.json(themeWorldsOf(siteOf(c), c.get('state').now())));
};

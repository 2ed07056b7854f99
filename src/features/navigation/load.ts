/**
 * Loading the header's navigation, style-free so a server can import it: what the navigation shows, a zod schema to
 * hand what the server loaded to the browser, and the loader for the new or the old header's layout.
 */
import { z } from 'zod/mini';
import {
  fetchHeaderNavigation,
  fetchHeaderTree,
  fetchThemeWorlds,
  flyoutItemSchema,
  navigationNodeSchema,
  themeWorldsResponseSchema,
  type CallOptions,
  type ServiceClient,
  type ServiceResult,
  type SiteCode,
} from '../../services';

/**
 * What the header's navigation shows (main navigation, desktop, mobile, theme-world and drill-down flyouts). A zod
 * schema, so a page can hand what its server loaded to the browser and check it there.
 * - New header: the theme-world flyout (its `overview` gives the first item's title and url, "otherwise configured
 *   defaults": null here, the default comes from the catalog), then the header tree's desktop items (desktop
 *   flyouts) and mobile items (mobile drill-down). `categories` is empty.
 * - Old header: `categories`, the header-backend tree (GET /service/header-backend/api/show: nodes with teasers) that
 *   the four configured items' drill-down flyouts show (nested categories, teasers on the side). The header tree is
 *   "new header only", so `desktop`, `mobile` are empty and `themeWorlds` null.
 */
export const headerNavigationSchema = z.object({
  themeWorlds: z.nullable(themeWorldsResponseSchema),
  desktop: z.array(flyoutItemSchema),
  mobile: z.array(flyoutItemSchema),
  categories: z._default(z.array(navigationNodeSchema), []),
});
export type HeaderNavigation = z.output<typeof headerNavigationSchema>;

/**
 * Which header's navigation to load: the new header's (header tree, theme worlds) or the old one's (header-backend).
 */
export type NavigationLayout = 'new' | 'old';

/**
 * Loads the header's navigation for `layout`.
 * - new: the header tree and the theme worlds side by side. The header tree is the navigation: its failure is the
 *   result's. A failing theme-world call loses the theme-world flyout and the overview's own title and url (the
 *   configured default stands in).
 * - old: the header-backend tree; its failure is the result's (the configured items stay, as links).
 */
export async function loadHeaderNavigation(
  services: ServiceClient,
  site: SiteCode,
  layout: NavigationLayout = 'new',
  options?: CallOptions,
): Promise<ServiceResult<HeaderNavigation>> {
  if (layout === 'old') {
    const show = await fetchHeaderNavigation(services, options);
    if (!show.ok) return show;
    return { ok: true, value: { themeWorlds: null, desktop: [], mobile: [], categories: show.value.navigation } };
  }
  const [tree, themeWorlds] = await Promise.all([
    fetchHeaderTree(services, site, options),
    fetchThemeWorlds(services, options),
  ]);
  if (!tree.ok) return tree;
  return {
    ok: true,
    value: {
      themeWorlds: themeWorlds.ok ? themeWorlds.value : null,
      desktop: tree.value.desktop,
      mobile: tree.value.mobile,
      categories: [],
    },
  };
}

import { z } from 'zod';
import {
  fetchHeaderTree,
  fetchThemeWorlds,
  flyoutItemSchema,
  type CallOptions,
  type ServiceClient,
  type ServiceResult,
  type SiteCode,
} from '../../services';

/**
 * What the new header's navigation shows (spec 000 §2 screen 1, §3): the theme-world overview first ("title and url
 * from the theme-world flyout overview, otherwise configured defaults": null here, the default comes from the
 * catalog), then the header tree's desktop items; the mobile items feed the mobile menu. A zod schema, so a page can
 * hand what its server loaded to the browser and check it there.
 */
export const headerNavigationSchema = z.object({
  themeWorlds: z.object({ title: z.string(), url: z.string() }).nullable(),
  desktop: z.array(flyoutItemSchema),
  mobile: z.array(flyoutItemSchema),
});
export type HeaderNavigation = z.output<typeof headerNavigationSchema>;

/**
 * Loads the new header's navigation (spec 000 §7 #5 header tree, #6 theme worlds) side by side. The header tree is
 * the navigation: its failure is the result's. A failing theme-world call only loses the overview's own title and
 * url (the configured default stands in).
 */
export async function loadHeaderNavigation(
  services: ServiceClient,
  site: SiteCode,
  options?: CallOptions,
): Promise<ServiceResult<HeaderNavigation>> {
  const [tree, themeWorlds] = await Promise.all([
    fetchHeaderTree(services, site, options),
    fetchThemeWorlds(services, options),
  ]);
  if (!tree.ok) return tree;
  return {
    ok: true,
    value: {
      themeWorlds: themeWorlds.ok ? (themeWorlds.value.overview ?? null) : null,
      desktop: tree.value.desktop,
      mobile: tree.value.mobile,
    },
  };
}

import { z } from 'zod/mini';
import {
  type Site,
  headerNavigationSchema,
  loadHeaderNavigation,
  headerPromotionsSchema,
  loadHeaderPromotions,
  footerStateSchema,
  loadFooter,
} from 'crema/server';
import type { ServiceClient } from 'crema/services';
import { describeError } from './describeError';

/**
 * What every page shows around its content, the same for every visitor of a site, so it is rendered on the server
 * (DESIGN.md "Reference storefront"): the navigation, the header's promotions and the footer content. Each part has
 * its own fallback from the error catalogue, so one failing call never takes the page down:
 * - navigation ("Navigation fetch failure: logged; the header keeps its default placeholder items");
 * - top banner and header benefits ("Promotion fetch failure: nothing shown"; an unknown type shows nothing
 *   too; the browser emits promotionFetched for each);
 * - footer content ("Promotion 404 for footer content: no footer content"; other errors logged, nothing).
 */
export const layoutDataSchema = z.object({
  /** The header's navigation (new header: theme worlds, desktop and mobile items; old: categories); null: failed. */
  navigation: z.nullable(headerNavigationSchema),
  /** The top banner and the header benefits, each in its state (shown, none, unknown type, failed). */
  promotions: headerPromotionsSchema,
  /** The footer content in its state (shown; none: 404; failed: logged by loadFooter). */
  footer: footerStateSchema,
});
export type LayoutData = z.output<typeof layoutDataSchema>;
export type LayoutDataInput = z.input<typeof layoutDataSchema>;

/**
 * Loads the layout parts side by side; each failure is logged and falls back on its own. `newHeader`: the page shows
 * the new header (its navigation: header tree and theme worlds), otherwise the old one (the header-backend tree).
 */
export async function loadLayoutData(
  site: Site,
  services: ServiceClient,
  newHeader: boolean,
): Promise<LayoutDataInput> {
  const [navigationResult, promotions, footer] = await Promise.all([
    loadHeaderNavigation(services, site.code, newHeader ? 'new' : 'old'),
    loadHeaderPromotions(services, site.code),
    loadFooter(services, site.code),
  ]);

  let navigation: LayoutDataInput['navigation'] = null;
  if (navigationResult.ok) navigation = navigationResult.value;
  else
    console.error(
      `[storefront] navigation for ${site.code} failed (${describeError(navigationResult.error)}); placeholder items`,
    );

  return { navigation, promotions, footer };
}

import { z } from 'zod';
import type { Site } from '../../../src/platform/site';
// The style-free module (the server imports this file under tsx too, where vanilla-extract files cannot load).
import { headerNavigationSchema, loadHeaderNavigation } from '../../../src/features/header/navigation';
import {
  HEADER_BENEFITS_PROMOTION_ID,
  fetchFooterContent,
  fetchPromotion,
  footerContentSchema,
  promotionLinkSchema,
  type ServiceClient,
} from '../../../src/services';
import { describeError } from './describeError';

/**
 * What every page shows around its content, the same for every visitor of a site, so it is rendered on the server
 * (DESIGN.md "Reference storefront"): the navigation, the header benefits and the footer content. Each part has its
 * own fallback from the spec's error catalogue, so one failing call never takes the page down:
 * - navigation (000 §8 "Navigation fetch failure: logged; the header keeps its default placeholder items");
 * - header benefits (000 §8 "Promotion fetch failure: nothing shown"; an unknown type shows nothing too);
 * - footer content (002 §8 "Promotion 404 for footer content: no footer content"; other errors logged, nothing).
 */
export const layoutDataSchema = z.object({
  /** The header's navigation (new header: theme worlds, desktop and mobile items; old: categories); null: failed. */
  navigation: headerNavigationSchema.nullable(),
  benefits: z.array(promotionLinkSchema).nullable(),
  footer: footerContentSchema.nullable(),
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
  const [navigationResult, benefits, footer] = await Promise.all([
    loadHeaderNavigation(services, site.code, newHeader ? 'new' : 'old'),
    fetchPromotion(services, { id: HEADER_BENEFITS_PROMOTION_ID, site: site.code }),
    fetchFooterContent(services, site.code),
  ]);

  let navigation: LayoutDataInput['navigation'] = null;
  if (navigationResult.ok) navigation = navigationResult.value;
  else
    console.error(
      `[storefront] navigation for ${site.code} failed (${describeError(navigationResult.error)}); placeholder items`,
    );

  let benefitLinks: LayoutDataInput['benefits'] = null;
  if (benefits.ok && benefits.value.kind === 'promotion') benefitLinks = benefits.value.content.links;
  else if (!benefits.ok)
    console.error(`[storefront] header benefits failed (${describeError(benefits.error)}); none shown`);

  let footerContent: LayoutDataInput['footer'] = null;
  if (footer.ok && footer.value.kind === 'footer') footerContent = footer.value.content;
  else if (!footer.ok) console.error(`[storefront] footer content failed (${describeError(footer.error)}); none shown`);

  return { navigation, benefits: benefitLinks, footer: footerContent };
}

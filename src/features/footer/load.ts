/**
 * Loading the footer content, style-free so a server can import it: the content as a page holds it,
 * a zod schema to hand what the server loaded to the browser, and the loader that turns every outcome of the call
 * into one of three states.
 */
import { z } from 'zod/mini';
import {
  fetchFooterContent,
  footerContentSchema,
  type CallOptions,
  type ServiceClient,
  type SiteCode,
} from '../../services';
import { isReducedHeader } from '../../kernel/reduced';
import { FOOTER_FAILURE_LOG, FOOTER_VIEW_COOKIE, footerViewOf, footerViews } from './constants';

/**
 * The footer content as a page holds it:
 * - `shown`: the parsed content of the SHOP_FOOTER placement;
 * - `none`: "Promotion 404 for footer content: no footer content";
 * - `failed`: "other errors logged and nothing returned" (network, timeout, an error status, a malformed
 *   or wrong-shaped answer or contentJSON).
 */
export const footerStateSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('shown'), content: footerContentSchema }),
  z.object({ status: z.literal('none') }),
  z.object({ status: z.literal('failed') }),
]);
export type FooterState = z.output<typeof footerStateSchema>;

/**
 * Fetches a site's footer content (the promotion placement SHOP_FOOTER, credentials included, timeout 15000 ms)
 * and says what to show. Never throws: a failure is `failed`, logged with one console.error; an aborted call
 * (the caller went away) is `failed` without a log.
 */
export async function loadFooter(
  services: ServiceClient,
  site: SiteCode,
  options?: Pick<CallOptions, 'signal'>,
): Promise<FooterState> {
  try {
    const result = await fetchFooterContent(services, site, options);
    if (result.ok)
      return result.value.kind === 'none' ? { status: 'none' } : { status: 'shown', content: result.value.content };
    if (result.error.kind !== 'aborted') console.error(FOOTER_FAILURE_LOG, site, result.error);
  } catch (error) {
    // The client turns every outcome into a value; a throw is a bug elsewhere, and still no footer content.
    console.error(FOOTER_FAILURE_LOG, site, error);
  }
  return { status: 'failed' };
}

/**
 * What the footer takes from the request, beside its content: a checkout page (groups marked hideGroupInCheckout
 * hidden), reduced mode (an affiliate or new-app cookie) and the view the visitor chose with the view switcher (its
 * cookie; null: none chosen, the viewport decides). A zod schema, so the browser checks what the server handed over.
 */
export const footerRequestSchema = z.object({
  checkout: z.boolean(),
  reduced: z.boolean(),
  view: z.nullable(z.enum(footerViews)),
});
export type FooterRequest = z.output<typeof footerRequestSchema>;

/** The footer's request state of a page (`checkout`: the page is part of the checkout) from the request's cookies. */
export function footerRequestOf(page: { checkout: boolean }, cookies: Readonly<Record<string, string>>): FooterRequest {
  return {
    checkout: page.checkout,
    reduced: isReducedHeader({}, cookies),
    view: footerViewOf(cookies[FOOTER_VIEW_COOKIE]),
  };
}

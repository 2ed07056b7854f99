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
import { FOOTER_FAILURE_LOG } from './constants';

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

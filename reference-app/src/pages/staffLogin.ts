import { z } from 'zod/mini';
import { checkPreviewAuth, isStaffSession } from 'crema/services';
import type { LoaderContext, LoadResult } from '../routing/route';
import { titledBy } from '../routing/head';

/**
 * The staff sign-in of the demo (the reference storefront's own page, not the spec's): it sets the
 * staff cookie the reference preview service reads ("a staff or internal-auth cookie (names StaffAuthToken and
 * CobraAuthToken)"), so the preview panel in the footer can be shown.
 */
export const STAFF_LOGIN_PAGE_PATH = '/reference/staff-login';

export const staffLoginPageSchema = z.object({
  /** Whether the visitor has a staff session now (the same check the panel makes: checkauth). */
  staff: z.boolean(),
});
export type StaffLoginPageData = z.output<typeof staffLoginPageSchema>;

/** The staff sign-in's title: its heading. */
export const staffLoginHead = titledBy('staffLogin.title');

/** The page shows the form or, with a staff session, where the panel is. A failed check reads as no session. */
export async function loadStaffLogin({ services }: LoaderContext): Promise<LoadResult<StaffLoginPageData>> {
  const check = await checkPreviewAuth(services);
  return { kind: 'page', data: { staff: isStaffSession(check) } };
}

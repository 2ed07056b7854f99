/**
 * The reference personal-data service (spec 000 §3, §4, §7 #2; spec 002 §7): GET psdata, never cached. Logged out
 * unless the request carries a valid login token (LoginToken cookie or X-LoginToken header: LOGGED_IN) or a
 * long-term token bound to a login (LongTermToken cookie or X-LongTermToken header: REMEMBERED).
 */
import { PSDATA_PATH, type PersonalData } from '../../services/personalData';
import type { RegisterRoutes } from '../app';
import { visitorOf } from './login';

/** Spec 000 §7 #2 "no caching": the answer says so too. */
export const PSDATA_CACHE_CONTROL = 'no-store';

/**
 * GET /service/customerfrontenddata/api/v1/psdata: `{ tracking: { loginStatus }, customer, newsletterStatus }`;
 * customer and newsletterStatus are null when logged out.
 */
export const registerPersonalData: RegisterRoutes = (app) => {
  app.get(PSDATA_PATH, (c) => {
    c.header('cache-control', PSDATA_CACHE_CONTROL);
    const { loginStatus, account } = visitorOf(c);
    const body: PersonalData = account
      ? {
          tracking: { loginStatus },
          customer: {
            firstname: account.firstname,
            lastname: account.lastname,
            loyaltyBeans: account.loyaltyBeans,
            statuses: { ...account.statuses },
          },
          newsletterStatus: account.newsletterStatus,
        }
      : { tracking: { loginStatus }, customer: null, newsletterStatus: null };
    return c.json(body);
  });
};

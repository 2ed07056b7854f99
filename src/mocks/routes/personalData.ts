/**
 * The reference personal-data service: GET psdata, never cached. Logged out
 * unless the request carries a valid login token (LoginToken cookie or X-LoginToken header: LOGGED_IN) or a
 * long-term token bound to a login (LongTermToken cookie or X-LongTermToken header: REMEMBERED).
 */
import { resolveSite } from '../../platform/site/sites';
import { serviceHeaders } from '../../services/http/constants';
import { PSDATA_PATH, type PersonalData } from '../../services/personalData';
import type { RegisterRoutes } from '../app';
import { visitorOf } from './login';
import { findSubscriber } from './newsletter';

/** The psdata call has "no caching": the answer says so too. */
export const PSDATA_CACHE_CONTROL = 'no-store';

/**
 * GET /service/customerfrontenddata/api/v1/psdata: `{ tracking: { loginStatus }, customer, newsletterStatus }`;
 * customer and newsletterStatus are null when logged out. The newsletter status is the account's own, else that of
 * the site's subscriber with the account's email (X-Hunter-Site; DE without), so a signed-in visitor who signs up,
 * or confirms the double opt-in, reads WAITING_FOR_DOI or SUBSCRIBED on the next page (either removes the footer's
 * newsletter block).
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
          newsletterStatus:
            account.newsletterStatus ??
            findSubscriber(c.get('state'), resolveSite(c.req.header(serviceHeaders.hunterSite)).code, account.email)
              ?.status ??
            null,
        }
      : { tracking: { loginStatus }, customer: null, newsletterStatus: null };
    return c.json(body);
  });
};

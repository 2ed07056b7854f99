/** Constants of the newsletter service: its paths, results, values, statuses, categories and field limits. */

/**
 * "Base path: page origin plus service/newsletter/api/private (.../internal for subscribe when the
 * flag is off)". The page origin is the client's baseURL (none in the browser: site-relative).
 */
export const NEWSLETTER_PRIVATE_BASE = '/service/newsletter/api/private';
export const NEWSLETTER_INTERNAL_BASE = '/service/newsletter/api/internal';

/** The newsletter calls' paths under the base. */
export const newsletterPaths = {
  subscribers: '/newsletter-subscribers',
  baseData: '/customers/base-data',
} as const;

/**
 * The double-opt-in link's query parameter carrying the subscriber token ("A subscriber token identifies a
 * subscriber"; the name is not shown, chosen): the service adds it to X-Original-Address for the mail's link, and
 * the page the link leads to reads it.
 */
export const SUBSCRIBER_TOKEN_PARAM = 'subscriberToken';

/** The sign-up form's "Images come from /service/newsletterfrontend/newslettersubscriptionform/". */
export const NEWSLETTER_IMAGE_PATH = '/service/newsletterfrontend/newslettersubscriptionform';

/** "Error type urn:newsletter:email_invalid gives ERROR_INVALID_EMAIL; all else ERROR_GENERIC". */
export const NEWSLETTER_EMAIL_INVALID = 'urn:newsletter:email_invalid';

/** "Submission results: SUCCESS, ERROR_GENERIC, ERROR_INVALID_EMAIL". */
export const newsletterSubmissionResults = ['SUCCESS', 'ERROR_GENERIC', 'ERROR_INVALID_EMAIL'] as const;
export type NewsletterSubmissionResult = (typeof newsletterSubmissionResults)[number];

/** "Salutation values: MR, MRS, COMPANY, DIVERS". */
export const salutations = ['MR', 'MRS', 'COMPANY', 'DIVERS'] as const;
export type Salutation = (typeof salutations)[number];

/** "Origin values: NEWSLETTER, SHOPPING_CART. The form defaults origin to onsite and origin addition to subsite". */
export const newsletterOrigins = ['NEWSLETTER', 'SHOPPING_CART'] as const;
export const DEFAULT_ORIGIN = 'onsite';
export const DEFAULT_ORIGIN_ADDITION = 'subsite';

/** "The newsletter statuses WAITING_FOR_DOI and SUBSCRIBED exist" (they remove the footer's newsletter block). */
export const newsletterStatuses = ['WAITING_FOR_DOI', 'SUBSCRIBED'] as const;
export type NewsletterStatus = (typeof newsletterStatuses)[number];

/**
 * The product name in the loyalty card's interest category, `{product}_CARD`: the reference shop's card is the
 * CremaCard (its sign-up page is /registerfreecremacard). A shop with another card changes this value and the
 * category's label in the catalogs (`newsletter.interest.{category}`; the type check names a missing one).
 */
export const LOYALTY_CARD_PRODUCT = 'CREMA';
export const LOYALTY_CARD_INTEREST = `${LOYALTY_CARD_PRODUCT}_CARD` as const;

/**
 * The interest categories, in their order: WOMEN_FASHION, MEN_FASHION, SPORT, LIVING_FURNITURE, HOBBY, KIDS, KITCHEN,
 * SLEEPING, DISCOUNTS, COFFEE, MOBILE, {product}_CARD, STORE. A subscriber's other upper-case categories are accepted
 * (and kept on an update).
 */
export const interestCategories = [
  'WOMEN_FASHION',
  'MEN_FASHION',
  'SPORT',
  'LIVING_FURNITURE',
  'HOBBY',
  'KIDS',
  'KITCHEN',
  'SLEEPING',
  'DISCOUNTS',
  'COFFEE',
  'MOBILE',
  LOYALTY_CARD_INTEREST,
  'STORE',
] as const;

/** "Email max 256; names max 40". */
export const EMAIL_MAX_LENGTH = 256;
export const NAME_MAX_LENGTH = 40;

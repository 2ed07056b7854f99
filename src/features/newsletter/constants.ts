/**
 * Constants of the newsletter sign-up, each named once with the rule's own words. The wire contract's own values
 * (lengths, salutations, origins, results, interest categories, the email-invalid type) live with the service
 * (services/newsletter/constants.ts), the 10 % discount with the platform (platform/i18n/constants.ts, the header
 * benefits say it too); the feature imports them from there. Where a value is not given (the honeypot's name, the
 * form's field names), the choice is recorded in docs/decisions.md ("Newsletter").
 */
import { NEWSLETTER_IMAGE_PATH } from '../../services/newsletter/constants';

/** "Email max 256; names max 40": the service's values, re-exported for the reference storefront's tests. */
export { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH } from '../../services/newsletter/constants';

/** "Legal text states minimum age 16 (18 in CZ and SK)". */
export const MIN_AGE = 16;
export const MIN_AGE_CZ_SK = 18;

/** "HU voucher valid 1 month after registration, single use, online shop only". */
export const HU_VOUCHER_VALID_MONTHS = 1;

/** "TR unconfirmed sign-ups are deleted after 14 days; sending stops after 2 years without opening". */
export const TR_UNCONFIRMED_DELETED_AFTER_DAYS = 14;
export const TR_SENDING_STOPS_AFTER_YEARS = 2;

/**
 * "Consent value DNE: if the legals already include DNE, it is removed from the submitted consents". The
 * personalised-offers consent is sent as this value.
 */
export const DNE_CONSENT = 'DNE';

/**
 * The form values' "consents (list; includes a personalised-offers consent and a newsletter consent), legals (list;
 * newsletter checkbox value)". The values are not given: the newsletter consent is always given by signing up, and the
 * TR newsletter checkbox's value is its own.
 */
export const NEWSLETTER_CONSENT = 'NEWSLETTER';
export const NEWSLETTER_LEGAL = 'COMMERCIAL_ELECTRONIC_MESSAGES';

/**
 * The salutation options as the form offers them ("lowercase mr, mrs, divers, company in the form options"), in the
 * order the form lists them ("a default prompt plus mr, mrs, divers, company"), each with the value sent.
 */
export const salutationOptions = [
  { option: 'mr', value: 'MR' },
  { option: 'mrs', value: 'MRS' },
  { option: 'divers', value: 'DIVERS' },
  { option: 'company', value: 'COMPANY' },
] as const;
export type SalutationOption = (typeof salutationOptions)[number]['option'];

/**
 * The form's field names: the same for the browser's own POST (before or without script) and react-hook-form. `website`
 * is the honeypot ("a hidden email field"): a name bots fill and people never see.
 */
export const newsletterFieldNames = {
  email: 'email',
  salutation: 'salutation',
  firstName: 'firstName',
  lastName: 'lastName',
  personalisedOffers: 'personalisedOffers',
  newsletterLegal: 'newsletterLegal',
  honeypot: 'website',
} as const;

/** The form's two shapes: the sign-up page's (image with the bubble, h1) and the footer block's (compact, h2). */
export const newsletterFormVariants = ['page', 'embedded'] as const;
export type NewsletterFormVariant = (typeof newsletterFormVariants)[number];

/**
 * "Images come from /service/newsletterfrontend/newslettersubscriptionform/: {hash}.jpg for desktop (viewport 1024 and
 * up) and {hash}.jpg for tablet (767 and up)". The file names are not given; these are chosen.
 */
export const newsletterImages = {
  desktop: `${NEWSLETTER_IMAGE_PATH}/subscription-desktop.jpg`,
  tablet: `${NEWSLETTER_IMAGE_PATH}/subscription-tablet.jpg`,
} as const;

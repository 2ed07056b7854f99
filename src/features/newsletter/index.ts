/**
 * The newsletter sign-up: the form per country with its honeypot and outcomes, the double-opt-in outcomes, the
 * subscriber's update form, and the pure core the storefront's server uses for a post without script (schema,
 * submission, server state, rules).
 */
export { NewsletterForm, type NewsletterFormProps } from './NewsletterForm';
export { NewsletterUpdateForm, type NewsletterUpdateFormProps } from './NewsletterUpdateForm';
export {
  INTERESTS_FIELD,
  subscriberUpdateOf,
  updateValuesFromFormData,
  updateValuesOf,
  type NewsletterUpdateValues,
} from './update';
export {
  newsletterFormVariants,
  newsletterImages,
  type NewsletterFormVariant,
  DNE_CONSENT,
  MIN_AGE,
  MIN_AGE_CZ_SK,
  NEWSLETTER_CONSENT,
  NEWSLETTER_LEGAL,
  newsletterFieldNames,
  salutationOptions,
  type SalutationOption,
} from './constants';
export {
  DEFAULT_ORIGIN,
  DEFAULT_ORIGIN_ADDITION,
  interestCategories,
  newsletterSubmissionResults,
  type NewsletterSubmissionResult,
} from '../../services/newsletter/constants';
export { newsletterDiscount } from '../../platform/i18n/constants';
export { isShown, newsletterRules, rulesOf, type FieldRule, type NewsletterLinks, type NewsletterRules } from './rules';
export {
  errorValuesOf,
  fieldErrorsOf,
  initialNewsletterValues,
  newsletterSchemaFor,
  valuesFromFormData,
  type NewsletterField,
  type NewsletterFormValues,
  type NewsletterSchema,
} from './schema';
export {
  confirmNewsletterLink,
  personalisedOffersGiven,
  prefilledValues,
  subscribeInputOf,
  submitNewsletter,
  type GivenLegals,
  type NewsletterOrigin,
  type NewsletterSubmission,
  type SubmitOptions,
} from './submit';
export {
  doiOutcomes,
  newsletterServerStateSchema,
  newsletterValuesSchema,
  type DoiOutcome,
  type NewsletterServerState,
} from './state';
export { useNewsletterMessages, type NewsletterMessageId } from './messages';

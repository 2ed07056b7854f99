import { requestJson, requestVoid, type CallAuth, type ServiceClient } from '../http/client';
import { serviceHeaders } from '../http/constants';
import type { ServiceCall, ServiceResult, SiteCode } from '../http/types';
import {
  NEWSLETTER_EMAIL_INVALID,
  NEWSLETTER_INTERNAL_BASE,
  NEWSLETTER_PRIVATE_BASE,
  newsletterPaths,
  type NewsletterSubmissionResult,
  type Salutation,
} from './constants';
import {
  customerBaseDataSchema,
  subscriberSchema,
  type CustomerBaseData,
  type SubscribeRequest,
  type Subscriber,
  type SubscriberUpdate,
} from './contract';

/** The optional headers of the newsletter calls (spec 001 §7: "optional X-Hunter-Site and X-Original-Address"). */
export interface NewsletterHeaders {
  site?: SiteCode;
  /** The page address the request comes from (e.g. for the double-opt-in mail's link). */
  originalAddress?: string;
}

/** Spec 001 §7: "Generic JSON POST helper: credentials, timeout default 15000 ms". */
export const subscribeAuth: CallAuth = { credentials: true };
/** Spec 001 §6: "Logged-in customers are identified by the login cookie token, sent as a header for base data". */
export const baseDataAuth: CallAuth = { loginToken: true };

const optionalHeaders = ({ site, originalAddress }: NewsletterHeaders, withAddress: boolean) => ({
  [serviceHeaders.hunterSite]: site,
  [serviceHeaders.originalAddress]: withAddress ? originalAddress : undefined,
});

const subscriberPath = (token: string) =>
  `${NEWSLETTER_PRIVATE_BASE}${newsletterPaths.subscribers}/${encodeURIComponent(token)}`;

/** The form's values as they arrive: salutation and names may be empty strings. */
export interface SubscribeInput extends Omit<SubscribeRequest, 'salutation' | 'firstName' | 'lastName'> {
  salutation?: Salutation | '';
  firstName?: string;
  lastName?: string;
}

/** Spec 001 §3: salutation, firstName and lastName are "each ... omitted when empty". */
export function toSubscribeRequest(input: SubscribeInput): SubscribeRequest {
  const { salutation, firstName, lastName, ...rest } = input;
  return {
    ...rest,
    ...(salutation ? { salutation } : {}),
    ...(firstName?.trim() ? { firstName } : {}),
    ...(lastName?.trim() ? { lastName } : {}),
  };
}

/**
 * POST …/newsletter-subscribers (spec 001 §7 #1), on the private path when `privateApi` is true, otherwise the
 * internal one (spec 001 §6). The answer body is not read ("success assumed"); an error's `type` becomes `code`.
 */
export function subscribeNewsletter(
  client: ServiceClient,
  input: SubscribeInput,
  options: NewsletterHeaders & { privateApi: boolean },
): Promise<ServiceResult<void>> {
  const base = options.privateApi ? NEWSLETTER_PRIVATE_BASE : NEWSLETTER_INTERNAL_BASE;
  return requestVoid(client, {
    method: 'POST',
    path: `${base}${newsletterPaths.subscribers}`,
    headers: optionalHeaders(options, true),
    body: toSubscribeRequest(input),
    auth: subscribeAuth,
  });
}

/** GET …/customers/base-data with X-LoginToken (spec 001 §7 #2). On failure the form uses `emptyCustomerBaseData`. */
export function fetchCustomerBaseData(client: ServiceClient): Promise<ServiceResult<CustomerBaseData>> {
  return requestJson(
    client,
    { method: 'GET', path: `${NEWSLETTER_PRIVATE_BASE}${newsletterPaths.baseData}`, auth: baseDataAuth },
    customerBaseDataSchema,
  );
}

/** GET …/newsletter-subscribers/{subscriberToken}, optional X-Hunter-Site (spec 001 §7 #3). */
export function fetchSubscriber(
  client: ServiceClient,
  subscriberToken: string,
  options: Pick<NewsletterHeaders, 'site'> = {},
): Promise<ServiceResult<Subscriber>> {
  return requestJson(
    client,
    { method: 'GET', path: subscriberPath(subscriberToken), headers: optionalHeaders(options, false) },
    subscriberSchema,
  );
}

/** PUT …/newsletter-subscribers/{subscriberToken}/doi, no body (spec 001 §7 #4): the double opt-in. */
export function confirmSubscriber(
  client: ServiceClient,
  subscriberToken: string,
  options: NewsletterHeaders = {},
): Promise<ServiceResult<void>> {
  return requestVoid(client, {
    method: 'PUT',
    path: `${subscriberPath(subscriberToken)}/doi`,
    headers: optionalHeaders(options, true),
  });
}

/** PUT …/newsletter-subscribers/{subscriberToken} with an update request (spec 001 §7 #5). */
export function updateSubscriber(
  client: ServiceClient,
  subscriberToken: string,
  update: SubscriberUpdate,
  options: NewsletterHeaders = {},
): Promise<ServiceResult<void>> {
  return requestVoid(client, {
    method: 'PUT',
    path: subscriberPath(subscriberToken),
    headers: optionalHeaders(options, true),
    body: update,
  });
}

/**
 * Spec 001 §4 "Outcome mapping: SUCCESS on accepted request; ERROR_INVALID_EMAIL when the error response's type
 * equals urn:newsletter:email_invalid; ERROR_GENERIC for any other error response or network failure".
 */
export function newsletterResultOf(result: ServiceResult<unknown>): NewsletterSubmissionResult {
  if (result.ok) return 'SUCCESS';
  const { error } = result;
  return error.kind === 'http' && error.code === NEWSLETTER_EMAIL_INVALID ? 'ERROR_INVALID_EMAIL' : 'ERROR_GENERIC';
}

const subscribersPath = `${NEWSLETTER_PRIVATE_BASE}${newsletterPaths.subscribers}`;
export const newsletterCalls: ServiceCall[] = [
  { service: 'newsletter', name: 'subscribeNewsletter (private)', method: 'POST', path: subscribersPath },
  {
    service: 'newsletter',
    name: 'subscribeNewsletter (internal)',
    method: 'POST',
    path: `${NEWSLETTER_INTERNAL_BASE}${newsletterPaths.subscribers}`,
  },
  {
    service: 'newsletter',
    name: 'fetchCustomerBaseData',
    method: 'GET',
    path: `${NEWSLETTER_PRIVATE_BASE}${newsletterPaths.baseData}`,
  },
  { service: 'newsletter', name: 'fetchSubscriber', method: 'GET', path: `${subscribersPath}/{subscriberToken}` },
  { service: 'newsletter', name: 'confirmSubscriber', method: 'PUT', path: `${subscribersPath}/{subscriberToken}/doi` },
  { service: 'newsletter', name: 'updateSubscriber', method: 'PUT', path: `${subscribersPath}/{subscriberToken}` },
];

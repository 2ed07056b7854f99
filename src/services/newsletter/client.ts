import { defineCall } from '../http/call';
import type { ServiceClient } from '../http/client';
import { serviceHeaders } from '../http/constants';
import type { CallAuth, CallOptions, ServiceCall, ServiceResult, SiteCode } from '../http/types';
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

/** The optional headers of the newsletter calls ("optional X-Hunter-Site and X-Original-Address"). */
export interface NewsletterHeaders {
  site?: SiteCode;
  /** The page address the request comes from (e.g. for the double-opt-in mail's link). */
  originalAddress?: string;
}

/** The subscribe call: "Generic JSON POST helper: credentials, timeout default 15000 ms". */
export const subscribeAuth: CallAuth = { credentials: true };
/** "Logged-in customers are identified by the login cookie token, sent as a header for base data". */
export const baseDataAuth: CallAuth = { loginToken: true };

const optionalHeaders = ({ site, originalAddress }: NewsletterHeaders, withAddress: boolean) => ({
  [serviceHeaders.hunterSite]: site,
  [serviceHeaders.originalAddress]: withAddress ? originalAddress : undefined,
});

/** The form's values as they arrive: salutation and names may be empty strings. */
export interface SubscribeInput extends Omit<SubscribeRequest, 'salutation' | 'firstName' | 'lastName'> {
  salutation?: Salutation | '';
  firstName?: string;
  lastName?: string;
}

/** Salutation, firstName and lastName are "each ... omitted when empty". */
export function toSubscribeRequest(input: SubscribeInput): SubscribeRequest {
  const { salutation, firstName, lastName, ...rest } = input;
  return {
    ...rest,
    ...(salutation ? { salutation } : {}),
    ...(firstName?.trim() ? { firstName } : {}),
    ...(lastName?.trim() ? { lastName } : {}),
  };
}

const subscribersPath = `${NEWSLETTER_PRIVATE_BASE}${newsletterPaths.subscribers}` as const;
const subscriberPath = `${subscribersPath}/{subscriberToken}` as const;

/** A subscriber call's input: the token from the mail's link, and the optional headers. */
interface SubscriberInput extends NewsletterHeaders {
  subscriberToken: string;
}

/** Subscribe: the answer body is not read ("success assumed"); an error's `type` becomes `code`. */
const subscribeCall = {
  service: 'newsletter',
  method: 'POST',
  contract: 'none',
  auth: subscribeAuth,
  request: ({ input, headers }: { input: SubscribeInput; headers: NewsletterHeaders }) => ({
    headers: optionalHeaders(headers, true),
    body: toSubscribeRequest(input),
  }),
} as const;

/** The private path when the flag is on, the internal one otherwise. */
const subscribePrivateCall = defineCall({
  ...subscribeCall,
  name: 'subscribeNewsletter (private)',
  path: subscribersPath,
});
const subscribeInternalCall = defineCall({
  ...subscribeCall,
  name: 'subscribeNewsletter (internal)',
  path: `${NEWSLETTER_INTERNAL_BASE}${newsletterPaths.subscribers}`,
});

const baseDataCall = defineCall({
  service: 'newsletter',
  name: 'fetchCustomerBaseData',
  method: 'GET',
  path: `${NEWSLETTER_PRIVATE_BASE}${newsletterPaths.baseData}`,
  contract: customerBaseDataSchema,
  auth: baseDataAuth,
});

const subscriberCall = defineCall({
  service: 'newsletter',
  name: 'fetchSubscriber',
  method: 'GET',
  path: subscriberPath,
  contract: subscriberSchema,
  request: ({ subscriberToken, ...headers }: SubscriberInput) => ({
    params: { subscriberToken },
    headers: optionalHeaders(headers, false),
  }),
});

/** The double opt-in: no body; the answer is not read. */
const confirmCall = defineCall({
  service: 'newsletter',
  name: 'confirmSubscriber',
  method: 'PUT',
  path: `${subscriberPath}/doi` as const,
  contract: 'none',
  request: ({ subscriberToken, ...headers }: SubscriberInput) => ({
    params: { subscriberToken },
    headers: optionalHeaders(headers, true),
  }),
});

/** The update: the answer is not read. */
const updateCall = defineCall({
  service: 'newsletter',
  name: 'updateSubscriber',
  method: 'PUT',
  path: subscriberPath,
  contract: 'none',
  request: ({ subscriberToken, update, ...headers }: SubscriberInput & { update: SubscriberUpdate }) => ({
    params: { subscriberToken },
    headers: optionalHeaders(headers, true),
    body: update,
  }),
});

/**
 * POST …/newsletter-subscribers, on the private path when `privateApi` is true, otherwise the internal one. The
 * answer body is not read ("success assumed"); an error's `type` becomes `code`.
 */
export function subscribeNewsletter(
  client: ServiceClient,
  input: SubscribeInput,
  options: NewsletterHeaders & CallOptions & { privateApi: boolean },
): Promise<ServiceResult<void>> {
  const call = options.privateApi ? subscribePrivateCall : subscribeInternalCall;
  return call.send(client, { input, headers: options }, options);
}

/** GET …/customers/base-data with X-LoginToken. On failure the form uses `emptyCustomerBaseData`. */
export function fetchCustomerBaseData(
  client: ServiceClient,
  options?: CallOptions,
): Promise<ServiceResult<CustomerBaseData>> {
  return baseDataCall.send(client, undefined, options);
}

/** GET …/newsletter-subscribers/{subscriberToken}, optional X-Hunter-Site. */
export function fetchSubscriber(
  client: ServiceClient,
  subscriberToken: string,
  options: Pick<NewsletterHeaders, 'site'> & CallOptions = {},
): Promise<ServiceResult<Subscriber>> {
  return subscriberCall.send(client, { subscriberToken, site: options.site }, options);
}

/** PUT …/newsletter-subscribers/{subscriberToken}/doi, no body: the double opt-in. */
export function confirmSubscriber(
  client: ServiceClient,
  subscriberToken: string,
  options: NewsletterHeaders & CallOptions = {},
): Promise<ServiceResult<void>> {
  const { site, originalAddress } = options;
  return confirmCall.send(client, { subscriberToken, site, originalAddress }, options);
}

/** PUT …/newsletter-subscribers/{subscriberToken} with an update request. */
export function updateSubscriber(
  client: ServiceClient,
  subscriberToken: string,
  update: SubscriberUpdate,
  options: NewsletterHeaders & CallOptions = {},
): Promise<ServiceResult<void>> {
  const { site, originalAddress } = options;
  return updateCall.send(client, { subscriberToken, update, site, originalAddress }, options);
}

/**
 * "Outcome mapping: SUCCESS on accepted request; ERROR_INVALID_EMAIL when the error response's type
 * equals urn:newsletter:email_invalid; ERROR_GENERIC for any other error response or network failure".
 */
export function newsletterResultOf(result: ServiceResult<unknown>): NewsletterSubmissionResult {
  if (result.ok) return 'SUCCESS';
  const { error } = result;
  return error.kind === 'http' && error.code === NEWSLETTER_EMAIL_INVALID ? 'ERROR_INVALID_EMAIL' : 'ERROR_GENERIC';
}

export const newsletterCalls: readonly ServiceCall[] = [
  subscribePrivateCall,
  subscribeInternalCall,
  baseDataCall,
  subscriberCall,
  confirmCall,
  updateCall,
];

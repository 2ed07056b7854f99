import { z } from 'zod/mini';
import { subscriberUpdateOf, updateValuesFromFormData } from 'crema/server';
import {
  fetchSubscriber,
  subscriberSchema,
  updateSubscriber,
  type ServiceError,
  type Subscriber,
} from 'crema/services';
import { describeError } from '../routing/describeError';
import type { LoaderContext, LoadResult } from '../routing/route';
import { SUBSCRIBER_TOKEN_PARAM } from './newsletter';
import type { HeadOf } from '../routing/head';

/**
 * The subscriber's own page ("updating a subscriber"; no route is given): the subscriber token
 * from the link, as the confirmation link carries it, `/newsletter/update?subscriberToken=…`.
 */
export const NEWSLETTER_UPDATE_PATH = '/newsletter/update';

/** The link to a subscriber's update page (the demo mailbox offers it with each welcome mail). */
export const newsletterUpdateHref = (subscriberToken: string): string =>
  `${NEWSLETTER_UPDATE_PATH}?${new URLSearchParams({ [SUBSCRIBER_TOKEN_PARAM]: subscriberToken })}`;

/**
 * The update page's data: the subscriber as the service has it (after a save, as it has it now) with what the last
 * post did, or the link is not valid (an unknown or expired token: the sign-up form with "Leider ist dieser Link nicht
 * mehr gültig.", so the visitor can sign up again right there).
 */
export const newsletterUpdatePageSchema = z.discriminatedUnion('state', [
  z.object({
    state: z.literal('ready'),
    subscriberToken: z.string(),
    subscriber: subscriberSchema,
    initial: z.object({ saved: z.optional(z.boolean()), failed: z.optional(z.boolean()) }),
  }),
  z.object({ state: z.literal('link-invalid') }),
]);
export type NewsletterUpdatePageData = z.output<typeof newsletterUpdatePageSchema>;

/**
 * A subscriber's page is titled by the form it shows: the update form's heading ("Newsletter-Einstellungen"), or, for
 * a link that is not valid, the sign-up form's.
 */
export const newsletterUpdateHead: HeadOf<NewsletterUpdatePageData> = (data, { t }) => ({
  title: t(data.state === 'ready' ? 'newsletter.update.title' : 'newsletter.title'),
});
type NewsletterUpdatePageInput = z.input<typeof newsletterUpdatePageSchema>;
type Initial = Extract<NewsletterUpdatePageInput, { state: 'ready' }>['initial'];

const page = (data: NewsletterUpdatePageInput): LoadResult<NewsletterUpdatePageInput> => ({ kind: 'page', data });
const linkInvalid = page({ state: 'link-invalid' });

/**
 * The service refuses the token itself (a 4xx: the reference service answers 404 token_invalid for an unknown,
 * expired or other country's token): the link is not valid. Anything else (5xx, network, timeout, a bad answer) is
 * the page's data failing to load.
 */
const refusesToken = (error: ServiceError) => error.kind === 'http' && error.status < 500;

/** The subscriber of a token: the page's data, the link-invalid state, or why it could not be read. */
async function readSubscriber(
  { services, site }: LoaderContext,
  token: string,
): Promise<{ ok: true; subscriber: Subscriber } | { ok: false; result: LoadResult<NewsletterUpdatePageInput> }> {
  if (token === '') return { ok: false, result: linkInvalid };
  const read = await fetchSubscriber(services, token, { site: site.code });
  if (read.ok) return { ok: true, subscriber: read.value };
  if (refusesToken(read.error)) return { ok: false, result: linkInvalid };
  return { ok: false, result: { kind: 'unavailable', reason: `subscriber: ${describeError(read.error)}` } };
}

const tokenOfUrl = (url: URL) => url.searchParams.get(SUBSCRIBER_TOKEN_PARAM)?.trim() ?? '';

/**
 * The update page: the subscriber of the link's token (read with GET …/newsletter-subscribers/{subscriberToken}), or
 * the link-invalid state.
 */
export async function loadNewsletterUpdate(context: LoaderContext): Promise<LoadResult<NewsletterUpdatePageInput>> {
  const token = tokenOfUrl(context.url);
  const read = await readSubscriber(context, token);
  return read.ok
    ? page({ state: 'ready', subscriberToken: token, subscriber: read.subscriber, initial: {} })
    : read.result;
}

/**
 * A saved update (a native post of the update form, before or without script): the posted fields saved (PUT
 * …/newsletter-subscribers/{subscriberToken}), then the subscriber read again, so the page shows what the service
 * now holds. A refused or failed save keeps what was entered, with the failure; a token no longer valid is the
 * link-invalid state.
 */
export async function submitNewsletterUpdate(
  context: LoaderContext,
  form: FormData,
): Promise<LoadResult<NewsletterUpdatePageInput>> {
  const { services, site, url } = context;
  const token = tokenOfUrl(url);
  const read = await readSubscriber(context, token);
  if (!read.ok) return read.result;
  const update = subscriberUpdateOf(updateValuesFromFormData(form), read.subscriber, site.code);
  const ready = (subscriber: Subscriber, initial: Initial) =>
    page({ state: 'ready', subscriberToken: token, subscriber, initial });
  const entered: Subscriber = { ...read.subscriber, ...update };
  const saved = await updateSubscriber(services, token, update, {
    site: site.code,
    originalAddress: new URL(url.pathname, url.origin).href,
  });
  if (!saved.ok) return ready(entered, { failed: true });
  const reread = await fetchSubscriber(services, token, { site: site.code });
  return ready(reread.ok ? reread.value : entered, { saved: true });
}

import {
  fieldErrorsOf,
  newsletterSchemaFor,
  valuesFromFormData,
  newsletterServerStateSchema,
  type NewsletterServerState,
  confirmNewsletterLink,
  submitNewsletter,
  type Site,
} from 'crema/server';
import { SUBSCRIBER_TOKEN_PARAM } from 'crema/services';
import type { LoaderContext, LoadResult } from '../routing/route';
import { titledBy } from '../routing/head';

/**
 * The sign-up page's addresses ("Routes: /subscribenewsletter (also /c/subscribenewsletter for the
 * category-style page), /registerfree{product}card, /registerfreeprivatecard"), its own first. The spec withholds the
 * product's name, so `{product}` is any lower-case word (`/registerfreecremacard`); the private card is named too.
 * `/c/subscribenewsletter` must win over the category pages' `/c/*`: its route comes first in the table.
 */
export const NEWSLETTER_PAGE_PATH = '/subscribenewsletter';
export const newsletterPagePaths = [
  NEWSLETTER_PAGE_PATH,
  '/c/subscribenewsletter',
  '/registerfreeprivatecard',
  '/:card{registerfree[a-z]+card}',
] as const;

/**
 * The query parameter of the double-opt-in link (the service's `SUBSCRIBER_TOKEN_PARAM`): the reference newsletter
 * service builds the mail's link from the sign-up's X-Original-Address and it. The update page reads the token too.
 */
export { SUBSCRIBER_TOKEN_PARAM };

/** What the server already handled for this request, as the form's `initial` (a native post, a doi link). */
export const newsletterPageSchema = newsletterServerStateSchema;
export type NewsletterPageData = NewsletterServerState;

/** The sign-up page's title: the sign-up form's heading ("Newsletter abonnieren"), in every state of the form. */
export const newsletterPageHead = titledBy('newsletter.title');

/**
 * The address a sign-up's confirmation mail links back to (sent as X-Original-Address): this page's path, absolute,
 * with the site (`?site=`, as the country links write it), so the link opens the same country's shop in any browser:
 * a link opened where the site cookie says another country would not be valid there.
 */
export function signUpAddressOf(url: URL, site: Site): string {
  return new URL(signUpPathOf(url.pathname, site), url.origin).href;
}

/** A sign-up page's path with the site, site-relative: what the form in the browser sends (resolved there). */
export const signUpPathOf = (path: string, site: Site): string =>
  `${path}?${new URLSearchParams({ site: site.switcherCode })}`;

const page = (data: NewsletterPageData): LoadResult<NewsletterPageData> => ({ kind: 'page', data });

/**
 * The sign-up page. Opened from a confirmation mail's link (`?subscriberToken=`), it confirms the double opt-in
 * (the doi call) and shows the outcome: confirmed, or "Leider ist dieser Link nicht mehr gültig." for
 * an unknown, expired or other country's token, or the technical error. Never a 404 or 503: the form is always there.
 */
export async function loadNewsletterPage({
  services,
  site,
  url,
}: LoaderContext): Promise<LoadResult<NewsletterPageData>> {
  const token = url.searchParams.get(SUBSCRIBER_TOKEN_PARAM);
  if (token === null) return page({});
  const doi = await confirmNewsletterLink(services, token, {
    site: site.code,
    originalAddress: signUpAddressOf(url, site),
  });
  return page({ doi });
}

/**
 * A sign-up the browser posted itself (before or without script): checked with the site's schema as
 * the form checks it, then sent as the form sends it (honeypot, private or internal path, outcome). An invalid field
 * keeps the entries with each field's message; success and the bot path reset the form and name the address the
 * mail went to; an error keeps the entries (docs/decisions.md: the spec resets after every submit, which would lose
 * what the shopper typed).
 */
export async function submitNewsletterPage(
  context: LoaderContext,
  form: FormData,
): Promise<LoadResult<NewsletterPageData>> {
  const { services, site, url } = context;
  const values = valuesFromFormData(form);
  const checked = newsletterSchemaFor(site.code).safeParse(values);
  if (!checked.success) return page({ values, errors: fieldErrorsOf(checked.error) });
  const submission = await submitNewsletter(checked.data, {
    services,
    site: site.code,
    privateApi: context.flags.privateNewsletterApi,
    originalAddress: signUpAddressOf(url, site),
  });
  return page(submission.result === 'SUCCESS' ? { submission, email: checked.data.email } : { submission, values });
}

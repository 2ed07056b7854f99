import { z } from 'zod/mini';
import { siteCodes } from 'crema/services';
// Types only: the reference services stay out of the browser's bundle and the server's.
import type { NewsletterMail } from 'crema/mocks';
import type { AppMessageId } from '../messages';
import { describeError } from '../routing/describeError';
import type { LoaderContext, LoadResult } from '../routing/route';
import { newsletterUpdateHref } from './newsletterUpdate';
import { titledBy } from '../routing/head';

/** The demo mailbox (not in the spec): the reference storefront's own page, as /reference/forms. */
export const MAILBOX_PAGE_PATH = '/reference/mailbox';

/**
 * The reference newsletter service's mailbox, a route only the reference services have (not in the spec; in
 * src/mocks/routes/newsletter.ts `newsletterRoutes.mailbox`, the same address: the mailbox tests read through it).
 */
export const NEWSLETTER_MAILBOX_SERVICE_PATH = '/service/reference/newsletter-mailbox';

/** Each kind of mail the reference service sends (after a sign-up, after confirming), with its subject and link text. */
export const mailKindTexts = {
  doi: { subject: 'mailbox.doi.subject', link: 'mailbox.doi.link' },
  welcome: { subject: 'mailbox.welcome.subject', link: 'mailbox.welcome.link' },
} as const satisfies Record<NewsletterMail['kind'], { subject: AppMessageId; link: AppMessageId }>;
const mailKinds = Object.keys(mailKindTexts) as [NewsletterMail['kind'], ...NewsletterMail['kind'][]];

/** The reference route's answer (`NewsletterMail` of the reference services). */
const mailboxAnswerSchema = z.object({
  mails: z.array(
    z.object({
      kind: z.enum(mailKinds),
      to: z.string(),
      site: z.enum(siteCodes),
      token: z.string(),
      link: z.optional(z.string()),
    }),
  ),
});

export const mailboxPageSchema = z.object({
  mails: z.array(
    z.object({
      kind: z.enum(mailKinds),
      to: z.string(),
      site: z.enum(siteCodes),
      /** The mail's link (the confirmation link of a doi mail), when it has one the page may link to. */
      link: z.nullable(z.string()),
      /** The subscriber's update page, offered with a welcome mail (a real one would carry it). */
      updateHref: z.nullable(z.string()),
    }),
  ),
});
export type MailboxPageData = z.output<typeof mailboxPageSchema>;

/** The demo mailbox's title: its heading. */
export const mailboxHead = titledBy('mailbox.title');

/**
 * Only the web's links: a mail's link is the address a sign-up sent (X-Original-Address, absolute), anyone's to
 * choose, so `javascript:` or `data:` never becomes an href.
 */
const webLink = (link: string | undefined) => (link !== undefined && /^https?:\/\//i.test(link) ? link : null);

const unavailable = (reason: string): LoadResult<MailboxPageData> => ({
  kind: 'unavailable',
  reason: `mailbox: ${reason}`,
});

/**
 * Every mail the reference newsletter service "sent", newest first, read through the request's client from the
 * reference services' own route (the loaders reach the services only through the client). Every site's mails: the
 * page is a demo of the double opt-in, not a shopper's inbox.
 */
export async function loadMailbox({ services }: LoaderContext): Promise<LoadResult<MailboxPageData>> {
  const answer = await services.send({ method: 'GET', path: NEWSLETTER_MAILBOX_SERVICE_PATH });
  if (!answer.ok) return unavailable(describeError(answer.error));
  if (answer.value.status !== 200) return unavailable(`http ${answer.value.status}`);
  let json: unknown;
  try {
    json = JSON.parse(answer.value.text);
  } catch {
    return unavailable('invalid-response');
  }
  const parsed = mailboxAnswerSchema.safeParse(json);
  if (!parsed.success) return unavailable('invalid-response');
  const mails = parsed.data.mails
    .map((mail) => ({
      kind: mail.kind,
      to: mail.to,
      site: mail.site,
      link: webLink(mail.link),
      updateHref: mail.kind === 'welcome' ? newsletterUpdateHref(mail.token) : null,
    }))
    .reverse();
  return { kind: 'page', data: { mails } };
}

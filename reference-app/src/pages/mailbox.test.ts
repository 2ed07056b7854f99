import { StorefrontProvider, resolveSite, type SiteCode } from 'crema';
import { defaultFlags } from 'crema/server';
import { createServiceClient, subscribeNewsletter } from 'crema/services';
import { createReferenceServices, routeKey, newsletterRoutes } from 'crema/mocks';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { vi } from 'vitest';
import {
  createStorefront,
  PERSONAL_PAGE_CACHE_CONTROL,
  servicesForRequest,
  type RenderPage,
} from '../../server/storefront';
import { loadAppMessages } from '../messages';
import type { PageDataInput } from '../routing/pageData';
import {
  loadMailbox,
  MAILBOX_PAGE_PATH,
  mailboxPageSchema,
  NEWSLETTER_MAILBOX_SERVICE_PATH,
  type MailboxPageData,
} from './mailbox';
import { MailboxPage } from './MailboxPage';
import { NEWSLETTER_PAGE_PATH, SUBSCRIBER_TOKEN_PARAM } from './newsletter';
import { NEWSLETTER_UPDATE_PATH } from './newsletterUpdate';

const ORIGIN = 'http://shop.test';
const MAILBOX_ROUTE = routeKey('GET', newsletterRoutes.mailbox);

function shop() {
  const reference = createReferenceServices();
  const url = new URL(`${ORIGIN}${MAILBOX_PAGE_PATH}`);
  const services = servicesForRequest(reference.fetch, new Request(url), resolveSite('DE'));
  const context = { site: resolveSite('DE'), services, sharedServices: services, params: {}, flags: defaultFlags, url };
  /** A sign-up as a page would send it, from `address` (X-Original-Address), or from nowhere. */
  const signUp = (email: string, site: SiteCode, address?: string) =>
    subscribeNewsletter(
      createServiceClient({ fetch: reference.fetch }),
      { email, consents: ['NEWSLETTER'], origin: 'onsite', originAddition: 'subsite' },
      { privateApi: false, site, originalAddress: address },
    );
  return { reference, context, signUp };
}

function pageOf(result: Awaited<ReturnType<typeof loadMailbox>>): MailboxPageData {
  if (result.kind !== 'page') throw new Error(`no page: ${JSON.stringify(result)}`);
  return mailboxPageSchema.parse(result.data);
}

describe('the demo mailbox: the mails the reference newsletter service sent', () => {
  it('reads the reference-only route of the reference services (not in the spec)', () => {
    expect(NEWSLETTER_MAILBOX_SERVICE_PATH).toBe(newsletterRoutes.mailbox);
  });

  it('no mails yet: an empty list', async () => {
    const { context } = shop();
    expect(pageOf(await loadMailbox(context))).toEqual({ mails: [] });
  });

  it("every site's mails, newest first; the confirmation link as sent, the update page with a welcome mail", async () => {
    const { context, signUp, reference } = shop();
    await signUp('erst@example.cz', 'CZ', `${ORIGIN}${NEWSLETTER_PAGE_PATH}?site=cz`);
    await signUp('ohne@example.de', 'DE');
    const [first] = (await (await reference.fetch(newsletterRoutes.mailbox)).json()).mails as { token: string }[];
    await createServiceClient({ fetch: reference.fetch }).send({
      method: 'PUT',
      path: newsletterRoutes.doi.replace(':subscriberToken', first!.token),
      headers: { 'X-Original-Address': `${ORIGIN}${NEWSLETTER_PAGE_PATH}?site=cz` },
    });
    expect(pageOf(await loadMailbox(context)).mails).toEqual([
      {
        kind: 'welcome',
        to: 'erst@example.cz',
        site: 'CZ',
        link: `${ORIGIN}${NEWSLETTER_PAGE_PATH}?site=cz`,
        updateHref: `${NEWSLETTER_UPDATE_PATH}?${SUBSCRIBER_TOKEN_PARAM}=${first!.token}`,
      },
      // Signed up without a page address: the mail has no link.
      { kind: 'doi', to: 'ohne@example.de', site: 'DE', link: null, updateHref: null },
      {
        kind: 'doi',
        to: 'erst@example.cz',
        site: 'CZ',
        link: `${ORIGIN}${NEWSLETTER_PAGE_PATH}?site=cz&${SUBSCRIBER_TOKEN_PARAM}=${first!.token}`,
        updateHref: null,
      },
    ]);
  });

  it.each(['javascript:alert(1)', 'data:text/html,<p>hi</p>'])(
    'a sign-up whose page address is %s: the mail is listed without a link',
    async (address) => {
      const { context, signUp } = shop();
      await signUp('list@example.de', 'DE', address);
      expect(pageOf(await loadMailbox(context)).mails).toEqual([
        { kind: 'doi', to: 'list@example.de', site: 'DE', link: null, updateHref: null },
      ]);
    },
  );

  it.each([
    ['status 500', { status: 500 }, 'mailbox: http 500'],
    ['malformed JSON', { malformed: true }, 'mailbox: invalid-response'],
    ['a wrong shape', { wrongShape: true }, 'mailbox: invalid-response'],
    ['a dropped connection', { drop: true }, 'mailbox: network'],
  ])('a mailbox call answering %s is unavailable (the 503 error page), never a throw', async (_, fault, reason) => {
    const { context, reference } = shop();
    reference.faults.set(MAILBOX_ROUTE, fault);
    expect(await loadMailbox(context)).toEqual({ kind: 'unavailable', reason });
  });
});

describe('sign up and confirm in the browser, without script (the storefront end to end)', () => {
  const assets = { styles: [], bootstrap: '/assets/bootstrap.js', entry: '/assets/entry.js' };

  it("a sign-up's doi mail in the mailbox leads to the sign-up page with the token, which confirms it", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const reference = createReferenceServices();
    const render: RenderPage = async (data) => new Response(JSON.stringify(data)).body!;
    const app = createStorefront({ services: reference, assets: () => assets, render: () => render });
    const request = async (path: string, init?: RequestInit) => {
      const response = await app.request(`${ORIGIN}${path}`, init);
      return { response, data: JSON.parse(await response.text()) as PageDataInput };
    };
    const form = new FormData();
    form.set('email', 'demo@example.com.tr');
    form.set('firstName', 'Deniz');
    form.set('lastName', 'Yılmaz');
    form.set('newsletterLegal', 'on');
    const cookie = { cookie: 'crema-site=TR' };
    const posted = await request(NEWSLETTER_PAGE_PATH, { method: 'POST', body: form, headers: cookie });
    expect(posted.data.page).toMatchObject({ submission: { result: 'SUCCESS' } });

    const mailbox = await request(MAILBOX_PAGE_PATH);
    expect({ status: mailbox.response.status, pageType: mailbox.data.pageType }).toEqual({
      status: 200,
      pageType: 'MailboxPage',
    });
    expect(mailbox.response.headers.get('cache-control')).toBe(PERSONAL_PAGE_CACHE_CONTROL);
    const [mail] = mailboxPageSchema.parse(mailbox.data.page).mails;
    expect(mail).toMatchObject({ kind: 'doi', to: 'demo@example.com.tr', site: 'TR' });
    const link = new URL(mail!.link!);
    expect(link.origin + link.pathname).toBe(`${ORIGIN}${NEWSLETTER_PAGE_PATH}`);
    expect(link.searchParams.get(SUBSCRIBER_TOKEN_PARAM)).toBeTruthy();

    // Opened in a browser without the site cookie: the link's ?site=tr picks the TR shop, where the token is valid.
    const confirmed = await request(link.pathname + link.search);
    expect({ pageType: confirmed.data.pageType, site: confirmed.data.site, page: confirmed.data.page }).toEqual({
      pageType: 'NewsletterPage',
      site: 'TR',
      page: { doi: 'confirmed' },
    });
    const [welcome] = mailboxPageSchema.parse((await request(MAILBOX_PAGE_PATH)).data.page).mails;
    expect(welcome).toMatchObject({ kind: 'welcome', to: 'demo@example.com.tr' });
    const update = await request(welcome!.updateHref!, { headers: cookie });
    expect(update.data.page).toMatchObject({
      state: 'ready',
      subscriber: { status: 'SUBSCRIBED', firstName: 'Deniz' },
    });
  });

  it('a failing mailbox is the error page (503), logged', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const reference = createReferenceServices();
    reference.faults.set(MAILBOX_ROUTE, { status: 500 });
    const render: RenderPage = async (data) => new Response(JSON.stringify(data)).body!;
    const app = createStorefront({ services: reference, assets: () => assets, render: () => render });
    const response = await app.request(`${ORIGIN}${MAILBOX_PAGE_PATH}`);
    expect(response.status).toBe(503);
    expect((JSON.parse(await response.text()) as PageDataInput).pageType).toBe('ErrorPage');
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining(`${MAILBOX_PAGE_PATH}: mailbox: http 500`));
  });
});

describe('the mailbox page, rendered on the server', () => {
  async function render(data: MailboxPageData, site: SiteCode = 'DE') {
    const resolved = resolveSite(site);
    const messages = await loadAppMessages(resolved.locale);
    return renderToString(
      createElement(
        StorefrontProvider,
        { site, messages },
        createElement(MailboxPage, { data, site: resolved, path: MAILBOX_PAGE_PATH }),
      ),
    );
  }
  const textOf = (html: string) =>
    html
      .replace(/<[^>]+>/g, ' ')
      .replace(/&amp;/g, '&')
      .replace(/\s+/g, ' ');

  const mails: MailboxPageData['mails'] = [
    {
      kind: 'welcome',
      to: 'erst@example.cz',
      site: 'CZ',
      link: `${ORIGIN}${NEWSLETTER_PAGE_PATH}?site=cz`,
      updateHref: `${NEWSLETTER_UPDATE_PATH}?${SUBSCRIBER_TOKEN_PARAM}=t-1`,
    },
    {
      kind: 'doi',
      to: 'erst@example.cz',
      site: 'CZ',
      link: `${ORIGIN}${NEWSLETTER_PAGE_PATH}?site=cz&${SUBSCRIBER_TOKEN_PARAM}=t-1`,
      updateHref: null,
    },
    { kind: 'doi', to: 'ohne@example.de', site: 'DE', link: null, updateHref: null },
  ];

  it('one h1, the count, each mail with subject, recipient, shop and its links as real links, in the given order', async () => {
    const html = await render({ mails });
    const text = textOf(html);
    expect(html.match(/<h1\b/g)).toHaveLength(1);
    expect(html).toMatch(/<h1[^>]*>Newsletter-Postfach<\/h1>/);
    expect(text).toContain('3 E-Mails');
    expect(html.match(/<li\b/g)).toHaveLength(3);
    expect(html.match(/<h3[^>]*>[^<]+<\/h3>/g)?.map((h) => textOf(h).trim())).toEqual([
      'Willkommen beim Newsletter',
      'Bitte bestätigen Sie Ihre Newsletter-Anmeldung',
      'Bitte bestätigen Sie Ihre Newsletter-Anmeldung',
    ]);
    expect(html).toContain(`href="${ORIGIN}${NEWSLETTER_PAGE_PATH}?site=cz&amp;${SUBSCRIBER_TOKEN_PARAM}=t-1"`);
    expect(html).toMatch(
      /<a [^>]*href="\/newsletter\/update\?subscriberToken=t-1"[^>]*>.*Newsletter-Einstellungen ändern/,
    );
    expect(text).toContain('An erst@example.cz');
    expect(html).toContain('<dd lang="cs-CZ">Česko</dd>');
    expect(text).toContain('Diese E-Mail enthält keinen Link');
    expect(html).toMatch(/<a [^>]*href="\/subscribenewsletter"/);
  });

  it('an empty mailbox says so and leads to the sign-up', async () => {
    const html = await render({ mails: [] });
    expect(textOf(html)).toContain('Noch keine E-Mails.');
    expect(html).not.toContain('<ul');
    expect(html).toMatch(/<a [^>]*href="\/subscribenewsletter"[^>]*>.*Zur Newsletter-Anmeldung/);
  });

  it("in the Turkish shop, the shop's words", async () => {
    const text = textOf(await render({ mails }, 'TR'));
    expect(text).toContain('Bülten posta kutusu');
    expect(text).toContain('Kaydı onayla');
  });
});

import { StorefrontProvider, VisitorProvider, resolveSite, type SiteCode } from 'crema';
import { defaultFlags, initialNewsletterValues } from 'crema/server';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, type FetchLike } from 'crema/services';
import {
  createReferenceServices,
  routeKey,
  findSubscriber,
  newsletterMailbox,
  newsletterRoutes,
  seededSubscriberTokens,
} from 'crema/mocks';
import type { LoaderContext } from '../routing/route';
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
  loadNewsletterPage,
  NEWSLETTER_PAGE_PATH,
  newsletterPageSchema,
  signUpAddressOf,
  submitNewsletterPage,
  SUBSCRIBER_TOKEN_PARAM,
  type NewsletterPageData,
} from './newsletter';
import { NewsletterPage } from './NewsletterPage';

const ORIGIN = 'http://shop.test';
const SUBSCRIBE_INTERNAL = routeKey('POST', newsletterRoutes.subscribeInternal);

/**
 * The reference services and a page request's context, as the storefront makes it (`servicesForRequest`), with every
 * call the loaders make recorded (method and path).
 */
function shop(site: SiteCode = 'DE') {
  const reference = createReferenceServices();
  const calls: string[] = [];
  const fetch: FetchLike = (input, init) => {
    const request = new Request(input, init);
    calls.push(`${request.method} ${new URL(request.url).pathname}`);
    return reference.fetch(request);
  };
  const context = (path = NEWSLETTER_PAGE_PATH, extra: Partial<LoaderContext> = {}) => {
    const url = new URL(`${ORIGIN}${path}`);
    const services = servicesForRequest(fetch, new Request(url), resolveSite(site));
    return {
      site: resolveSite(site),
      services,
      sharedServices: services,
      params: {},
      flags: defaultFlags,
      url,
      ...extra,
    };
  };
  const subscribeCalls = () =>
    calls.filter((call) => call.startsWith('POST ') && call.endsWith('/newsletter-subscribers'));
  return { reference, calls, subscribeCalls, context, mailbox: () => newsletterMailbox(reference.state) };
}

/** A form as the browser posts it: one entry per field, a repeated field once per value. */
function formOf(fields: Record<string, string | readonly string[]>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) for (const v of [value].flat()) form.append(name, v);
  return form;
}

/** The page data of a loader's answer, as the browser parses it. */
function pageOf(result: Awaited<ReturnType<typeof loadNewsletterPage>>): NewsletterPageData {
  if (result.kind !== 'page') throw new Error(`no page: ${JSON.stringify(result)}`);
  return newsletterPageSchema.parse(result.data);
}

/** The form's initial values ("Initial values: empty strings and empty lists"). */
const entered = initialNewsletterValues;

describe('the sign-up page, posted before or without script', () => {
  it('a valid DE sign-up is sent on the internal path; the page shows the success for the address, the form reset', async () => {
    const { context, mailbox, subscribeCalls, reference } = shop();
    const data = pageOf(await submitNewsletterPage(context(), formOf({ email: ' anna@example.de ' })));
    expect(data).toEqual({ submission: { result: 'SUCCESS', bot: false }, email: 'anna@example.de' });
    expect(subscribeCalls()).toEqual([`POST ${newsletterRoutes.subscribeInternal}`]);
    // The confirmation mail links back to this page, with the site, so it opens the DE shop in any browser.
    const [mail] = mailbox();
    expect(mail).toMatchObject({ kind: 'doi', to: 'anna@example.de', site: 'DE' });
    expect(mail?.link).toBe(`${ORIGIN}${NEWSLETTER_PAGE_PATH}?site=de&${SUBSCRIBER_TOKEN_PARAM}=${mail?.token}`);
    expect(findSubscriber(reference.state, 'DE', 'anna@example.de')?.status).toBe('WAITING_FOR_DOI');
  });

  it('with the private-API flag on, the sign-up goes to the private path', async () => {
    const { context, subscribeCalls } = shop();
    const result = await submitNewsletterPage(
      context(NEWSLETTER_PAGE_PATH, { flags: { ...defaultFlags, privateNewsletterApi: true } }),
      formOf({ email: 'anna@example.de' }),
    );
    expect(pageOf(result).submission).toEqual({ result: 'SUCCESS', bot: false });
    expect(subscribeCalls()).toEqual([`POST ${newsletterRoutes.subscribePrivate}`]);
  });

  it('a HU sign-up sends salutation and names; the mail links back to the address it was posted to', async () => {
    const { context, reference, mailbox } = shop('HU');
    const form = formOf({ email: 'eszter@example.hu', salutation: 'mrs', firstName: 'Eszter', lastName: 'Kovács' });
    const data = pageOf(await submitNewsletterPage(context('/c/subscribenewsletter'), form));
    expect(data.submission?.result).toBe('SUCCESS');
    expect(findSubscriber(reference.state, 'HU', 'eszter@example.hu')).toMatchObject({
      salutation: 'MRS',
      firstName: 'Eszter',
      lastName: 'Kovács',
    });
    expect(mailbox()[0]?.link).toMatch(/^http:\/\/shop\.test\/c\/subscribenewsletter\?site=hu&subscriberToken=/);
  });

  it.each<[string, SiteCode, Record<string, string>, NonNullable<NewsletterPageData['errors']>]>([
    ['DE without an email', 'DE', {}, { email: 'newsletter.error.emailRequired' }],
    [
      'DE with an email that is no address',
      'DE',
      { email: 'anna(at)example.de' },
      { email: 'newsletter.error.emailInvalid' },
    ],
    [
      `DE with an email over ${EMAIL_MAX_LENGTH} characters`,
      'DE',
      { email: `${'a'.repeat(EMAIL_MAX_LENGTH - 'example.de'.length)}@example.de` },
      { email: 'newsletter.error.tooLong' },
    ],
    [
      'HU without salutation and names',
      'HU',
      { email: 'eszter@example.hu' },
      {
        salutation: 'newsletter.error.salutationRequired',
        firstName: 'newsletter.error.firstNameRequired',
        lastName: 'newsletter.error.lastNameRequired',
      },
    ],
    [
      'TR without the commercial-message consent',
      'TR',
      { email: 'ayse@example.com.tr', firstName: 'Ayşe', lastName: 'Demir' },
      { newsletterLegal: 'newsletter.error.commercialMessagesRequired' },
    ],
    [
      `AT with a URL as first name and a last name over ${NAME_MAX_LENGTH} characters`,
      'AT',
      { email: 'anna@example.at', firstName: 'www.example.at', lastName: 'x'.repeat(NAME_MAX_LENGTH + 1) },
      { firstName: 'newsletter.error.invalidCharacters', lastName: 'newsletter.error.tooLong' },
    ],
  ])('%s: nothing is sent; the entries stay, each field with its message', async (_, site, fields, errors) => {
    const { context, subscribeCalls, mailbox } = shop(site);
    const data = pageOf(await submitNewsletterPage(context(), formOf(fields)));
    expect(data).toEqual({ values: { ...entered, ...fields }, errors });
    expect(subscribeCalls()).toEqual([]);
    expect(mailbox()).toEqual([]);
  });

  it('the service answers urn:newsletter:email_invalid → ERROR_INVALID_EMAIL, the entries kept', async () => {
    const { context } = shop('AT');
    // A form the browser accepts (no top-level domain) that the service refuses.
    const fields = { email: 'anna@example', firstName: 'Anna' };
    const data = pageOf(await submitNewsletterPage(context(), formOf(fields)));
    expect(data).toEqual({
      submission: { result: 'ERROR_INVALID_EMAIL', bot: false },
      values: { ...entered, ...fields },
    });
  });

  it.each([
    ['answers 500', { status: 500 }],
    ['drops the connection', { drop: true }],
  ])('the service %s → ERROR_GENERIC (the technical error), the entries kept', async (_, fault) => {
    const { context, reference, mailbox } = shop('AT');
    reference.faults.set(SUBSCRIBE_INTERNAL, fault);
    const fields = {
      email: 'anna@example.at',
      salutation: 'mrs',
      firstName: 'Anna',
      lastName: 'Huber',
      personalisedOffers: 'on',
    };
    const data = pageOf(await submitNewsletterPage(context(), formOf(fields)));
    expect(data).toEqual({
      submission: { result: 'ERROR_GENERIC', bot: false },
      values: { ...entered, ...fields, personalisedOffers: true },
    });
    expect(mailbox()).toEqual([]);
  });

  it('a filled honeypot: only the success shows, no subscription call is made', async () => {
    const { context, subscribeCalls, mailbox } = shop();
    const data = pageOf(
      await submitNewsletterPage(context(), formOf({ email: 'bot@example.de', website: 'bot@example.de' })),
    );
    expect(data).toEqual({ submission: { result: 'SUCCESS', bot: true }, email: 'bot@example.de' });
    expect(subscribeCalls()).toEqual([]);
    expect(mailbox()).toEqual([]);
  });
});

describe("the sign-up page opened from a confirmation mail's link (PUT …/doi)", () => {
  const withToken = (token: string) => `${NEWSLETTER_PAGE_PATH}?${SUBSCRIBER_TOKEN_PARAM}=${encodeURIComponent(token)}`;

  it('without a token the page is the empty form, and nothing is called', async () => {
    const { context, calls } = shop();
    expect(pageOf(await loadNewsletterPage(context()))).toEqual({});
    expect(calls).toEqual([]);
  });

  it("a waiting subscriber's token confirms the sign-up; the welcome mail links to the sign-up page", async () => {
    const { context, reference, mailbox } = shop();
    const data = pageOf(await loadNewsletterPage(context(withToken(seededSubscriberTokens.waitingDe))));
    expect(data).toEqual({ doi: 'confirmed' });
    expect(findSubscriber(reference.state, 'DE', 'lena.wagner@example.de')?.status).toBe('SUBSCRIBED');
    expect(mailbox()).toEqual([
      {
        kind: 'welcome',
        to: 'lena.wagner@example.de',
        site: 'DE',
        token: seededSubscriberTokens.waitingDe,
        link: `${ORIGIN}${NEWSLETTER_PAGE_PATH}?site=de`,
      },
    ]);
  });

  it('a link followed twice is still confirmed', async () => {
    const { context } = shop();
    const path = withToken(seededSubscriberTokens.subscribedDe);
    expect(pageOf(await loadNewsletterPage(context(path)))).toEqual({ doi: 'confirmed' });
  });

  it.each<[string, SiteCode, string]>([
    ['an unknown token', 'DE', 'gibt-es-nicht'],
    ['an empty token', 'DE', ''],
    ["another country's token (TR's on the DE shop)", 'DE', seededSubscriberTokens.waitingTr],
    ["another country's token (DE's on the AT shop)", 'AT', seededSubscriberTokens.waitingDe],
  ])('%s → "Leider ist dieser Link nicht mehr gültig." (link-invalid)', async (_, site, token) => {
    const { context, mailbox } = shop(site);
    expect(pageOf(await loadNewsletterPage(context(withToken(token))))).toEqual({ doi: 'link-invalid' });
    expect(mailbox()).toEqual([]);
  });

  it('a failing confirmation call → failed (the technical error), the subscriber still waiting', async () => {
    const { context, reference } = shop();
    reference.faults.set(routeKey('PUT', newsletterRoutes.doi), { status: 500 });
    const data = pageOf(await loadNewsletterPage(context(withToken(seededSubscriberTokens.waitingDe))));
    expect(data).toEqual({ doi: 'failed' });
    expect(findSubscriber(reference.state, 'DE', 'lena.wagner@example.de')?.status).toBe('WAITING_FOR_DOI');
  });

  it('signUpAddressOf: the page path, absolute, with the site; any query of the request left out', () => {
    const url = new URL(`${ORIGIN}/registerfreecremacard?${SUBSCRIBER_TOKEN_PARAM}=x&site=CH_FR`);
    expect(signUpAddressOf(url, resolveSite('CH_FR'))).toBe(`${ORIGIN}/registerfreecremacard?site=ch_fr`);
  });
});

describe('the sign-up routes in the storefront', () => {
  const assets = { styles: [], bootstrap: '/assets/bootstrap.js', entry: '/assets/entry.js' };

  /** The storefront answering the page data as JSON (as server/storefront.test.ts tests the routing). */
  function storefront() {
    const reference = createReferenceServices();
    const render: RenderPage = async (data) => new Response(JSON.stringify(data)).body!;
    const app = createStorefront({ services: reference, assets: () => assets, render: () => render });
    const request = async (path: string, init?: RequestInit) => {
      const response = await app.request(`${ORIGIN}${path}`, init);
      return { response, data: JSON.parse(await response.text()) as PageDataInput };
    };
    return { reference, request };
  }

  it.each(['/subscribenewsletter', '/c/subscribenewsletter', '/registerfreecremacard', '/registerfreeprivatecard'])(
    '%s is the sign-up page (NewsletterPage), kept by no shared cache',
    async (path) => {
      const { request } = storefront();
      const { response, data } = await request(path);
      expect({ status: response.status, pageType: data.pageType, path: data.path }).toEqual({
        status: 200,
        pageType: 'NewsletterPage',
        path,
      });
      expect(data.page).toEqual({});
      expect(response.headers.get('cache-control')).toBe(PERSONAL_PAGE_CACHE_CONTROL);
    },
  );

  it.each([
    ['/c/kaffee', 200, 'CategoryPage'],
    ['/c/kaffee/kaffeebohnen', 200, 'CategoryPage'],
    // The voucher conditions ("/c/subscribenewsletter-...") are not the sign-up page.
    ['/c/subscribenewsletter-conditions', 404, 'NotFoundPage'],
    ['/registerfreeCremacard', 404, 'NotFoundPage'],
    ['/registerfreecard', 404, 'NotFoundPage'],
    ['/registerfreecremacard/mehr', 404, 'NotFoundPage'],
    ['/subscribenewsletter/mehr', 404, 'NotFoundPage'],
  ])('%s stays %i %s', async (path, status, pageType) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { request } = storefront();
    const { response, data } = await request(path);
    expect({ status: response.status, pageType: data.pageType }).toEqual({ status, pageType });
  });

  it('a native post answers 200 with the outcome in the page data (the page of its own address, no redirect)', async () => {
    const { request, reference } = storefront();
    const { response, data } = await request('/registerfreecremacard', {
      method: 'POST',
      body: formOf({ email: 'post@example.cz' }),
      headers: { cookie: 'crema-site=CZ' },
    });
    expect({ status: response.status, pageType: data.pageType, site: data.site }).toEqual({
      status: 200,
      pageType: 'NewsletterPage',
      site: 'CZ',
    });
    expect(data.page).toEqual({ submission: { result: 'SUCCESS', bot: false }, email: 'post@example.cz' });
    expect(response.headers.get('cache-control')).toBe(PERSONAL_PAGE_CACHE_CONTROL);
    expect(newsletterMailbox(reference.state).at(-1)?.link).toMatch(
      /^http:\/\/shop\.test\/registerfreecremacard\?site=cz&subscriberToken=/,
    );
  });

  it('a post that is not a form is refused with 415 (the error page): nothing read, nothing sent', async () => {
    const { request, reference } = storefront();
    const { response, data } = await request(NEWSLETTER_PAGE_PATH, { method: 'POST', body: 'not a form' });
    expect(response.status).toBe(415);
    expect(data.pageType).toBe('ErrorPage');
    expect(newsletterMailbox(reference.state)).toEqual([]);
  });

  it('an empty form is read: the required-email message, nothing sent', async () => {
    const { request, reference } = storefront();
    const { response, data } = await request(NEWSLETTER_PAGE_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: '',
    });
    expect(response.status).toBe(200);
    expect(data.page).toEqual({ values: entered, errors: { email: 'newsletter.error.emailRequired' } });
    expect(newsletterMailbox(reference.state)).toEqual([]);
  });
});

describe('the sign-up page, rendered on the server', () => {
  async function render(data: NewsletterPageData, site: SiteCode = 'DE', path = NEWSLETTER_PAGE_PATH) {
    const resolved = resolveSite(site);
    const messages = await loadAppMessages(resolved.locale);
    // As the storefront renders every page: inside the shop's providers (the form reads the visitor's login).
    return renderToString(
      createElement(
        StorefrontProvider,
        { site, messages },
        createElement(VisitorProvider, null, createElement(NewsletterPage, { data, site: resolved, path })),
      ),
    );
  }
  const textOf = (html: string) =>
    html
      .replace(/<[^>]+>/g, ' ')
      .replace(/&amp;/g, '&')
      .replace(/\s+/g, ' ');

  it('the empty form: one h1, a real form posting to the address it was opened at, the email field first', async () => {
    const html = await render({}, 'DE', '/registerfreecremacard');
    expect(html.match(/<h1\b/g)).toHaveLength(1);
    const form = html.match(/<form [^>]*>/)?.[0];
    expect(form).toContain('method="post"');
    expect(form).toContain('action="/registerfreecremacard"');
    expect(html).toMatch(/<input [^>]*name="email"/);
    expect(textOf(html)).toContain('* Pflichtfeld');
  });

  it('after a post: the success, naming the address the mail went to', async () => {
    const text = textOf(await render({ submission: { result: 'SUCCESS', bot: false }, email: 'anna@example.de' }));
    expect(text).toContain('Wir haben eine Bestätigungs-E-Mail an anna@example.de gesendet.');
  });

  it('after an invalid post: the entries and the messages of the spec', async () => {
    const html = await render(
      {
        values: { ...entered, email: 'eszter@example.hu' },
        errors: { firstName: 'newsletter.error.firstNameRequired', salutation: 'newsletter.error.salutationRequired' },
      },
      'HU',
    );
    expect(html).toMatch(/<input [^>]*name="email"[^>]*value="eszter@example.hu"/);
    const text = textOf(html);
    expect(text).toContain('A megszólítás mező kitöltése kötelező.');
  });

  it('after a technical error: the notice, the entries kept', async () => {
    const html = await render({
      submission: { result: 'ERROR_GENERIC', bot: false },
      values: { ...entered, email: 'anna@example.de' },
    });
    expect(textOf(html)).toContain(
      'Aus technischen Gründen ist die Newsletteranmeldung nicht möglich. Bitte versuchen Sie es später!',
    );
    expect(html).toMatch(/<input [^>]*name="email"[^>]*value="anna@example.de"/);
  });

  it('an invalid confirmation link: "Leider ist dieser Link nicht mehr gültig."', async () => {
    expect(textOf(await render({ doi: 'link-invalid' }))).toContain('Leider ist dieser Link nicht mehr gültig.');
  });
});

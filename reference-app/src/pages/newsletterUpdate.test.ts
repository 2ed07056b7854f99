import { StorefrontProvider, VisitorProvider, resolveSite, type SiteCode } from 'crema';
import { defaultFlags, DNE_CONSENT, subscriberUpdateOf, updateValuesFromFormData } from 'crema/server';
import { confirmSubscriber, createServiceClient, subscribeNewsletter, type Subscriber } from 'crema/services';
import {
  createReferenceServices,
  routeKey,
  findSubscriber,
  newsletterMailbox,
  newsletterRoutes,
  seededSubscriberTokens,
} from 'crema/mocks';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import {
  createStorefront,
  PERSONAL_PAGE_CACHE_CONTROL,
  servicesForRequest,
  type RenderPage,
} from '../../server/storefront';
import { loadAppMessages } from '../messages';
import type { PageDataInput } from '../routing/pageData';
import { NEWSLETTER_PAGE_PATH, SUBSCRIBER_TOKEN_PARAM } from './newsletter';
import { NewsletterUpdatePage } from './NewsletterUpdatePage';
import {
  loadNewsletterUpdate,
  NEWSLETTER_UPDATE_PATH,
  newsletterUpdateHref,
  newsletterUpdatePageSchema,
  submitNewsletterUpdate,
  type NewsletterUpdatePageData,
} from './newsletterUpdate';

const ORIGIN = 'http://shop.test';
const paul = seededSubscriberTokens.subscribedDe;

function shop(site: SiteCode = 'DE') {
  const reference = createReferenceServices();
  const context = (path: string) => {
    const url = new URL(`${ORIGIN}${path}`);
    const services = servicesForRequest(reference.fetch, new Request(url), resolveSite(site));
    return { site: resolveSite(site), services, sharedServices: services, params: {}, flags: defaultFlags, url };
  };
  const stored = (email: string) => findSubscriber(reference.state, site, email);
  return { reference, context, stored };
}

function formOf(fields: Record<string, string | readonly string[]>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) for (const v of [value].flat()) form.append(name, v);
  return form;
}

function pageOf(result: Awaited<ReturnType<typeof loadNewsletterUpdate>>): NewsletterUpdatePageData {
  if (result.kind !== 'page') throw new Error(`no page: ${JSON.stringify(result)}`);
  return newsletterUpdatePageSchema.parse(result.data);
}

describe('the update page: reading the subscriber of the link (GET …/newsletter-subscribers/{subscriberToken})', () => {
  it("a subscriber's token: the subscriber as the service has it", async () => {
    const { context } = shop();
    expect(pageOf(await loadNewsletterUpdate(context(newsletterUpdateHref(paul))))).toEqual({
      state: 'ready',
      subscriberToken: paul,
      subscriber: {
        email: 'paul.becker@example.de',
        status: 'SUBSCRIBED',
        salutation: 'MR',
        firstName: 'Paul',
        lastName: 'Becker',
        consents: [],
        interests: ['COFFEE', 'KITCHEN'],
      },
      initial: {},
    });
  });

  it.each<[string, SiteCode, string]>([
    ['no token', 'DE', NEWSLETTER_UPDATE_PATH],
    ['an empty token', 'DE', `${NEWSLETTER_UPDATE_PATH}?${SUBSCRIBER_TOKEN_PARAM}=`],
    ['an unknown token', 'DE', newsletterUpdateHref('gibt-es-nicht')],
    ["another country's token", 'TR', newsletterUpdateHref(paul)],
  ])('%s → the link-invalid state', async (_, site, path) => {
    const { context } = shop(site);
    expect(pageOf(await loadNewsletterUpdate(context(path)))).toEqual({ state: 'link-invalid' });
  });

  it.each([
    ['status 500', { status: 500 }, 'subscriber: http 500 INJECTED_FAULT'],
    ['a wrong shape', { wrongShape: true }, 'subscriber: invalid-response'],
    ['a dropped connection', { drop: true }, 'subscriber: network'],
  ])('a read answering %s is unavailable (the 503 error page), never a throw', async (_, fault, reason) => {
    const { context, reference } = shop();
    reference.faults.set(routeKey('GET', newsletterRoutes.subscriber), fault);
    expect(await loadNewsletterUpdate(context(newsletterUpdateHref(paul)))).toEqual({ kind: 'unavailable', reason });
  });
});

describe('the update page, posted before or without script (PUT …/newsletter-subscribers/{subscriberToken})', () => {
  /** A HU subscriber (salutation and names shown there), signed up and confirmed through the reference service. */
  async function hungarian(shopOf: ReturnType<typeof shop>) {
    const client = createServiceClient({ fetch: shopOf.reference.fetch, site: 'HU' });
    const input = { email: 'eszter@example.hu', salutation: 'MRS' as const, firstName: 'Eszter', lastName: 'Kovács' };
    await subscribeNewsletter(
      client,
      { ...input, consents: ['NEWSLETTER'], origin: 'onsite', originAddition: 'subsite' },
      {
        privateApi: false,
        site: 'HU',
      },
    );
    const token = newsletterMailbox(shopOf.reference.state).at(-1)!.token;
    await confirmSubscriber(client, token, { site: 'HU' });
    return token;
  }

  it('HU: saves salutation, names, the offers consent and the interests; shows the subscriber as now stored', async () => {
    const hu = shop('HU');
    const token = await hungarian(hu);
    const form = formOf({
      salutation: 'divers',
      firstName: ' Eszti ',
      lastName: 'Kovács-Nagy',
      personalisedOffers: 'on',
      interests: ['COFFEE', 'SPORT', 'COFFEE', 'not a category'],
    });
    const data = pageOf(await submitNewsletterUpdate(hu.context(newsletterUpdateHref(token)), form));
    expect(data).toEqual({
      state: 'ready',
      subscriberToken: token,
      subscriber: {
        email: 'eszter@example.hu',
        status: 'SUBSCRIBED',
        salutation: 'DIVERS',
        firstName: 'Eszti',
        lastName: 'Kovács-Nagy',
        consents: ['NEWSLETTER', DNE_CONSENT],
        // Each once, in the order the form offers them (the interest categories list SPORT before COFFEE).
        interests: ['SPORT', 'COFFEE'],
      },
      initial: { saved: true },
    });
    expect(hu.stored('eszter@example.hu')).toMatchObject({ salutation: 'DIVERS', firstName: 'Eszti' });
  });

  it('DE (no salutation or names shown): only the consent and the interests are saved', async () => {
    const { context, stored } = shop();
    const form = formOf({ salutation: 'mrs', firstName: 'Paula', interests: ['MOBILE'] });
    const data = pageOf(await submitNewsletterUpdate(context(newsletterUpdateHref(paul)), form));
    expect(data).toMatchObject({
      state: 'ready',
      subscriber: { salutation: 'MR', firstName: 'Paul', interests: ['MOBILE'], consents: [] },
      initial: { saved: true },
    });
    expect(stored('paul.becker@example.de')).toMatchObject({ salutation: 'MR', firstName: 'Paul' });
  });

  it('TR: a name the service refuses (a domain): the failure, with what was entered; nothing changes', async () => {
    const { context, stored } = shop('TR');
    const token = seededSubscriberTokens.waitingTr;
    const form = formOf({ firstName: 'ayse.com.tr', lastName: 'Demir', interests: ['HOBBY'] });
    const data = pageOf(await submitNewsletterUpdate(context(newsletterUpdateHref(token)), form));
    expect(data).toMatchObject({
      state: 'ready',
      subscriber: { firstName: 'ayse.com.tr', interests: ['HOBBY'] },
      initial: { failed: true },
    });
    expect(stored('ayse.demir@example.com.tr')).toMatchObject({ firstName: 'Ayşe', interests: [] });
  });

  it('a failing save call (500): the failure, with what was entered', async () => {
    const { context, reference } = shop();
    reference.faults.set(routeKey('PUT', newsletterRoutes.subscriber), { status: 500 });
    const form = formOf({ personalisedOffers: 'on', interests: ['KIDS'] });
    const data = pageOf(await submitNewsletterUpdate(context(newsletterUpdateHref(paul)), form));
    expect(data).toMatchObject({
      state: 'ready',
      subscriber: { consents: [DNE_CONSENT], interests: ['KIDS'] },
      initial: { failed: true },
    });
  });

  it.each([
    ['an unknown token', newsletterUpdateHref('gibt-es-nicht')],
    ['no token', NEWSLETTER_UPDATE_PATH],
  ])('a post with %s is the link-invalid state; nothing is saved', async (_, path) => {
    const { context, stored } = shop();
    const data = pageOf(await submitNewsletterUpdate(context(path), formOf({ interests: ['KIDS'] })));
    expect(data).toEqual({ state: 'link-invalid' });
    expect(stored('paul.becker@example.de')?.interests).toEqual(['COFFEE', 'KITCHEN']);
  });
});

describe("the update request of a posted form (the feature's update.ts, as the form sends it)", () => {
  const postedUpdateOf = (form: FormData, subscriber: Subscriber, site: SiteCode) =>
    subscriberUpdateOf(updateValuesFromFormData(form), subscriber, site);
  const current: Subscriber = {
    email: 'anna@example.at',
    status: 'SUBSCRIBED',
    salutation: 'MR',
    firstName: 'Anna',
    lastName: 'Huber',
    consents: ['NEWSLETTER', DNE_CONSENT],
    // A category the form does not offer is kept.
    interests: ['GARDEN', 'COFFEE'],
  };
  const cases: [string, SiteCode, Record<string, string | string[]>][] = [
    [
      'AT, everything changed',
      'AT',
      {
        salutation: 'mrs',
        firstName: 'Anna',
        lastName: 'Gruber',
        personalisedOffers: 'on',
        interests: ['SPORT', 'KIDS'],
      },
    ],
    ['AT, names emptied and the offers consent unticked', 'AT', { salutation: '', firstName: ' ', lastName: '' }],
    ['DE, salutation and names not shown', 'DE', { salutation: 'mrs', firstName: 'Paula', interests: ['COFFEE'] }],
    ['HU, unknown salutation and categories', 'HU', { salutation: 'dr', interests: ['coffee', 'GARDEN', ''] }],
    ['TR, names only', 'TR', { salutation: 'mr', firstName: 'Ayşe', lastName: 'Demir', interests: ['SPORT', 'SPORT'] }],
  ];

  it('AT: the salutation in capitals, the names trimmed, DNE as ticked, offered categories after the others', () => {
    expect(postedUpdateOf(formOf(cases[0]![2]), current, 'AT')).toEqual({
      salutation: 'MRS',
      firstName: 'Anna',
      lastName: 'Gruber',
      consents: ['NEWSLETTER', DNE_CONSENT],
      interests: ['GARDEN', 'SPORT', 'KIDS'],
    });
    expect(postedUpdateOf(formOf(cases[1]![2]), current, 'AT')).toEqual({
      consents: ['NEWSLETTER'],
      interests: ['GARDEN'],
    });
  });
});

describe('the update route in the storefront', () => {
  it(`${NEWSLETTER_UPDATE_PATH} is NewsletterUpdatePage, kept by no shared cache; a post saves`, async () => {
    const reference = createReferenceServices();
    const render: RenderPage = async (data) => new Response(JSON.stringify(data)).body!;
    const app = createStorefront({
      services: reference,
      assets: () => ({ styles: [], bootstrap: '/assets/bootstrap.js', entry: '/assets/entry.js' }),
      render: () => render,
    });
    const get = await app.request(`${ORIGIN}${newsletterUpdateHref(paul)}`);
    const data = JSON.parse(await get.text()) as PageDataInput;
    expect({ status: get.status, pageType: data.pageType }).toEqual({ status: 200, pageType: 'NewsletterUpdatePage' });
    expect(get.headers.get('cache-control')).toBe(PERSONAL_PAGE_CACHE_CONTROL);

    const post = await app.request(`${ORIGIN}${newsletterUpdateHref(paul)}`, {
      method: 'POST',
      body: formOf({ interests: ['MOBILE'] }),
    });
    expect((JSON.parse(await post.text()) as PageDataInput).page).toMatchObject({
      state: 'ready',
      subscriber: { interests: ['MOBILE'] },
      initial: { saved: true },
    });
  });
});

describe('the update page, rendered on the server', () => {
  async function render(data: NewsletterUpdatePageData, site: SiteCode = 'DE') {
    const resolved = resolveSite(site);
    const messages = await loadAppMessages(resolved.locale);
    // As the storefront renders every page: inside the shop's providers.
    return renderToString(
      createElement(
        StorefrontProvider,
        { site, messages },
        createElement(
          VisitorProvider,
          null,
          createElement(NewsletterUpdatePage, { data, site: resolved, path: NEWSLETTER_UPDATE_PATH }),
        ),
      ),
    );
  }
  const textOf = (html: string) =>
    html
      .replace(/<[^>]+>/g, ' ')
      .replace(/&amp;/g, '&')
      .replace(/\s+/g, ' ');
  const formTag = (html: string) => html.match(/<form [^>]*>/)?.[0];

  it("the subscriber's form: one h1, posting natively to this page with the token, the subscriber's choices ticked", async () => {
    const { context } = shop();
    const data = pageOf(await loadNewsletterUpdate(context(newsletterUpdateHref(paul))));
    const html = await render(data);
    expect(html.match(/<h1\b/g)).toHaveLength(1);
    expect(formTag(html)).toContain('method="post"');
    expect(formTag(html)).toContain(`action="${NEWSLETTER_UPDATE_PATH}?${SUBSCRIBER_TOKEN_PARAM}=${paul}"`);
    const checked = (html.match(/<input [^>]*name="interests"[^>]*>/g) ?? [])
      .filter((input) => / checked=""/.test(input))
      .map((input) => input.match(/value="([^"]*)"/)?.[1]);
    expect(checked).toEqual(['KITCHEN', 'COFFEE']);
  });

  it('after a post: saved, or failed', async () => {
    const { context } = shop();
    const ready = pageOf(await loadNewsletterUpdate(context(newsletterUpdateHref(paul))));
    if (ready.state !== 'ready') throw new Error('not ready');
    const saved = await render({ ...ready, initial: { saved: true } });
    const failed = await render({ ...ready, initial: { failed: true } });
    expect(saved).toContain('data-tone="success"');
    expect(failed).toContain('data-tone="error"');
    expect(failed).not.toContain('data-tone="success"');
  });

  it('a link that is not valid: "Leider ist dieser Link nicht mehr gültig.", with the sign-up form posting to the sign-up page', async () => {
    const html = await render({ state: 'link-invalid' });
    expect(textOf(html)).toContain('Leider ist dieser Link nicht mehr gültig.');
    expect(html.match(/<h1\b/g)).toHaveLength(1);
    expect(formTag(html)).toContain(`action="${NEWSLETTER_PAGE_PATH}"`);
  });
});

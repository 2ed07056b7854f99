// @vitest-environment node
// The server renders the sign-up and update forms in every state it already handled, without a call and without
// browser globals (a reference to window, document or storage would throw here), so a post without script and a
// double-opt-in link answer with a complete page that hydration keeps.
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { createServiceClient, type FetchLike } from '../../services/http';
import type { Subscriber } from '../../services/newsletter';
import { StorefrontProvider } from '../../kernel';
import { storefrontMessagesFor } from '../../compositions/messages/testing';
import { VisitorProvider } from '../../kernel/visitor';
import {
  NewsletterForm,
  NewsletterUpdateForm,
  newsletterFieldNames,
  type NewsletterFormProps,
  type NewsletterServerState,
} from './index';

function renderOnServer(children: ReactNode, site = 'DE') {
  expect(typeof window).toBe('undefined');
  const calls: unknown[] = [];
  const fetch: FetchLike = (input) => {
    calls.push(input);
    return new Response('{}');
  };
  const html = renderToString(
    <StorefrontProvider site={site} messages={storefrontMessagesFor(site)} services={createServiceClient({ fetch })}>
      <VisitorProvider>{children}</VisitorProvider>
    </StorefrontProvider>,
  );
  expect(calls).toEqual([]);
  return html;
}

const form = (props: NewsletterFormProps, site = 'DE') => renderOnServer(<NewsletterForm {...props} />, site);
/** The attributes of every `tag` element in the markup, whatever their order. */
const elements = (html: string, tag: string) =>
  [...html.matchAll(new RegExp(`<${tag}\\b([^>]*)>`, 'g'))].map((m) =>
    Object.fromEntries([...m[1]!.matchAll(/([\w:-]+)(?:="([^"]*)")?/g)].map((a) => [a[1]!, a[2] ?? ''])),
  );
const input = (html: string, name: string, value?: string) =>
  elements(html, 'input').find((a) => a.name === name && (value === undefined || a.value === value));
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/&#x27;/g, "'");
const values = {
  email: 'anna@example.at',
  salutation: 'mrs',
  firstName: 'Anna',
  lastName: 'Huber',
  personalisedOffers: true,
  newsletterLegal: false,
  website: '',
} as const;

describe('NewsletterForm on the server', () => {
  it('is a real form posting to its page, with the field names the server reads', () => {
    const html = form({ action: '/subscribenewsletter' }, 'AT');
    expect(elements(html, 'form')[0]).toMatchObject({ method: 'post', action: '/subscribenewsletter' });
    for (const name of ['email', 'salutation', 'firstName', 'lastName', 'personalisedOffers', 'honeypot'] as const) {
      expect(html, name).toContain(`name="${newsletterFieldNames[name]}"`);
    }
    // The salutation is a native select before hydration (the Select's listbox needs script).
    expect(elements(html, 'select').map((a) => a.name)).toEqual(['salutation']);
    expect(html).not.toMatch(/role="combobox"/);
    // No style attribute (CSP), and nothing revealed yet: only the email field shows first.
    expect(html).not.toContain('style=');
    expect(html).not.toContain('data-revealed');
  });

  it('without an action it posts to its own address: no action attribute (an empty one is invalid HTML)', () => {
    expect(elements(form({}), 'form')[0]).not.toHaveProperty('action');
  });

  it('TR: the legal checkbox posts as newsletterLegal; the bubble reads %10', () => {
    const html = form({}, 'TR');
    expect(html).toContain(`name="${newsletterFieldNames.newsletterLegal}"`);
    expect(text(html)).toContain('%10');
    expect(html).toContain('href="/aydinlatma-metni"');
  });

  it('DE: the bubble reads 10 %, the image comes from the newsletter frontend (desktop from 1024 px)', () => {
    const html = form({});
    expect(text(html)).toMatch(/10\s%/);
    expect(html).toContain('srcSet="/service/newsletterfrontend/newslettersubscriptionform/subscription-desktop.jpg"');
    expect(html).toContain('media="(min-width: 1024px)"');
    expect(html).toMatch(/<h1/);
  });

  it('embedded: no image, an h2', () => {
    const html = form({ variant: 'embedded' });
    expect(html).not.toContain('<picture');
    expect(html).not.toMatch(/<h1/);
    expect(html).toMatch(/<h2[^>]*>Newsletter abonnieren/);
  });

  it('success: the message with the address, the form hidden', () => {
    const initial: NewsletterServerState = {
      submission: { result: 'SUCCESS', bot: false },
      email: 'anna@example.de',
    };
    const html = form({ initial });
    expect(text(html)).toContain('Vielen Dank für Ihre Anmeldung!');
    expect(text(html)).toContain('Wir haben eine Bestätigungs-E-Mail an anna@example.de gesendet.');
    expect(elements(html, 'form')[0]).toHaveProperty('hidden');
  });

  it('the bot path looks the same as a success', () => {
    const html = form({ initial: { submission: { result: 'SUCCESS', bot: true }, email: 'bot@example.de' } });
    expect(text(html)).toContain('Vielen Dank für Ihre Anmeldung!');
  });

  it('technical error: the notice, and the entries kept in the fields', () => {
    const html = form({ initial: { submission: { result: 'ERROR_GENERIC', bot: false }, values } }, 'AT');
    expect(text(html)).toContain(
      'Aus technischen Gründen ist die Newsletteranmeldung nicht möglich. Bitte versuchen Sie es später!',
    );
    expect(html).toContain('value="anna@example.at"');
    expect(html).toContain('value="Huber"');
    expect(html).toMatch(/<option value="mrs" selected="">Frau<\/option>/);
    expect(html).toMatch(
      /<input[^>]*checked=""[^>]*name="personalisedOffers"|name="personalisedOffers"[^>]*checked=""/,
    );
    expect(html).toContain('data-revealed="true"');
  });

  it('invalid email from the server: the field error on the email', () => {
    const html = form({
      initial: { submission: { result: 'ERROR_INVALID_EMAIL', bot: false }, values: { ...values, email: 'a@b' } },
    });
    expect(text(html)).toContain('Bitte geben Sie eine gültige E-Mail-Adresse ein.');
    expect(input(html, 'email')).toHaveProperty('aria-invalid', 'true');
  });

  it('field errors of the server’s check, in the site’s language (HU)', () => {
    const html = form(
      {
        initial: {
          values: { ...values, salutation: '', firstName: '' },
          errors: {
            salutation: 'newsletter.error.salutationRequired',
            firstName: 'newsletter.error.firstNameRequired',
          },
        },
      },
      'HU',
    );
    expect(text(html)).toContain('A megszólítás mező kitöltése kötelező.');
    expect(text(html)).toContain('A keresztnév megadása kötelező.');
  });

  it('double opt-in: confirmed, link no longer valid (with the brand), failed', () => {
    expect(text(form({ initial: { doi: 'confirmed' } }))).toContain('Ihre Anmeldung ist bestätigt');
    expect(text(form({ initial: { doi: 'link-invalid' } }))).toContain(
      'Leider ist dieser Link nicht mehr gültig. Bitte melden Sie sich erneut zum Crema Newsletter an.',
    );
    expect(text(form({ initial: { doi: 'failed' } }))).toContain('Aus technischen Gründen');
    expect(text(form({ initial: { doi: 'link-invalid' } }, 'TR'))).toContain(
      'Maalesef bu bağlantı artık geçerli değil. Lütfen Crema bültenine yeniden abone olun.',
    );
  });
});

describe('NewsletterUpdateForm on the server', () => {
  const subscriber: Subscriber = {
    email: 'paul.becker@example.de',
    status: 'SUBSCRIBED',
    salutation: 'MR',
    firstName: 'Paul',
    lastName: 'Becker',
    consents: ['NEWSLETTER', 'DNE'],
    interests: ['COFFEE', 'KITCHEN', 'CREMA_CARD'],
  };
  const update = (initial?: { saved?: boolean; failed?: boolean }, site = 'AT') =>
    renderOnServer(<NewsletterUpdateForm subscriberToken="t-1" subscriber={subscriber} initial={initial} />, site);

  it('shows the subscriber’s values, posting natively', () => {
    const html = update();
    expect(elements(html, 'form')[0]).toHaveProperty('method', 'post');
    // To the page's own address: no action attribute (an empty one is invalid HTML).
    expect(elements(html, 'form')[0]).not.toHaveProperty('action');
    expect(text(html)).toContain('Hier ändern Sie Ihre Angaben für den Newsletter an paul.becker@example.de.');
    expect(html).toContain('value="Paul"');
    expect(html).toMatch(/<option value="mr" selected="">Herr<\/option>/);
    expect(input(html, 'interests', 'COFFEE')).toHaveProperty('checked');
    expect(input(html, 'interests', 'SPORT')).not.toHaveProperty('checked');
    expect(input(html, 'interests', 'CREMA_CARD')).toHaveProperty('checked');
    expect(text(html)).toContain('CremaCard');
    expect(input(html, 'personalisedOffers')).toHaveProperty('checked');
    expect(text(html)).toContain('Küche');
  });

  it('saved and failed notices', () => {
    expect(text(update({ saved: true }))).toContain('Ihre Änderungen wurden gespeichert.');
    expect(text(update({ failed: true }))).toContain(
      'Aus technischen Gründen konnten Ihre Änderungen nicht gespeichert',
    );
  });
});

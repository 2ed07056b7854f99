import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createReferenceServices, routeKey } from '../../mocks';
import { findSubscriber, newsletterRoutes, seededSubscriberTokens } from '../../mocks/routes/newsletter';
import { createServiceClient, type FetchLike } from '../../services/http';
import { fetchSubscriber, type Subscriber } from '../../services/newsletter';
import { StorefrontProvider } from '../../kernel';
import { storefrontMessagesFor } from '../../compositions/messages/testing';
import { LOYALTY_CARD_INTEREST } from '../../services/newsletter/constants';
import {
  NewsletterUpdateForm,
  interestCategories,
  subscriberUpdateOf,
  updateValuesFromFormData,
  updateValuesOf,
} from './index';

async function setup(site: 'DE' | 'TR', token: string) {
  const reference = createReferenceServices();
  const browser = reference.browser();
  const puts: unknown[] = [];
  const fetch: FetchLike = (input, init) => {
    if (init?.method === 'PUT') puts.push(JSON.parse(String(init.body)));
    return browser.fetch(input, init);
  };
  const services = createServiceClient({ fetch, site });
  const read = await fetchSubscriber(services, token, { site });
  if (!read.ok) throw new Error(`no seeded subscriber ${token}`);
  const user = userEvent.setup();
  render(
    <StorefrontProvider site={site} messages={storefrontMessagesFor(site)} services={services}>
      <NewsletterUpdateForm subscriberToken={token} subscriber={read.value} />
    </StorefrontProvider>,
  );
  return { reference, puts, user, subscriber: read.value };
}

const errorOf = (control: HTMLElement) =>
  (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

beforeEach(() => {
  Element.prototype.scrollIntoView = () => {};
});

describe('NewsletterUpdateForm', () => {
  it('saves the consent and the interest categories with updateSubscriber and says so', async () => {
    const { user, reference, puts } = await setup('DE', seededSubscriberTokens.subscribedDe);
    expect(screen.getByRole('heading', { level: 1, name: 'Newsletter-Einstellungen' })).toBeInTheDocument();
    const interests = screen.getByRole('group', { name: 'Meine Interessen' });
    expect(screen.getByRole('checkbox', { name: 'Kaffee' })).toBeChecked();
    // DE shows no names and no salutation on its sign-up: nor here.
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(interests).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Kaffee' }));
    await user.click(screen.getByRole('checkbox', { name: 'Sport und Fitness' }));
    await user.click(screen.getByRole('checkbox', { name: /personalisierte Angebote/ }));
    await user.click(screen.getByRole('button', { name: 'Änderungen speichern' }));

    const notice = (await screen.findByText('Ihre Änderungen wurden gespeichert.')).closest<HTMLElement>(
      '[tabindex="-1"]',
    )!;
    await waitFor(() => expect(notice).toHaveFocus());
    expect(puts).toEqual([{ consents: ['DNE'], interests: ['SPORT', 'KITCHEN'] }]);
    const stored = findSubscriber(reference.state, 'DE', 'paul.becker@example.de')!;
    expect(stored.interests).toEqual(['SPORT', 'KITCHEN']);
    expect(stored.consents).toContain('DNE');
  });

  it('offers the 13 interest categories, the loyalty card’s ({product}_CARD) as CremaCard, and saves it', async () => {
    const { user, reference, puts } = await setup('DE', seededSubscriberTokens.subscribedDe);
    const boxes = within(screen.getByRole('group', { name: 'Meine Interessen' })).getAllByRole('checkbox');
    expect(boxes).toHaveLength(13);
    expect(boxes.map((box) => box.getAttribute('value'))).toEqual([...interestCategories]);
    const card = screen.getByRole('checkbox', { name: 'CremaCard' });
    expect(card).toHaveAttribute('value', LOYALTY_CARD_INTEREST);
    expect(card).not.toBeChecked();

    await user.click(card);
    await user.click(screen.getByRole('button', { name: 'Änderungen speichern' }));
    await screen.findByText('Ihre Änderungen wurden gespeichert.');
    expect(puts).toEqual([{ consents: [], interests: ['KITCHEN', 'COFFEE', 'CREMA_CARD'] }]);
    expect(findSubscriber(reference.state, 'DE', 'paul.becker@example.de')!.interests).toEqual([
      'KITCHEN',
      'COFFEE',
      'CREMA_CARD',
    ]);
  });

  it('TR: the loyalty card’s category is offered in Turkish too', async () => {
    await setup('TR', seededSubscriberTokens.waitingTr);
    expect(screen.getByRole('checkbox', { name: 'CremaCard' })).toHaveAttribute('value', 'CREMA_CARD');
  });

  it('a failed save says so and keeps the choices', async () => {
    const { user, reference } = await setup('DE', seededSubscriberTokens.subscribedDe);
    reference.faults.set(routeKey('PUT', newsletterRoutes.subscriber), { status: 500 });
    await user.click(screen.getByRole('checkbox', { name: 'Sport und Fitness' }));
    await user.click(screen.getByRole('button', { name: 'Änderungen speichern' }));
    await screen.findByText(/Aus technischen Gründen konnten Ihre Änderungen nicht gespeichert werden/);
    expect(screen.getByRole('checkbox', { name: 'Sport und Fitness' })).toBeChecked();
  });

  it('TR: the names are required as on the sign-up; an invalid save sends nothing and focuses the field', async () => {
    const { user, puts } = await setup('TR', seededSubscriberTokens.waitingTr);
    const firstName = screen.getByRole('textbox', { name: /^Ad/ });
    expect(firstName).toHaveValue('Ayşe');
    await user.clear(firstName);
    await user.tab();
    expect(errorOf(firstName)).toContain('Ad zorunlu bir alandır.');
    await user.click(screen.getByRole('button', { name: 'Değişiklikleri kaydet' }));
    await waitFor(() => expect(firstName).toHaveFocus());
    expect(errorOf(firstName)).toContain('Ad zorunlu bir alandır.');
    expect(puts).toEqual([]);
  });
});

describe('the update request (PUT /newsletter-subscribers/{subscriberToken})', () => {
  const subscriber: Subscriber = {
    email: 'a@example.de',
    status: 'SUBSCRIBED',
    salutation: 'MRS',
    firstName: 'Anna',
    lastName: 'Huber',
    consents: ['NEWSLETTER', 'DNE'],
    interests: ['GARDEN', 'COFFEE'],
  };

  it('starts from the subscriber: DNE is the offers consent; only the offered categories are choices', () => {
    expect(updateValuesOf(subscriber)).toEqual({
      salutation: 'mrs',
      firstName: 'Anna',
      lastName: 'Huber',
      personalisedOffers: true,
      interests: ['COFFEE'],
    });
  });

  it.each([
    ['DE', {}],
    ['AT', { salutation: 'MR', firstName: 'Anna' }],
  ] as const)('%s: sends names and salutation only where the site shows them, given', (site, shown) => {
    const values = {
      ...updateValuesOf(subscriber),
      salutation: 'mr' as const,
      lastName: ' ',
      personalisedOffers: false,
    };
    expect(subscriberUpdateOf(values, subscriber, site)).toEqual({
      ...shown,
      consents: ['NEWSLETTER'],
      // A category the form does not offer (GARDEN) is kept.
      interests: ['GARDEN', 'COFFEE'],
    });
  });

  it('reads a native post: every checked category, unknown ones dropped', () => {
    const data = new FormData();
    data.append('salutation', 'divers');
    data.append('firstName', 'Kim');
    data.append('interests', 'SPORT');
    data.append('interests', 'COFFEE');
    data.append('interests', 'CREMA_CARD');
    data.append('interests', '<script>');
    expect(updateValuesFromFormData(data)).toEqual({
      salutation: 'divers',
      firstName: 'Kim',
      lastName: '',
      personalisedOffers: false,
      interests: ['SPORT', 'COFFEE', 'CREMA_CARD'],
    });
  });
});

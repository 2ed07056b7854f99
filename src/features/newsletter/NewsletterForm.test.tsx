import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createReferenceServices } from '../../mocks';
import { SEEDED_LOGIN } from '../../mocks/routes/login';
import { newsletterMailbox } from '../../mocks/routes/newsletter';
import { listen } from '../../platform/browser';
import { createServiceClient, type FetchLike } from '../../services/http';
import { login } from '../../services/login';
import { NEWSLETTER_INTERNAL_BASE, NEWSLETTER_PRIVATE_BASE } from '../../services/newsletter';
import { StorefrontProvider, type StorefrontFlags } from '../../kernel';
import { storefrontMessagesFor } from '../../compositions/messages/testing';
import { VisitorProvider } from '../../kernel/visitor';
import { NewsletterForm, type NewsletterFormProps, type NewsletterServerState } from './index';

const SUBSCRIBE_INTERNAL = `POST ${NEWSLETTER_INTERNAL_BASE}/newsletter-subscribers` as const;

interface Call {
  method: string;
  path: string;
  body: unknown;
  headers: Headers;
  /** The answer's status, once it came. */
  status?: number;
}

interface Setup extends NewsletterFormProps {
  site?: string;
  flags?: Partial<StorefrontFlags>;
  /** Logs the browser in as the seeded customer before rendering. */
  signedIn?: boolean;
  /** The customer's legals the base data answers with (the reference service sends none). */
  baseDataLegals?: readonly string[];
  prepare?: (reference: ReturnType<typeof createReferenceServices>) => void;
}

async function setup({ site = 'DE', flags, signedIn = false, baseDataLegals, prepare, ...props }: Setup = {}) {
  const reference = createReferenceServices();
  prepare?.(reference);
  const browser = reference.browser();
  const calls: Call[] = [];
  const fetch: FetchLike = async (input, init) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://shop.test');
    const call: Call = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      headers: new Headers(init?.headers),
    };
    calls.push(call);
    let response = await browser.fetch(input, init);
    if (baseDataLegals && response.ok && url.pathname.endsWith('/customers/base-data')) {
      const data = (await response.json()) as Record<string, unknown>;
      response = Response.json({ ...data, legals: baseDataLegals });
    }
    call.status = response.status;
    return response;
  };
  const services = createServiceClient({ fetch, site: site.toUpperCase() as 'DE' });
  if (signedIn) await login(services, SEEDED_LOGIN);
  calls.length = 0;
  const user = userEvent.setup();
  const view = render(
    <StorefrontProvider site={site} messages={storefrontMessagesFor(site)} services={services} flags={flags}>
      <VisitorProvider>
        <NewsletterForm {...props} />
      </VisitorProvider>
    </StorefrontProvider>,
  );
  const form = view.container.querySelector('form')!;
  const subscribes = () => calls.filter((c) => c.method === 'POST' && c.path.endsWith('/newsletter-subscribers'));
  return { reference, calls, subscribes, user, form, view };
}

const field = (name: string) => document.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
const errorOf = (control: HTMLElement) =>
  (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
/** Presses Tab (or Shift+Tab) until `target` has focus: keyboard only, at most 20 presses. */
async function tabUntil(user: ReturnType<typeof userEvent.setup>, target: HTMLElement, { shift = false } = {}) {
  for (let i = 0; i < 20 && document.activeElement !== target; i++) await user.tab({ shift });
  expect(target).toHaveFocus();
}
const signUps = () => (window.dataLayer ?? []).filter((e) => (e as { event?: string }).event === 'sign_up');

let scrolled: HTMLElement[] = [];
beforeEach(() => {
  window.dataLayer = [];
  scrolled = [];
  Element.prototype.scrollIntoView = function scrollIntoView(this: HTMLElement) {
    scrolled.push(this);
  };
});

describe('NewsletterForm: keyboard-only sign-up per country, with the German error messages', () => {
  it('DE: Tab in, a blur on the empty email says it is required, focus clears it, then sign up with Enter', async () => {
    const { user, form, reference, subscribes } = await setup({ site: 'DE' });
    const submitted: unknown[] = [];
    const stop = listen('successfulSubmit', (detail) => submitted.push(detail));

    await user.tab();
    expect(screen.getByRole('link', { name: 'Beispiel-Newsletter ansehen' })).toHaveFocus();
    await user.tab();
    const email = screen.getByRole('textbox', { name: /E-Mail-Adresse/ });
    expect(email).toHaveFocus();
    expect(form).toHaveAttribute('data-revealed');

    await user.tab(); // the legal panel's first link
    expect(screen.getByRole('link', { name: 'Datenschutzhinweise' })).toHaveFocus();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(errorOf(email)).toContain('Die E-Mail-Adresse ist ein Pflichtfeld.');

    await user.tab({ shift: true });
    expect(email).toHaveFocus();
    expect(email).not.toHaveAttribute('aria-invalid');
    await user.keyboard('anna.schmidt@example.de');
    const offers = screen.getByRole('checkbox', { name: /personalisierte Angebote/ });
    await tabUntil(user, offers);
    await user.keyboard(' ');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Jetzt anmelden' })).toHaveFocus();
    await user.keyboard('{Enter}');

    const heading = await screen.findByRole('heading', { name: 'Vielen Dank für Ihre Anmeldung!' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(
      screen.getByText(
        'Wir haben eine Bestätigungs-E-Mail an anna.schmidt@example.de gesendet. Bitte bestätigen Sie Ihre Anmeldung über den Link darin.',
      ),
    ).toBeInTheDocument();
    expect(subscribes()).toHaveLength(1);
    expect(subscribes()[0]!.path).toBe(`${NEWSLETTER_INTERNAL_BASE}/newsletter-subscribers`);
    expect(subscribes()[0]!.body).toEqual({
      email: 'anna.schmidt@example.de',
      consents: ['NEWSLETTER', 'DNE'],
      origin: 'onsite',
      originAddition: 'subsite',
    });
    expect(subscribes()[0]!.headers.get('X-Hunter-Site')).toBe('DE');
    expect(newsletterMailbox(reference.state).map((m) => [m.kind, m.to])).toContainEqual([
      'doi',
      'anna.schmidt@example.de',
    ]);
    // The form is reset, hidden behind the success message; successfulSubmit is emitted.
    expect(form).toHaveAttribute('hidden');
    expect(field('email')).toHaveValue('');
    expect(field('personalisedOffers')).not.toBeChecked();
    expect(submitted).toEqual([undefined]);
    stop();
  });

  it('HU: salutation and both names are required, each with its message; chosen by keyboard, then signed up', async () => {
    const { user, subscribes } = await setup({ site: 'HU' });
    const email = screen.getByRole('textbox', { name: /E-mail-cím/ });
    await tabUntil(user, email);
    await user.tab();
    const salutation = screen.getByRole('combobox', { name: /Megszólítás/ });
    expect(salutation).toHaveFocus();
    expect(errorOf(email)).toContain('Az e-mail-cím megadása kötelező.');
    await user.tab();
    const firstName = screen.getByRole('textbox', { name: /Keresztnév/ });
    expect(firstName).toHaveFocus();
    expect(errorOf(salutation)).toContain('A megszólítás mező kitöltése kötelező.');
    await user.tab();
    const lastName = screen.getByRole('textbox', { name: /Vezetéknév/ });
    expect(errorOf(firstName)).toContain('A keresztnév megadása kötelező.');
    await user.tab();
    expect(errorOf(lastName)).toContain('A vezetéknév megadása kötelező.');

    // Back to the email: its error clears on focus.
    await tabUntil(user, email, { shift: true });
    expect(errorOf(email)).not.toContain('kötelező');
    await user.keyboard('kovacs.anna@example.hu');
    await user.tab();
    expect(salutation).toHaveFocus();
    expect(errorOf(salutation)).not.toContain('kötelező');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Úr' })).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(salutation).toHaveTextContent('Hölgy'));
    expect(salutation).toHaveFocus();
    await user.tab();
    await user.keyboard('Anna');
    await user.tab();
    await user.keyboard('Kovács');
    const submit = screen.getByRole('button', { name: 'Feliratkozom' });
    await tabUntil(user, submit);
    await user.keyboard('{Enter}');

    await screen.findByRole('heading', { name: 'Köszönjük a feliratkozást!' });
    expect(subscribes()[0]!.body).toEqual({
      email: 'kovacs.anna@example.hu',
      salutation: 'MRS',
      firstName: 'Anna',
      lastName: 'Kovács',
      consents: ['NEWSLETTER'],
      origin: 'onsite',
      originAddition: 'subsite',
    });
  });

  it('TR: a submit with nothing filled shows every required message and focuses the email, keeping its error', async () => {
    const { user, subscribes } = await setup({ site: 'TR' });
    await user.tab();
    const email = screen.getByRole('textbox', { name: /E-posta adresi/ });
    expect(email).toHaveFocus();
    // No salutation in TR: the personalised-offers text carries its contact link.
    const contact = screen.getByRole('link', { name: 'iletişim sayfası' });
    await tabUntil(user, contact);
    expect(contact).toHaveAttribute('href', '/contact');
    await user.tab();
    const legal = screen.getByRole('checkbox', { name: /Ticari elektronik ileti almayı kabul ediyorum/ });
    expect(legal).toHaveFocus();
    await user.tab();
    expect(errorOf(legal)).toContain('Lütfen ticari elektronik ileti almayı onaylayın.');
    expect(screen.getByRole('button', { name: 'Abone ol' })).toHaveFocus();
    await user.keyboard('{Enter}');

    await waitFor(() => expect(email).toHaveFocus());
    expect(errorOf(email)).toContain('E-posta adresi zorunlu bir alandır.');
    expect(errorOf(screen.getByRole('textbox', { name: /^Ad/ }))).toContain('Ad zorunlu bir alandır.');
    expect(errorOf(screen.getByRole('textbox', { name: /Soyad/ }))).toContain('Soyad zorunlu bir alandır.');
    expect(errorOf(legal)).toContain('Lütfen ticari elektronik ileti almayı onaylayın.');
    expect(subscribes()).toEqual([]);

    await user.keyboard('ayse.yilmaz@example.com.tr');
    await user.tab();
    await user.keyboard('Ayşe');
    await user.tab();
    await user.keyboard('Yılmaz');
    await tabUntil(user, legal);
    await user.keyboard(' ');
    expect(errorOf(legal)).not.toContain('onaylayın');
    await user.tab();
    await user.keyboard('{Enter}');
    await screen.findByRole('heading', { name: 'Aboneliğiniz için teşekkür ederiz!' });
    expect(subscribes()[0]!.body).toMatchObject({
      firstName: 'Ayşe',
      lastName: 'Yılmaz',
      consents: ['NEWSLETTER', 'COMMERCIAL_ELECTRONIC_MESSAGES'],
    });
  });
});

describe('NewsletterForm: behaviour', () => {
  it('shows only the email field first: the rest is revealed by focus, and for good', async () => {
    const { user, form } = await setup({ site: 'AT' });
    expect(form).not.toHaveAttribute('data-revealed');
    await user.click(field('email'));
    expect(form).toHaveAttribute('data-revealed');
    await user.click(document.body);
    expect(form).toHaveAttribute('data-revealed');
  });

  it('reveals the rest when the server kept a filled field', async () => {
    const { form } = await setup({ site: 'AT', initial: kept({ firstName: 'Anna' }) });
    expect(form).toHaveAttribute('data-revealed');
    expect(field('firstName')).toHaveValue('Anna');
  });

  it('validates on blur, not while typing; focus clears the error', async () => {
    const { user } = await setup();
    const email = field('email');
    await user.click(email);
    await user.keyboard('anna@');
    expect(email).not.toHaveAttribute('aria-invalid');
    await user.tab();
    expect(errorOf(email)).toContain('Bitte geben Sie eine gültige E-Mail-Adresse ein.');
    await user.click(email);
    expect(email).not.toHaveAttribute('aria-invalid');
    await user.keyboard('example');
    expect(email).not.toHaveAttribute('aria-invalid');
  });

  it('validates a checkbox on change (TR legal)', async () => {
    const { user } = await setup({ site: 'TR' });
    const legal = field('newsletterLegal');
    await user.click(legal);
    await user.click(legal);
    expect(errorOf(legal)).toContain('Lütfen ticari elektronik ileti almayı onaylayın.');
  });

  it('puts the server’s email_invalid on the email field and keeps the entries', async () => {
    const { user, subscribes } = await setup({ site: 'AT' });
    await user.click(field('email'));
    // The browser's rule lets a host without a dot through; the reference service reports it as an invalid email.
    await user.keyboard('anna@localhost');
    await user.click(field('firstName'));
    await user.keyboard('Anna');
    await user.click(screen.getByRole('button', { name: 'Jetzt anmelden' }));

    await waitFor(() => expect(field('email')).toHaveAttribute('aria-invalid', 'true'));
    await waitFor(() => expect(field('email')).toHaveFocus());
    // Focus from the form keeps the error: it is read out with the field.
    expect(errorOf(field('email'))).toContain('Bitte geben Sie eine gültige E-Mail-Adresse ein.');
    expect(field('email')).toHaveValue('anna@localhost');
    expect(field('firstName')).toHaveValue('Anna');
    expect(subscribes()).toHaveLength(1);
    expect(screen.queryByRole('heading', { name: /Vielen Dank/ })).toBeNull();
  });

  it('a technical error keeps the entries, scrolls to its notice and focuses it; the next try can succeed', async () => {
    const { user, reference } = await setup({ site: 'AT' });
    reference.faults.set(SUBSCRIBE_INTERNAL, { status: 500 });
    await user.click(field('email'));
    await user.keyboard('anna@example.at');
    await user.click(field('lastName'));
    await user.keyboard('Huber');
    await user.click(screen.getByRole('button', { name: 'Jetzt anmelden' }));

    const text = 'Aus technischen Gründen ist die Newsletteranmeldung nicht möglich. Bitte versuchen Sie es später!';
    const notice = (await screen.findByText(text)).closest<HTMLElement>('[tabindex="-1"]')!;
    await waitFor(() => expect(notice).toHaveFocus());
    expect(scrolled).toContain(notice);
    expect(field('email')).toHaveValue('anna@example.at');
    expect(field('lastName')).toHaveValue('Huber');
    expect(field('email').form).not.toHaveAttribute('hidden');

    reference.faults.clear();
    await user.click(screen.getByRole('button', { name: 'Jetzt anmelden' }));
    await screen.findByRole('heading', { name: 'Vielen Dank für Ihre Anmeldung!' });
    expect(screen.queryByText(text)).toBeNull();
  });

  it('the honeypot: no call, the success message, the analytics event, successfulSubmit and a reset form', async () => {
    const { user, subscribes, form } = await setup();
    const submitted: unknown[] = [];
    const stop = listen('successfulSubmit', (detail) => submitted.push(detail));
    const honeypot = field('website');
    // People never reach it: off screen, out of the tab order and hidden from assistive technology.
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
    await user.type(honeypot, 'https://spam.example');
    await user.click(field('email'));
    await user.keyboard('bot@example.de');
    await user.click(screen.getByRole('button', { name: 'Jetzt anmelden' }));

    await screen.findByRole('heading', { name: 'Vielen Dank für Ihre Anmeldung!' });
    expect(screen.getByText(/an bot@example.de gesendet/)).toBeInTheDocument();
    expect(subscribes()).toEqual([]);
    expect(signUps()).toHaveLength(1);
    expect(submitted).toHaveLength(1);
    expect(form).toHaveAttribute('hidden');
    expect(field('website')).toHaveValue('');
    expect(field('email')).toHaveValue('');
    stop();
  });

  it('pushes the sign-up event after every submission with origin:addition, emits successfulSubmit only on success', async () => {
    const { user, reference } = await setup({ origin: 'NEWSLETTER', originAddition: 'footer' });
    const submitted: unknown[] = [];
    const stop = listen('successfulSubmit', (detail) => submitted.push(detail));
    reference.faults.set(SUBSCRIBE_INTERNAL, { status: 503 });
    await user.click(field('email'));
    await user.keyboard('anna@example.de');
    await user.click(screen.getByRole('button', { name: 'Jetzt anmelden' }));
    await screen.findByText(/Aus technischen Gründen/);
    expect(signUps()).toEqual([
      {
        event: 'sign_up',
        event_name: 'sign_up',
        subject: 'newsletter',
        origin: 'NEWSLETTER:footer',
        event_type: 'ga4',
        emitter: 'newsletterservice',
      },
    ]);
    expect(submitted).toEqual([]);

    reference.faults.clear();
    await user.click(screen.getByRole('button', { name: 'Jetzt anmelden' }));
    await screen.findByRole('heading', { name: 'Vielen Dank für Ihre Anmeldung!' });
    expect(signUps()).toHaveLength(2);
    expect(submitted).toHaveLength(1);
    stop();
  });

  it('disables the form while submitting (empty names included) with the button busy, focus on the button', async () => {
    const { user, reference } = await setup({ site: 'AT' });
    reference.faults.set(SUBSCRIBE_INTERNAL, { hang: true });
    await user.click(field('email'));
    await user.keyboard('anna@example.at{Enter}');
    const button = screen.getByRole('button', { name: 'Jetzt anmelden' });
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    expect(field('firstName')).toHaveValue('');
    expect(field('firstName')).toBeDisabled();
    expect(field('lastName')).toBeDisabled();
    expect(field('email')).toBeDisabled();
    expect(button).toHaveFocus();
  });

  it('subscribes on the private path when the flag is on, with the page address', async () => {
    const { user, subscribes } = await setup({ flags: { privateNewsletterApi: true } });
    await user.click(field('email'));
    await user.keyboard('anna@example.de{Enter}');
    await screen.findByRole('heading', { name: 'Vielen Dank für Ihre Anmeldung!' });
    expect(subscribes()[0]!.path).toBe(`${NEWSLETTER_PRIVATE_BASE}/newsletter-subscribers`);
    expect(subscribes()[0]!.headers.get('X-Original-Address')).toBe(window.location.href);
  });

  it('sets the single-page flag on submit', async () => {
    const { user, view } = await setup({ singlePage: true });
    const root = view.container.firstElementChild!;
    expect(root).not.toHaveAttribute('data-submitted');
    await user.click(field('email'));
    await user.keyboard('anna@example.de{Enter}');
    await waitFor(() => expect(root).toHaveAttribute('data-submitted', 'true'));
  });

  it('pre-fills a signed-in customer’s form from the base data after mount', async () => {
    const { calls, form } = await setup({ site: 'AT', signedIn: true });
    await waitFor(() => expect(field('email')).toHaveValue('kaffee@example.org'));
    expect(field('firstName')).toHaveValue('Klara');
    expect(field('lastName')).toHaveValue('Kaffee');
    expect(form).toHaveAttribute('data-revealed');
    expect(calls.filter((c) => c.path.endsWith('/customers/base-data'))).toHaveLength(1);
  });

  it('hides the personalised-offers consent once given (DNE among the customer’s legals) and sends no DNE', async () => {
    const { user, subscribes } = await setup({ site: 'AT', signedIn: true, baseDataLegals: ['NEWSLETTER', 'DNE'] });
    await waitFor(() => expect(field('email')).toHaveValue('kaffee@example.org'));
    await waitFor(() => expect(screen.queryByRole('checkbox', { name: /personalisierte Angebote/ })).toBeNull());
    expect(field('personalisedOffers')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Jetzt anmelden' }));
    await screen.findByRole('heading', { name: 'Vielen Dank für Ihre Anmeldung!' });
    expect(subscribes()).toHaveLength(1);
    expect((subscribes()[0]!.body as { consents: string[] }).consents).toEqual(['NEWSLETTER']);
  });

  it('shows the personalised-offers consent while it is not given (no DNE among the legals)', async () => {
    await setup({ site: 'AT', signedIn: true, baseDataLegals: ['NEWSLETTER'] });
    await waitFor(() => expect(field('email')).toHaveValue('kaffee@example.org'));
    expect(screen.getByRole('checkbox', { name: /personalisierte Angebote/ })).not.toBeChecked();
  });

  it('keeps the empty defaults when the base data call fails', async () => {
    const { calls, form } = await setup({
      site: 'AT',
      signedIn: true,
      prepare: (reference) =>
        reference.faults.set(`GET ${NEWSLETTER_PRIVATE_BASE}/customers/base-data`, { status: 500 }),
    });
    await waitFor(() => expect(calls.find((c) => c.path.endsWith('/customers/base-data'))?.status).toBe(500));
    // The answer is handled in the tasks after it: let them run.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(field('email')).toHaveValue('');
    expect(form).not.toHaveAttribute('data-revealed');
  });
});

describe('NewsletterForm: what the server already handled (`initial`)', () => {
  it('shows the success message for a post the server sent on', async () => {
    await setup({ initial: { submission: { result: 'SUCCESS', bot: false }, email: 'anna@example.de' } });
    expect(screen.getByRole('heading', { name: 'Vielen Dank für Ihre Anmeldung!' })).toBeInTheDocument();
    expect(screen.getByText(/an anna@example.de gesendet/)).toBeInTheDocument();
    expect(document.querySelector('form')).toHaveAttribute('hidden');
  });

  it('shows the server’s field errors on their fields and focuses the first', async () => {
    await setup({
      site: 'HU',
      initial: {
        ...kept({ email: 'a@example.hu' }),
        errors: { salutation: 'newsletter.error.salutationRequired', lastName: 'newsletter.error.lastNameRequired' },
      },
    });
    const salutation = screen.getByRole('combobox', { name: /Megszólítás/ });
    await waitFor(() => expect(salutation).toHaveFocus());
    expect(errorOf(salutation)).toContain('A megszólítás mező kitöltése kötelező.');
    expect(errorOf(field('lastName'))).toContain('A vezetéknév megadása kötelező.');
    expect(field('email')).toHaveValue('a@example.hu');
  });

  it('link invalid: the German text with the brand, scrolled to; entering the email removes it', async () => {
    const { user } = await setup({ initial: { doi: 'link-invalid' } });
    const text = 'Leider ist dieser Link nicht mehr gültig. Bitte melden Sie sich erneut zum Crema Newsletter an.';
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(scrolled.some((el) => el.textContent?.includes(text))).toBe(true);
    await user.click(field('email'));
    expect(screen.queryByText(text)).toBeNull();
  });

  it('confirmed: the confirmation notice instead of the form', async () => {
    await setup({ initial: { doi: 'confirmed' } });
    expect(screen.getByRole('heading', { name: 'Ihre Anmeldung ist bestätigt' })).toBeInTheDocument();
    expect(document.querySelector('form')).toHaveAttribute('hidden');
  });

  it('a failed confirmation shows the technical error above the form', async () => {
    await setup({ initial: { doi: 'failed' } });
    expect(screen.getByText(/Aus technischen Gründen/)).toBeInTheDocument();
    expect(document.querySelector('form')).not.toHaveAttribute('hidden');
  });
});

/** A server state that kept these values after an error. */
function kept(values: Partial<NonNullable<NewsletterServerState['values']>>): NewsletterServerState {
  return {
    submission: { result: 'ERROR_GENERIC', bot: false },
    values: {
      email: '',
      salutation: '',
      firstName: '',
      lastName: '',
      personalisedOffers: false,
      newsletterLegal: false,
      website: '',
      ...values,
    },
  };
}

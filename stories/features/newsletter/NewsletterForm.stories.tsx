import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { NewsletterForm, type NewsletterFormProps } from '../../../src/features/newsletter';
import { routeKey } from '../../../src/mocks';
import { newsletterRoutes } from '../../../src/mocks/routes/newsletter';
import type { SiteCode } from '../../../src/platform/site';
import { logIn, referenceServices } from '../../support/referenceServices';
import { atViewport } from '../../support/viewports';
import { storyTexts } from '../header/HeaderStoryPage';
import { StoryPage, descriptionOf, fieldNamed, pageStory, tabTo, type NewsletterStoryContext } from './newsletterStory';

const SUBSCRIBE = routeKey('POST', newsletterRoutes.subscribeInternal);

const meta = {
  title: 'Features/Newsletter/Sign-up form',
  component: NewsletterForm,
  render: (args) => (
    <StoryPage>
      <NewsletterForm {...args} />
    </StoryPage>
  ),
  args: { action: '/subscribenewsletter' },
  globals: { site: 'DE' },
  parameters: {
    ...pageStory,
    docs: {
      story: { inline: false, height: '60rem' },
      description: {
        component: [
          'The newsletter sign-up: `<NewsletterForm />` inside a StorefrontProvider and a',
          'VisitorProvider. A real `<form method="post">` with the field names the storefront reads, so it works before',
          'hydration and without script; once hydrated it validates with the site’s zod schema on blur and on change of',
          'choices (never while typing) and submits in the page. Only the email field shows first; the rest appears once',
          'the form is entered or filled. Per country: salutation in AT and HU (required in HU), names in AT, HU and TR',
          '(required in HU and TR), the legal checkbox in TR, minimum age 16 (18 in CZ and SK), the country’s links.',
          'Outcomes: success (also for the honeypot), the email field’s error for the service’s email_invalid, and the',
          'technical error with the entries kept. `initial` shows what the server already handled (a post without',
          'script, a double-opt-in link); `variant="embedded"` is the footer’s compact block.',
          '',
          '**Accessibility:** each field is labelled, required fields say so (`required`, and the visual `*` explained',
          'by "* Pflichtfeld"), errors are tied to their field by aria-describedby. After an invalid submit focus moves',
          'to the first invalid field, keeping its error so it is read out; after a submission to the success heading or',
          'the technical error. The honeypot is off screen, `aria-hidden` and out of the tab order.',
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof NewsletterForm>;
export default meta;
type Story = StoryObj<typeof meta>;
type Context = NewsletterStoryContext & { args: NewsletterFormProps };

const canvas = (context: Context) => within(context.canvasElement);
const texts = (context: Context) => storyTexts(context);
const emailOf = (context: Context) => fieldNamed(context.canvasElement, 'email');
/** The submit button, also while it is hidden (only the email field shows first). */
const submitOf = (context: Context) =>
  canvas(context).getByRole('button', { name: texts(context)('newsletter.submit'), hidden: true });

/** Tabs into the email field: the rest of the form appears. */
async function enterForm(context: Context) {
  const email = emailOf(context);
  await tabTo(email);
  await expect(submitOf(context)).toBeVisible();
  return email;
}

/** Types an address into the email field by keyboard and sends the form with Enter. */
async function signUpWith(context: Context, address: string) {
  await enterForm(context);
  await userEvent.keyboard(`${address}{Enter}`);
}

async function expectSuccess(context: Context, address: string) {
  const t = texts(context);
  const heading = await canvas(context).findByRole('heading', { name: t('newsletter.success.title') });
  await waitFor(() => expect(heading).toHaveFocus());
  await expect(canvas(context).getByText(t('newsletter.success.text', { email: address }))).toBeVisible();
}

// --- first view and expanding ------------------------------------------------------------------------------------

export const Initial: Story = {
  name: 'Initial: only the email field',
  play: async (context) => {
    await expect(emailOf(context)).toBeVisible();
    await expect(submitOf(context)).not.toBeVisible();
    await expect(fieldNamed(context.canvasElement, 'personalisedOffers')).not.toBeVisible();
  },
};

export const Expanded: Story = {
  name: 'Expanded: entered by keyboard, stays open after leaving',
  play: async (context) => {
    const email = await enterForm(context);
    await tabTo(canvas(context).getByRole('link', { name: texts(context)('newsletter.sampleLink') }), { shift: true });
    await expect(email).not.toHaveFocus();
    await expect(submitOf(context)).toBeVisible();
  },
};

// --- every country's form ------------------------------------------------------------------------------------------

/** The fields each country shows, seen once the form is entered. */
const countryFields: Record<SiteCode, { salutation: boolean; names: boolean; legal: boolean }> = {
  DE: { salutation: false, names: false, legal: false },
  AT: { salutation: true, names: true, legal: false },
  CH: { salutation: false, names: false, legal: false },
  CH_FR: { salutation: false, names: false, legal: false },
  CZ: { salutation: false, names: false, legal: false },
  HU: { salutation: true, names: true, legal: false },
  PL: { salutation: false, names: false, legal: false },
  SK: { salutation: false, names: false, legal: false },
  TR: { salutation: false, names: true, legal: true },
};

const country = (site: SiteCode): Story => ({
  name: `Country: ${site}`,
  globals: { site },
  play: async (context) => {
    await enterForm(context);
    const t = texts(context);
    const { salutation, names, legal } = countryFields[site];
    const ui = canvas(context);
    await expect(ui.queryByRole('combobox', { name: new RegExp(t('newsletter.salutation')) }) !== null).toBe(
      salutation,
    );
    await expect(ui.queryByRole('textbox', { name: new RegExp(`^${t('newsletter.firstName')}`) }) !== null).toBe(names);
    await expect(context.canvasElement.querySelector('[name="newsletterLegal"]') !== null).toBe(legal);
    // "Legal text states minimum age 16 (18 in CZ and SK)".
    const minAge = site === 'CZ' || site === 'SK' ? 18 : 16;
    await expect(ui.getByText(t('newsletter.legal', { minAge }))).toBeVisible();
  },
});

export const CountryDE = country('DE');
export const CountryAT = country('AT');
export const CountryCH = country('CH');
export const CountryCH_FR = country('CH_FR');
export const CountryCZ = country('CZ');
export const CountryHU = country('HU');
export const CountryPL = country('PL');
export const CountrySK = country('SK');
export const CountryTR = country('TR');

// --- validation errors ---------------------------------------------------------------------------------------------

export const EmailRequired: Story = {
  name: 'Error: email required (on blur)',
  play: async (context) => {
    const email = await enterForm(context);
    await userEvent.tab();
    await expect(descriptionOf(email)).toContain('Die E-Mail-Adresse ist ein Pflichtfeld.');
  },
};

export const EmailInvalid: Story = {
  name: 'Error: email invalid (on blur, not while typing)',
  play: async (context) => {
    const email = await enterForm(context);
    await userEvent.keyboard('anna@');
    await expect(email).not.toHaveAttribute('aria-invalid');
    await userEvent.tab();
    await expect(descriptionOf(email)).toContain('Bitte geben Sie eine gültige E-Mail-Adresse ein.');
  },
};

/** AT: a name typed by keyboard, then Tab away. */
const nameError = (name: string, value: string, message: string): Story => ({
  name,
  globals: { site: 'AT' },
  play: async (context) => {
    await enterForm(context);
    const firstName = fieldNamed(context.canvasElement, 'firstName');
    await tabTo(firstName);
    await userEvent.keyboard(value);
    await userEvent.tab();
    await expect(descriptionOf(firstName)).toContain(message);
  },
});

export const InvalidCharacters = nameError(
  'Error: invalid characters in a name (AT)',
  'Anna <3',
  'Dieses Feld enthält ungültige Zeichen.',
);
export const UrlInName = nameError(
  'Error: a domain in a name (AT)',
  'anna.example.at',
  'Dieses Feld enthält ungültige Zeichen.',
);
export const NameTooLong = nameError(
  'Error: a name over 40 characters (AT)',
  'Maximiliane Friederike Theodora Katharina',
  'Bitte geben Sie höchstens 40 Zeichen ein.',
);

export const RequiredHU: Story = {
  name: 'Errors: every required field (HU), focus on the first',
  globals: { site: 'HU' },
  play: async (context) => {
    const email = await enterForm(context);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(email).toHaveFocus());
    const ui = canvas(context);
    await expect(descriptionOf(email)).toContain('Az e-mail-cím megadása kötelező.');
    await expect(descriptionOf(ui.getByRole('combobox', { name: /Megszólítás/ }))).toContain(
      'A megszólítás mező kitöltése kötelező.',
    );
    await expect(descriptionOf(fieldNamed(context.canvasElement, 'firstName'))).toContain(
      'A keresztnév megadása kötelező.',
    );
    await expect(descriptionOf(fieldNamed(context.canvasElement, 'lastName'))).toContain(
      'A vezetéknév megadása kötelező.',
    );
  },
};

export const RequiredTR: Story = {
  name: 'Errors: every required field (TR), the legal checkbox included',
  globals: { site: 'TR' },
  play: async (context) => {
    const email = await enterForm(context);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(email).toHaveFocus());
    await expect(descriptionOf(email)).toContain('E-posta adresi zorunlu bir alandır.');
    await expect(descriptionOf(fieldNamed(context.canvasElement, 'firstName'))).toContain('Ad zorunlu bir alandır.');
    await expect(descriptionOf(fieldNamed(context.canvasElement, 'lastName'))).toContain('Soyad zorunlu bir alandır.');
    await expect(descriptionOf(fieldNamed(context.canvasElement, 'newsletterLegal'))).toContain(
      'Lütfen ticari elektronik ileti almayı onaylayın.',
    );
  },
};

export const ServerEmailInvalid: Story = {
  name: 'Error: the service says email_invalid',
  play: async (context) => {
    // The browser's rule lets a host without a dot through; the reference service does not.
    await signUpWith(context, 'anna@localhost');
    const email = emailOf(context);
    await waitFor(() => expect(email).toHaveFocus());
    await expect(descriptionOf(email)).toContain('Bitte geben Sie eine gültige E-Mail-Adresse ein.');
    await expect(email).toHaveValue('anna@localhost');
  },
};

// --- submitting and outcomes ---------------------------------------------------------------------------------------

export const Submitting: Story = {
  name: 'Submitting: the form disabled, the button busy',
  globals: { site: 'AT' },
  parameters: referenceServices((reference) => reference.faults.set(SUBSCRIBE, { hang: true })),
  play: async (context) => {
    await signUpWith(context, 'anna@example.at');
    const button = submitOf(context);
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    await expect(button).toHaveFocus();
    await expect(emailOf(context)).toBeDisabled();
    await expect(fieldNamed(context.canvasElement, 'firstName')).toBeDisabled();
  },
};

export const Success: Story = {
  name: 'Success: confirmation mail sent',
  play: async (context) => {
    await signUpWith(context, 'anna.schmidt@example.de');
    await expectSuccess(context, 'anna.schmidt@example.de');
  },
};

export const Bot: Story = {
  name: 'Bot: the honeypot filled, success shown, nothing sent',
  play: async (context) => {
    await userEvent.type(fieldNamed(context.canvasElement, 'website'), 'https://spam.example');
    await signUpWith(context, 'bot@example.de');
    await expectSuccess(context, 'bot@example.de');
  },
};

export const TechnicalError: Story = {
  name: 'Technical error: entries kept, the notice focused',
  globals: { site: 'AT' },
  parameters: referenceServices((reference) => reference.faults.set(SUBSCRIBE, { status: 500 })),
  play: async (context) => {
    await enterForm(context);
    await userEvent.keyboard('anna@example.at');
    await tabTo(fieldNamed(context.canvasElement, 'lastName'));
    await userEvent.keyboard('Huber{Enter}');
    const t = texts(context);
    const notice = (await canvas(context).findByText(t('newsletter.error.technical'))).closest<HTMLElement>(
      '[tabindex="-1"]',
    )!;
    await waitFor(() => expect(notice).toHaveFocus());
    await expect(emailOf(context)).toHaveValue('anna@example.at');
    await expect(fieldNamed(context.canvasElement, 'lastName')).toHaveValue('Huber');
  },
};

export const SignedIn: Story = {
  name: 'Signed in: pre-filled from the base data (AT)',
  globals: { site: 'AT' },
  parameters: referenceServices((reference) => logIn(reference)),
  play: async (context) => {
    await waitFor(() => expect(emailOf(context)).toHaveValue('kaffee@example.org'));
    await expect(fieldNamed(context.canvasElement, 'firstName')).toHaveValue('Klara');
    await expect(submitOf(context)).toBeVisible();
  },
};

// --- what the server already handled -------------------------------------------------------------------------------

export const LinkInvalid: Story = {
  name: 'Double opt-in: link no longer valid',
  args: { initial: { doi: 'link-invalid' } },
  play: async (context) => {
    const t = texts(context);
    const text = t('newsletter.error.linkInvalid', { product: t('newsletter.product') });
    await expect(canvas(context).getByText(text)).toBeVisible();
    // Entering the email field removes it.
    await tabTo(emailOf(context));
    await expect(canvas(context).queryByText(text)).toBeNull();
  },
};

export const Confirmed: Story = {
  name: 'Double opt-in: confirmed',
  args: { initial: { doi: 'confirmed' } },
  play: async (context) => {
    await expect(
      canvas(context).getByRole('heading', { name: texts(context)('newsletter.confirmed.title') }),
    ).toBeVisible();
  },
};

export const ConfirmationFailed: Story = {
  name: 'Double opt-in: confirmation failed (technical error)',
  args: { initial: { doi: 'failed' } },
  play: async (context) => {
    await expect(canvas(context).getByText(texts(context)('newsletter.error.technical'))).toBeVisible();
  },
};

export const ServerKeptEntries: Story = {
  name: 'From the server: a post without script, HU field errors, entries kept',
  globals: { site: 'HU' },
  args: {
    initial: {
      values: {
        email: 'kovacs.anna@example.hu',
        salutation: '',
        firstName: 'Anna',
        lastName: '',
        personalisedOffers: true,
        newsletterLegal: false,
        website: '',
      },
      errors: {
        salutation: 'newsletter.error.salutationRequired',
        lastName: 'newsletter.error.lastNameRequired',
      },
    },
  },
  play: async (context) => {
    const salutation = canvas(context).getByRole('combobox', { name: /Megszólítás/ });
    await waitFor(() => expect(salutation).toHaveFocus());
    await expect(descriptionOf(salutation)).toContain('A megszólítás mező kitöltése kötelező.');
    await expect(fieldNamed(context.canvasElement, 'firstName')).toHaveValue('Anna');
  },
};

export const ServerSuccess: Story = {
  name: 'From the server: success',
  args: { initial: { submission: { result: 'SUCCESS', bot: false }, email: 'anna@example.de' } },
  play: async (context) => {
    const t = texts(context);
    await expect(canvas(context).getByText(t('newsletter.success.text', { email: 'anna@example.de' }))).toBeVisible();
  },
};

// --- variants, viewports, themes -------------------------------------------------------------------------------------

export const Embedded: Story = {
  name: 'Embedded (the footer block)',
  args: { variant: 'embedded', origin: 'NEWSLETTER', originAddition: 'footer' },
  render: (args, context) => (
    <StoryPage title={context.name}>
      <NewsletterForm {...args} />
    </StoryPage>
  ),
  play: async (context) => {
    await expect(
      canvas(context).getByRole('heading', { level: 2, name: texts(context)('newsletter.title') }),
    ).toBeVisible();
    await signUpWith(context, 'anna@example.de');
    await expectSuccess(context, 'anna@example.de');
  },
};

export const EmbeddedTR: Story = {
  ...Embedded,
  name: 'Embedded, TR, expanded',
  globals: { site: 'TR' },
  play: async (context) => {
    await enterForm(context);
  },
};

export const Phone: Story = {
  name: 'Phone (375 px), HU, expanded',
  ...atViewport('phone'),
  globals: { ...atViewport('phone').globals, site: 'HU' },
  play: async (context) => {
    await enterForm(context);
  },
};

export const DarkTheme: Story = {
  name: 'Dark surface (coffee-dark), TR, expanded',
  globals: { site: 'TR', theme: 'coffee-dark' },
  play: async (context) => {
    await enterForm(context);
  },
};

// What the storefront's server tells the newsletter form (it travels in the page data and is parsed in the browser):
// what the server would send is accepted, anything else is rejected rather than shown.
import { initialNewsletterValues } from './schema';
import { doiOutcomes, newsletterServerStateSchema } from './state';

const posted = {
  ...initialNewsletterValues,
  email: 'anna@localhost',
  salutation: 'mrs',
  firstName: 'Anna',
  lastName: 'Kovács',
  newsletterLegal: true,
};

describe('newsletterServerStateSchema', () => {
  it.each<[string, unknown]>([
    ['nothing handled yet', {}],
    ['a success (the address the mail went to)', { submission: { result: 'SUCCESS', bot: false }, email: 'a@b.de' }],
    ['the bot path', { submission: { result: 'SUCCESS', bot: true } }],
    ['a technical error, the entries kept', { submission: { result: 'ERROR_GENERIC', bot: false }, values: posted }],
    [
      'the server’s email_invalid, on the field',
      {
        submission: { result: 'ERROR_INVALID_EMAIL', bot: false },
        values: posted,
        errors: { email: 'newsletter.error.emailInvalid' },
      },
    ],
    [
      'a post the server’s check found invalid',
      {
        values: { ...posted, firstName: '' },
        errors: {
          firstName: 'newsletter.error.firstNameRequired',
          salutation: 'newsletter.error.salutationRequired',
          newsletterLegal: 'newsletter.error.commercialMessagesRequired',
        },
      },
    ],
    ...doiOutcomes.map((doi): [string, unknown] => [`a double-opt-in link: ${doi}`, { doi }]),
  ])('accepts %s', (_name, state) => {
    expect(newsletterServerStateSchema.safeParse(state).success).toBe(true);
  });

  it.each<[string, unknown]>([
    ['an unknown result', { submission: { result: 'ERROR_TIMEOUT', bot: false } }],
    ['a result in lower case', { submission: { result: 'success', bot: false } }],
    ['a submission without bot', { submission: { result: 'SUCCESS' } }],
    ['an unknown message id', { errors: { email: 'newsletter.error.unknown' } }],
    ['a text instead of a message id', { errors: { email: 'Die E-Mail-Adresse ist ein Pflichtfeld.' } }],
    ['another feature’s message id', { errors: { email: 'minicart.error.read' } }],
    ['an error on an unknown field', { errors: { password: 'newsletter.error.tooLong' } }],
    ['an unknown double-opt-in outcome', { doi: 'expired' }],
    ['an unknown salutation in the values', { values: { ...posted, salutation: 'MR' } }],
    ['values without a field', { values: { email: 'a@b.de' } }],
    ['not an object', null],
  ])('rejects %s', (_name, state) => {
    expect(newsletterServerStateSchema.safeParse(state).success).toBe(false);
  });
});

/**
 * The newsletter form as a screen-reader user hears it: a field error, and the success message, on the reference
 * services' newsletter endpoint (DE).
 */
import { screen } from '@testing-library/react';
import { NewsletterForm } from '../../src/features/newsletter';
import { VisitorProvider } from '../../src/kernel/visitor';
import { createShop, fakeTimers, focus, heard, renderAndListen, settle, virtual } from './support';

/** How the email field is read: its name, the error describing it (if any), its states. */
const emailField = (error?: string) =>
  ['textbox, E-Mail-Adresse', error, error && 'invalid', 'placeholder  , required'].filter(Boolean).join(', ');
const REQUIRED = 'Die E-Mail-Adresse ist ein Pflichtfeld.';

beforeEach(() => {
  localStorage.clear();
  fakeTimers();
  // happy-dom has no layout to scroll: the form scrolls its notices into view.
  Element.prototype.scrollIntoView = () => {};
});
afterEach(() => vi.useRealTimers());

async function newsletter() {
  await renderAndListen(
    createShop(),
    <VisitorProvider>
      <NewsletterForm />
    </VisitorProvider>,
  );
  return {
    email: () => screen.getByRole('textbox', { name: /E-Mail-Adresse/ }),
    submit: () => screen.getByRole('button', { name: 'Jetzt anmelden' }),
  };
}

describe('the newsletter form, heard (DE)', () => {
  it('a submit with the email empty: focus on the field, read with its error and invalid', async () => {
    const { email, submit } = await newsletter();
    await focus(email());
    expect(await heard()).toEqual([emailField()]);
    await focus(submit());
    await heard();
    await virtual.press('Enter');
    await settle(() => expect(email()).toHaveFocus());
    expect(await heard()).toEqual([emailField(REQUIRED)]);
  });

  it('an error found on leaving the field is shown, not said; back in the field it is cleared', async () => {
    const { email } = await newsletter();
    await focus(email());
    await heard();
    await virtual.press('Tab');
    await settle(() => expect(email()).toHaveAttribute('aria-invalid', 'true'));
    // What is heard is the next control only: the error on the field left behind is not announced.
    expect(await heard()).toEqual(['link, Datenschutzhinweise']);
    await virtual.press('Shift+Tab');
    await settle(() => expect(email()).toHaveFocus());
    expect(await heard()).toEqual([emailField()]);
  });

  it('success: focus on the thanks heading; the confirmation text follows it', async () => {
    const { email, submit } = await newsletter();
    await focus(email());
    await virtual.type('anna.schmidt@example.de');
    await focus(submit());
    await heard();
    await virtual.press('Enter');
    const thanks = 'Vielen Dank für Ihre Anmeldung!';
    await settle(() => expect(screen.getByRole('heading', { name: thanks })).toHaveFocus());
    expect(await heard()).toEqual([`heading, ${thanks}, level 2`]);
    await virtual.next();
    await virtual.next();
    expect(await heard()).toEqual([
      'paragraph',
      'Wir haben eine Bestätigungs-E-Mail an anna.schmidt@example.de gesendet. Bitte bestätigen Sie Ihre Anmeldung über den Link darin.',
    ]);
  });
});

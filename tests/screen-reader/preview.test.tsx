/**
 * The staff preview modal as a screen-reader user hears it: opening it, the tests' status line, and the result
 * message of a set attempt, on the reference services (a staff cookie in the browser).
 * The panel's texts are English in every locale (docs/decisions.md).
 */
import { screen, within } from '@testing-library/react';
import { PreviewPanel } from '../../src/features/preview';
import { PageLayout } from '../../src/kernel';
import { staffCookies } from '../../src/mocks/routes/preview';
import { PREVIEW_TOKEN_PATH } from '../../src/services/preview';
import { createShop, fakeTimers, focus, heard, readTo, renderAndListen, settle, virtual } from './support';

/** The services' clock and the page's: the seeded A/B tests are dated around it. */
const NOW = new Date('2025-06-15T10:00:00.000Z');

beforeAll(async () => {
  // The panel's lazy chunk, loaded before the clock is faked (a module load is no timer).
  await import('../../src/features/preview/PreviewSettings');
});
beforeEach(() => {
  fakeTimers();
  vi.setSystemTime(NOW);
  // happy-dom has no layout to scroll: the result message scrolls itself into view.
  Element.prototype.scrollIntoView = () => {};
});
afterEach(() => vi.useRealTimers());

const dialog = () => within(screen.getByRole('dialog', { name: 'Preview settings' }));

/** The page of a staff member; the modal opened by keyboard and the tests of today loaded. */
async function openPreview(prepare: (shop: ReturnType<typeof createShop>) => void = () => {}) {
  const shop = createShop('DE', { now: () => NOW });
  shop.browser.jar.set(staffCookies[0], 'staff-session-1');
  prepare(shop);
  await renderAndListen(
    shop,
    <PageLayout pageType="content" footer={<PreviewPanel />}>
      <h1>Seite</h1>
    </PageLayout>,
  );
  await settle(() => screen.getByRole('button', { name: 'Preview settings' }));
  await focus(screen.getByRole('button', { name: 'Preview settings' }));
  await virtual.press('Enter');
  await settle(() => expect(dialog().getAllByRole('status')[0]).toHaveTextContent('Active tests found.'));
}

/** Presses "Set preview settings" by keyboard and waits for the result message (`text`). */
async function set(text: string) {
  await focus(dialog().getByRole('button', { name: 'Set preview settings' }));
  await heard();
  await virtual.press('Enter');
  await settle(() => dialog().getByText(text));
}

describe('the preview modal, heard', () => {
  it('opens as a modal dialog, focus on Close; the tests found are announced in its status line', async () => {
    await openPreview();
    const said = await heard();
    expect(said.slice(0, 3)).toEqual([
      'button, Preview settings, not expanded, has popup dialog',
      'dialog, Preview settings, modal',
      'button, Close',
    ]);
    // The virtual screen reader speaks once per DOM change of the line (spinner out, text in): the same words.
    expect(new Set(said.slice(3))).toEqual(new Set(['polite: Active tests found.']));
  });

  it('a set attempt: the button says it is busy; "Loading..." and "Settings applied successfully." are announced', async () => {
    await openPreview();
    await set('Settings applied successfully.');
    // Focus stays on the button, which says it is busy while the call is out; the result area is one live region the
    // panel keeps rendered, so both lines put into it are spoken as they appear.
    // Spoken once per DOM change of the region (the virtual screen reader's way): the same words.
    expect(new Set(await heard())).toEqual(
      new Set([
        'button, Set preview settings, busy, disabled',
        'polite: Loading...',
        'polite: Settings applied successfully.',
      ]),
    );
    // Read where it stands, above the buttons: the region, the message, then its dismiss button.
    await readTo(dialog().getByText('Settings applied successfully.').closest('[role="status"]')!);
    expect((await heard()).at(-1)).toBe('status');
    await virtual.next();
    await virtual.next();
    await virtual.next();
    expect(await heard()).toEqual(['Settings applied successfully.', 'button, Dismiss message', 'end of status']);
  });

  it('a failed attempt: "Applying settings failed." is an alert, with its dismiss button after it', async () => {
    await openPreview((shop) => shop.reference.faults.set(`POST ${PREVIEW_TOKEN_PATH}`, { status: 500 }));
    await set('Applying settings failed.');
    // "Loading..." is spoken by the panel's status region; the error is an alert put into the page whole, which
    // screen readers announce (the virtual one does not speak inserted alerts): read where it stands.
    // (The region emptied again is an empty announcement, which says nothing.)
    const said = (await heard()).filter((phrase) => phrase !== 'polite: ');
    expect(new Set(said)).toEqual(new Set(['button, Set preview settings, busy, disabled', 'polite: Loading...']));
    await readTo(dialog().getByRole('alert'));
    expect((await heard()).at(-1)).toBe('alert');
    await virtual.next();
    await virtual.next();
    await virtual.next();
    expect(await heard()).toEqual(['Applying settings failed.', 'end of alert', 'button, Dismiss message']);
  });
});

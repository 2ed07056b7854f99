/**
 * The mini cart as a screen-reader user hears it, opened from the header's cart button on the storefront's wiring, the
 * cart in the reference services: removing an item and its undo (10 s), and a limit message (7.5 s). The clock is fake:
 * the 10 s and the 7.5 s are moved on, never waited for.
 */
import { screen, within } from '@testing-library/react';
import { CART_CHANGE_FAILURE_LOG, MESSAGE_LIFETIME_MS, UNDO_LIFETIME_MS } from '../../src/features/minicart/constants';
import {
  StorefrontPage,
  createShop,
  elapse,
  fakeTimers,
  focus,
  heard,
  readTo,
  renderAndListen,
  seedArticles,
  settle,
  virtual,
} from './support';

/** The title as the cart service writes it: a no-break space between number and unit (names, descriptions). */
const MILD = 'Caffè Crema mild, ganze Bohne, 1\u00a0kg';
/** The title as text matchers compare it: they collapse every white space, the no-break one too, to a space. */
const MILD_TEXT = MILD.replace(/\s/g, ' ');
const CAPSULES = 'Kaffeekapseln Barista Caffè Crema, 30 Stück';
const quantity = (title: string, value: number) => `spinbutton, Menge, ${title}, min value 1, current value ${value}`;

beforeEach(() => {
  localStorage.clear();
  fakeTimers();
});
afterEach(() => vi.useRealTimers());

const dialog = () => within(screen.getByRole('dialog'));
const fieldOf = (title: string) =>
  dialog()
    .getAllByRole('spinbutton')
    .find(
      (field) =>
        field.getAttribute('aria-describedby') &&
        document.getElementById(field.getAttribute('aria-describedby')!)?.textContent === title,
    )!;

/** The page with this cart; the mini cart opened from the header's cart button by keyboard. */
async function openMinicart(articles: Record<string, number>, cartName: string) {
  const shop = createShop();
  seedArticles(shop, articles);
  await renderAndListen(shop, <StorefrontPage />);
  const banner = within(screen.getByRole('banner'));
  await settle(() => banner.getByRole('button', { name: cartName }));
  await focus(banner.getByRole('button', { name: cartName }));
  await virtual.press('Enter');
  await settle(() => expect(dialog().getAllByRole('spinbutton')).toHaveLength(Object.keys(articles).length));
}

describe('the mini cart, heard', () => {
  it('opens as a modal dialog named with its count', async () => {
    await openMinicart({ '400001': 2, '400003': 1 }, 'Warenkorb, 3 Artikel');
    expect(await heard()).toEqual([
      'button, Warenkorb, 3 Artikel, not expanded, has popup dialog',
      'dialog, Warenkorb 3 Artikel, modal',
      'button, Schließen',
    ]);
  });

  it('removing a line: focus on its undo, which says what it brings back; held, it stays; undo reads the line', async () => {
    await openMinicart({ '400001': 2, '400003': 1 }, 'Warenkorb, 3 Artikel');
    await focus(dialog().getByRole('button', { name: `${MILD} entfernen` }));
    await heard();
    await virtual.press('Enter');
    await settle(() => expect(dialog().getByRole('button', { name: 'Rückgängig' })).toHaveFocus());
    expect(await heard()).toEqual([`button, Rückgängig, ${MILD} wurde entfernt.`]);
    // Focus inside the entry holds its 10 s (WCAG 2.2.1).
    await elapse(UNDO_LIFETIME_MS);
    expect(dialog().getByRole('button', { name: 'Rückgängig' })).toHaveFocus();
    await virtual.press('Enter');
    await settle(() => expect(fieldOf(MILD)).toHaveFocus());
    expect(await heard()).toEqual([quantity(MILD, 2)]);
  });

  it('an undo not taken goes after 10 s, quietly, while the shopper is elsewhere in the cart', async () => {
    await openMinicart({ '400001': 2, '400003': 1 }, 'Warenkorb, 3 Artikel');
    await focus(dialog().getByRole('button', { name: `${MILD} entfernen` }));
    await virtual.press('Enter');
    await settle(() => expect(dialog().getByRole('button', { name: 'Rückgängig' })).toHaveFocus());
    await focus(fieldOf(CAPSULES));
    await heard();
    await elapse(UNDO_LIFETIME_MS - 1);
    expect(dialog().getByText(`${MILD_TEXT} wurde entfernt.`)).toBeInTheDocument();
    await elapse(1);
    await settle(() => expect(dialog().queryByText(`${MILD_TEXT} wurde entfernt.`)).toBeNull());
    expect(await heard()).toEqual([]);
  });

  it('a limit: the step is read, the refusal is an alert with the limit, and it goes after 7.5 s', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await openMinicart({ '400001': 10 }, 'Warenkorb, 10 Artikel');
    await focus(fieldOf(MILD));
    expect((await heard()).at(-1)).toBe(quantity(MILD, 10));
    await virtual.press('ArrowUp');
    const message = 'Von diesem Artikel können Sie maximal 10 Stück pro Einkauf bestellen.';
    await settle(() => expect(dialog().getByRole('alert')).toHaveTextContent(message));
    // The step itself is read at once (the shown quantity changes before the server answers); the server's
    // refusal takes it back.
    expect(await heard()).toEqual([quantity(MILD, 11)]);
    await settle(() => expect(fieldOf(MILD)).toHaveValue('10'));
    expect(error).toHaveBeenCalledWith(CART_CHANGE_FAILURE_LOG, expect.objectContaining({ code: 'ITEM_LIMIT' }));
    // An alert that appears is spoken by screen readers as it appears (its role); the virtual screen reader speaks
    // only changes inside a region already there, so here it is read where it stands, at the top of the dialog.
    await readTo(dialog().getByRole('alert'));
    expect((await heard()).at(-1)).toBe('alert');
    await virtual.next();
    await virtual.next();
    expect(await heard()).toEqual([message, 'end of alert']);
    await focus(fieldOf(MILD));
    await heard();
    await elapse(MESSAGE_LIFETIME_MS - 1);
    expect(dialog().getByRole('alert')).toHaveTextContent(message);
    await elapse(1);
    await settle(() => expect(dialog().queryByRole('alert')).toBeNull());
    // It goes quietly: the field keeps focus.
    expect(await heard()).toEqual([]);
    expect(fieldOf(MILD)).toHaveFocus();
  });
});

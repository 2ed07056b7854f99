/**
 * The header's cart count and the navigation's flyout, as a screen-reader user hears them, on the storefront's
 * wiring and the reference services' navigation tree and cart.
 */
import { screen, within } from '@testing-library/react';
import { AddToCartButton } from '../../src/features/minicart';
import { FOCUS_TRAP_DELAY_MS } from '../../src/features/navigation/constants';
import {
  StorefrontPage,
  createShop,
  elapse,
  fakeTimers,
  focus,
  heard,
  renderAndListen,
  seedArticles,
  settle,
  virtual,
} from './support';

const MILD = 'Caffè Crema mild, ganze Bohne, 1 kg';

beforeEach(() => {
  localStorage.clear();
  fakeTimers();
});
afterEach(() => vi.useRealTimers());

const banner = () => within(screen.getByRole('banner'));
const cartButton = (name: string) => banner().getByRole('button', { name });

describe('the cart badge: its count is in the cart button’s name', () => {
  it.each([
    ['an empty cart', {}, 'Warenkorb, keine Artikel'],
    ['3 pieces', { '400001': 3 }, 'Warenkorb, 3 Artikel'],
    // The badge shows '9+' here (aria-hidden): the name says the real count.
    ['12 pieces', { '400001': 10, '400003': 2 }, 'Warenkorb, 12 Artikel'],
  ])('%s: "%s"', async (_, articles, name) => {
    const shop = createShop();
    seedArticles(shop, articles);
    await renderAndListen(shop, <StorefrontPage />);
    await settle(() => cartButton(name));
    await focus(cartButton(name));
    expect(await heard()).toEqual([`button, ${name}, not expanded, has popup dialog`]);
    // Reading through it: its visible label, once; the badge's digits are not read a second time.
    await virtual.next();
    await virtual.next();
    expect(await heard()).toEqual(['Warenkorb', `end of button, ${name}, not expanded, has popup dialog`]);
  });

  it('an add to the cart is announced where it is made, and the cart button says the new count', async () => {
    const shop = createShop();
    seedArticles(shop, { '400001': 2 });
    await renderAndListen(
      shop,
      <StorefrontPage>
        <AddToCartButton productId="400001" tcm="tcm:cart-400001" title={MILD} />
      </StorefrontPage>,
    );
    await settle(() => cartButton('Warenkorb, 2 Artikel'));
    const add = screen.getByRole('button', { name: `In den Warenkorb ${MILD}` });
    await focus(add);
    expect(await heard()).toEqual([`button, In den Warenkorb ${MILD}`]);
    await virtual.press('Enter');
    await settle(() => expect(screen.getByText('3 im Warenkorb')).toBeInTheDocument());
    await settle(() => cartButton('Warenkorb, 3 Artikel'));
    // Busy while the edit is out (focus stays on it), then the confirmed count in its status line.
    expect(await heard()).toEqual([`button, In den Warenkorb ${MILD}, busy, disabled`, 'polite: 3 im Warenkorb']);
    await focus(cartButton('Warenkorb, 3 Artikel'));
    expect(await heard()).toEqual(['button, Warenkorb, 3 Artikel, not expanded, has popup dialog']);
  });
});

describe('opening a flyout level (the APG disclosure navigation)', () => {
  async function openCoffee() {
    await renderAndListen(createShop(), <StorefrontPage />);
    const nav = within(screen.getAllByRole('navigation', { name: 'Hauptnavigation' })[0]!);
    await settle(() => nav.getByRole('button', { name: 'Kaffee' }));
    const coffee = nav.getByRole('button', { name: 'Kaffee' });
    await focus(coffee);
    return coffee;
  }

  it('a top item says it opens a panel; Enter opens it and reads its first link; Escape closes back to it', async () => {
    const coffee = await openCoffee();
    expect(await heard()).toEqual(['button, Kaffee, 1 control, not expanded']);
    await virtual.press('Enter');
    await settle(() => expect(screen.getByRole('link', { name: 'Alles aus Kaffee' })).toHaveFocus());
    // Focus moves into the panel: its first link is read.
    expect(await heard()).toEqual(['link, Alles aus Kaffee']);
    await elapse(FOCUS_TRAP_DELAY_MS);
    // Reading back: the panel's heading, then the opener, now expanded (the panel follows it in reading order).
    await virtual.previous();
    await virtual.previous();
    expect(await heard()).toEqual(['heading, Kaffee, level 2', 'button, Kaffee, 1 control, expanded']);
    await virtual.press('Escape');
    await settle(() => expect(coffee).toHaveFocus());
    expect(await heard()).toEqual(['button, Kaffee, 1 control, not expanded']);
  });

  it('in the panel the preselected level is expanded; Enter on another level opens it, and its links follow', async () => {
    await openCoffee();
    await virtual.press('Enter');
    await settle(() => expect(screen.getByRole('link', { name: 'Alles aus Kaffee' })).toHaveFocus());
    await heard();
    for (let i = 0; i < 12; i += 1) await virtual.next();
    expect(await heard()).toEqual([
      'list',
      'listitem, level 2, position 1, set size 4',
      'button, Kaffeebohnen, 1 control, expanded',
      'end of listitem, level 2, position 1, set size 4',
      'listitem, level 2, position 2, set size 4',
      'link, Gemahlener Kaffee',
      'end of listitem, level 2, position 2, set size 4',
      'listitem, level 2, position 3, set size 4',
      'link, Kapseln & Pads',
      'end of listitem, level 2, position 3, set size 4',
      'listitem, level 2, position 4, set size 4',
      'button, Kaffeezubehör, 1 control, not expanded',
    ]);
    await focus(screen.getByRole('button', { name: 'Kaffeezubehör' }));
    await virtual.press('Enter');
    expect(await heard()).toEqual(['button, Kaffeezubehör, 1 control, expanded']);
    expect(screen.getByRole('button', { name: 'Kaffeebohnen' })).toHaveAttribute('aria-expanded', 'false');
    for (let i = 0; i < 6; i += 1) await virtual.next();
    expect(await heard()).toEqual([
      'end of listitem, level 2, position 4, set size 4',
      'end of list',
      'link, Alles aus Kaffeezubehör',
      'list',
      'listitem, level 2, position 1, set size 3',
      'link, Kaffeemühlen',
    ]);
  });
});

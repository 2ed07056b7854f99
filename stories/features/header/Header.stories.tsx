import type { Meta, StoryObj } from '@storybook/react-vite';
import { escapeRegExp } from 'es-toolkit/string';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { AFFILIATE_COOKIE } from '../../../src/features/header/constants';
import { reducedHeaderCookies } from '../../../src/features/header';
import { ShopHeader } from '../../../src/compositions/shop-header';
import { NAVIGATION_FAILURE_LOG, configuredNavigationItems } from '../../../src/features/navigation/constants';
import { loadHeaderNavigation, type HeaderNavigation } from '../../../src/features/navigation';
import { CART_STORAGE_KEY } from '../../../src/features/minicart/constants';
import { SESSION_COOKIE } from '../../../src/mocks';
import { seedCart } from '../../../src/mocks/routes/cart';
import { cartArticles } from '../../../src/mocks/routes/cartArticles';
import { LOGIN_TOKEN_COOKIE } from '../../../src/mocks/routes/login';
import { removeCookie, removeStored, writeCookie } from '../../../src/platform/browser';
import { resolveSite } from '../../../src/platform/site';
import { HEADER_TREE_PATH, changeCart, fetchCart } from '../../../src/services';
import {
  dropLoginToken,
  logIn,
  referenceServices,
  storyReference,
  type StoryReferenceServices,
} from '../../support/referenceServices';
import { atViewport } from '../../support/viewports';
import { HeaderStoryPage, headerStoryState, storyTexts, type HeaderStoryContext } from './HeaderStoryPage';

const meta = {
  title: 'Features/Header',
  component: ShopHeader,
  render: (args, context) => <HeaderStoryPage context={context} slots={args} />,
  // What a story leaves in the browser must not reach the next one: the mini cart's cached cart (the badge would
  // start from its count) and the cookies that switch the reduced header on.
  beforeEach: () => {
    removeStored('local', CART_STORAGE_KEY);
    for (const name of reducedHeaderCookies) removeCookie(name);
  },
  parameters: {
    // Each story is a whole page (banner, main, footer, h1): the preview's frame adds no main of its own.
    storyFrame: 'page',
    docs: {
      // Each story is a page of its own (banner, main, footer): in the docs each gets its own frame.
      story: { inline: false, height: '32rem' },
      // The stories' source as written: the rendered page holds the story context, which is no JSX to print.
      source: { type: 'code' },
      description: {
        component: [
          'The shop header: the new header (sticky, navigation from the header tree) behind the new-header',
          'flag, the old header (four configured items, search flyout), and the reduced header (checkout; affiliate or',
          'new-app cookie). Skip links come first; the user icon follows the visitor state; the cart badge shows the',
          "mini cart's count (`useCartCount()`: unknown, no badge). `ShopHeader` fills the slots of `Header` (which",
          'knows no other feature) with the navigation, the search box, the mini cart, and the promotions and app',
          'banner the server loaded; a slot given as a prop takes the place of its part.',
          '',
          'Use it as a page does: `<VisitorProvider><MinicartProvider><HeaderProvider reduced?><NavigationProvider',
          'navigation? currentPath?><PageLayout header={<ShopHeader />}>` (without a NavigationProvider the navigation',
          'loads after mount), inside a StorefrontProvider. `Header` renders the `<header>` banner itself; PageLayout',
          'gives the skip links their targets `#main` and `#footer`, the search box carries `#search`.',
          '',
          'Each story runs on fresh reference services (its `referenceServices` parameter prepares them) and renders as',
          'a small page of its own.',
          '',
          '**Accessibility:** the skip links are the first thing Tab reaches and show only while focused; the cart link',
          'names its count ("Warenkorb, 3 Artikel"), the badge is not read twice; the menu and search toggles say',
          'whether they are open (`aria-expanded`) and what they control; the header reappears when focus moves into it.',
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof ShopHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The story's page. */
const pageOf = (context: HeaderStoryContext) => within(context.canvasElement);

const banner = (context: HeaderStoryContext) => pageOf(context).getByRole('banner');

/** The main navigation's links, in order. */
function navigationLinks(context: HeaderStoryContext) {
  const texts = storyTexts(context);
  return within(pageOf(context).getByRole('navigation', { name: texts('navigation.label') })).getAllByRole('link');
}

/** The four configured items, by name and address in the site's language: the placeholders of the new header. */
function configuredItems(context: HeaderStoryContext) {
  const texts = storyTexts(context);
  return configuredNavigationItems.map((id) => ({
    name: texts(`navigation.classicNav.${id}`),
    href: texts(`navigation.classicNav.${id}.url`),
  }));
}

async function expectPlaceholders(context: HeaderStoryContext) {
  const links = navigationLinks(context);
  await expect(links.map((link) => ({ name: link.textContent, href: link.getAttribute('href') }))).toEqual(
    configuredItems(context),
  );
  for (const link of links) await expect(link).toHaveAttribute('data-placeholder', 'true');
}

/** The navigation the reference services give the story's site (header tree and theme worlds). */
async function serviceNavigation(context: HeaderStoryContext): Promise<HeaderNavigation> {
  const loaded = await loadHeaderNavigation(storyReference(context).client, resolveSite(context.globals.site).code);
  if (!loaded.ok) throw new Error(`The reference navigation did not load: ${JSON.stringify(loaded.error)}`);
  return loaded.value;
}

/** The main navigation shows `navigation`: the theme-world overview first, then the desktop items; no placeholder. */
async function expectNavigation(context: HeaderStoryContext, navigation: HeaderNavigation) {
  const texts = storyTexts(context);
  const nav = within(pageOf(context).getByRole('navigation', { name: texts('navigation.label') }));
  const items = nav.getAllByRole('listitem');
  await expect(items).toHaveLength(1 + navigation.desktop.length);
  await expect(items[0]).toHaveTextContent(navigation.themeWorlds?.overview?.title ?? texts('themeWorld.overview'));
  await expect(nav.queryAllByRole('link').filter((link) => link.hasAttribute('data-placeholder'))).toEqual([]);
}

/** Whether an element is inside the viewport (a skip link is moved above it until focused). */
const onScreen = (element: Element) => {
  const box = element.getBoundingClientRect();
  return box.top >= 0 && box.bottom > 0 && box.bottom <= element.ownerDocument.documentElement.clientHeight;
};

/** Nothing focused: the next Tab starts at the top of the page. */
function focusNothing(context: HeaderStoryContext) {
  const active = context.canvasElement.ownerDocument.activeElement;
  if (active instanceof HTMLElement) active.blur();
}

// --- layouts -----------------------------------------------------------------------------------------------------

export const NewHeader: Story = {
  name: 'New header (navigation loaded in the browser)',
  play: async (context) => {
    await expect(banner(context)).toHaveAttribute('data-layout', 'new');
    await expect(banner(context)).toHaveAttribute('data-sticky', 'true');
    const navigation = await serviceNavigation(context);
    await waitFor(() => expectNavigation(context, navigation));
  },
};

export const NewHeaderServerNavigation: Story = {
  name: 'New header (navigation from the server)',
  // The navigation "the server loaded", given to NavigationProvider; then the header tree hangs, so anything the
  // header shows came with the page, not from a call of its own.
  beforeEach: async (context) => {
    headerStoryState(context).navigation = await serviceNavigation(context);
    storyReference(context).faults.set(`GET ${HEADER_TREE_PATH}`, { hang: true });
  },
  play: async (context) => {
    // At once, without waiting: the navigation is in the first render.
    await expectNavigation(context, headerStoryState(context).navigation!);
  },
};

export const OldHeader: Story = {
  name: 'Old header (search flyout)',
  parameters: { storefront: { flags: { newHeader: false } } },
  play: async (context) => {
    const texts = storyTexts(context);
    const page = pageOf(context);
    await expect(banner(context)).toHaveAttribute('data-layout', 'old');
    await expect(banner(context)).toHaveAttribute('data-sticky', 'false');
    // The four configured items; each with a category tree under it is a disclosure button (its drill-down
    // flyout starts with a link to the item's address), the others stay links.
    const nav = within(page.getByRole('navigation', { name: texts('navigation.label') }));
    const entries = configuredItems(context).map(({ name, href }) => {
      const button = nav.queryByRole('button', { name });
      if (!button) return nav.getByRole('link', { name });
      expect(button).toHaveAttribute('aria-expanded', 'false');
      const panel = context.canvasElement.ownerDocument.getElementById(button.getAttribute('aria-controls')!)!;
      expect(panel.querySelector(`a[href="${href}"]`)).not.toBeNull();
      return button;
    });
    await expect(entries).toHaveLength(4);

    const toggle = page.getByRole('button', { name: texts('header.icons.search') });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle).toHaveAccessibleName(texts('header.icons.searchClose'));
    const flyout = context.canvasElement.ownerDocument.getElementById(toggle.getAttribute('aria-controls')!)!;
    await expect(flyout).toBeVisible();
    await waitFor(() => expect(within(flyout).getByRole('combobox', { name: texts('search.label') })).toHaveFocus());

    await userEvent.keyboard('{Escape}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(flyout).not.toBeVisible();
    await expect(toggle).toHaveFocus();
  },
};

export const LoadingPlaceholders: Story = {
  name: 'Navigation loading (placeholders)',
  parameters: referenceServices((reference) => reference.faults.set(`GET ${HEADER_TREE_PATH}`, { hang: true })),
  play: async (context) => {
    await expectPlaceholders(context);
  },
};

export const NavigationFailure: Story = {
  name: 'Navigation fetch failure (placeholders, logged)',
  parameters: referenceServices((reference) => reference.faults.set(`GET ${HEADER_TREE_PATH}`, { status: 500 })),
  // Watched, not silenced: the failure still shows in the console.
  beforeEach: () => {
    const consoleError = spyOn(console, 'error');
    return () => consoleError.mockRestore();
  },
  play: async (context) => {
    await waitFor(() => expect(console.error).toHaveBeenCalledWith(NAVIGATION_FAILURE_LOG, expect.anything()));
    await expectPlaceholders(context);
  },
};

// --- reduced header ----------------------------------------------------------------------------------------------

/** The reduced header: no navigation, no search, the secure-purchase hint and the back button. */
async function expectReduced(context: HeaderStoryContext) {
  const texts = storyTexts(context);
  const page = within(banner(context));
  await expect(banner(context)).toHaveAttribute('data-layout', 'reduced');
  await expect(banner(context)).toHaveAttribute('data-sticky', 'false');
  await expect(page.queryByRole('navigation', { name: texts('navigation.label') })).not.toBeInTheDocument();
  await expect(page.queryByRole('combobox')).not.toBeInTheDocument();
  await expect(page.getByText(texts('header.reduced.secureHint'))).toBeVisible();
  await expect(page.getByRole('button', { name: texts('header.reduced.back') })).toBeVisible();
}

export const Reduced: Story = {
  name: 'Reduced header (checkout)',
  render: (args, context) => <HeaderStoryPage context={context} slots={args} pageType="CheckoutPage" reduced />,
  play: async (context) => {
    const texts = storyTexts(context);
    await expectReduced(context);
    // No search box, so no skip link to it: the first Tab reaches the link to the content.
    focusNothing(context);
    await userEvent.tab();
    const toMain = pageOf(context).getByRole('link', { name: texts('header.skipLinks.main') });
    await expect(toMain).toHaveFocus();
    await expect(onScreen(toMain)).toBe(true);
    await expect(pageOf(context).queryByRole('link', { name: texts('header.skipLinks.search') })).toBeNull();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(context.canvasElement.ownerDocument.activeElement).toHaveAttribute('id', 'main'));
  },
};

export const ReducedByAffiliateCookie: Story = {
  name: 'Reduced header (affiliate cookie)',
  // The header reads the cookie from document.cookie after mount; the story browser's jar gets it too, as a real
  // browser would send it to the services. Removed when the story goes.
  beforeEach: (context) => {
    writeCookie(AFFILIATE_COOKIE, 'story-partner');
    storyReference(context).cookies.set(AFFILIATE_COOKIE, 'story-partner');
    return () => void removeCookie(AFFILIATE_COOKIE);
  },
  play: async (context) => {
    await waitFor(() => expect(banner(context)).toHaveAttribute('data-layout', 'reduced'));
    await expectReduced(context);
  },
};

// --- visitor -----------------------------------------------------------------------------------------------------

/** Waits until the personal data has answered, then returns the user link. */
async function userLink(context: HeaderStoryContext) {
  const { visitor } = headerStoryState(context);
  await waitFor(() => expect(visitor.getState().initialized).toBe(true));
  const link = banner(context).querySelector<HTMLAnchorElement>('a[data-visitor]');
  if (!link) throw new Error('The header has no user link.');
  await expect(link).toHaveAttribute('href', '/usermenu');
  return link;
}

/** Signed in or remembered: the signed-in icon; the name greets Klara and says it is the account. */
async function expectSignedIn(context: HeaderStoryContext) {
  const texts = storyTexts(context);
  const link = await userLink(context);
  await expect(link).toHaveAttribute('data-visitor', 'signed-in');
  await expect(link.querySelector('[data-icon]')).toHaveAttribute('data-icon', 'user-signed-in');
  // The seeded customer is Klara Kaffee (stories/support/referenceServices.ts `logIn`).
  await expect(link).toHaveAccessibleName(new RegExp(escapeRegExp(texts('header.icons.greeting', { name: 'Klara' }))));
  await expect(link).toHaveAccessibleName(new RegExp(escapeRegExp(texts('header.icons.userLoggedIn'))));
}

export const SignedIn: Story = {
  name: 'Visitor signed in',
  parameters: referenceServices((reference) => logIn(reference)),
  play: async (context) => {
    await expectSignedIn(context);
  },
};

export const Remembered: Story = {
  name: 'Visitor remembered',
  parameters: referenceServices(async (reference) => {
    await logIn(reference, { rememberMe: true });
    dropLoginToken(reference);
  }),
  play: async (context) => {
    // Only the long-term token is left: the services answer REMEMBERED, which counts as signed in.
    await expect([...storyReference(context).cookies.keys()]).not.toContain(LOGIN_TOKEN_COOKIE);
    await expectSignedIn(context);
  },
};

export const LoggedOut: Story = {
  name: 'Visitor logged out',
  play: async (context) => {
    const texts = storyTexts(context);
    const link = await userLink(context);
    await expect(link).toHaveAttribute('data-visitor', 'signed-out');
    await expect(link.querySelector('[data-icon]')).toHaveAttribute('data-icon', 'user');
    await expect(link).toHaveAccessibleName(texts('header.icons.user'));
  },
};

// --- cart badge --------------------------------------------------------------------------------------------------

/** An article of the reference cart without a stock limit. */
const article = cartArticles.find((a) => a.kind === 'article' && a.stock === undefined)!;

/** Puts `quantity` pieces of one article into the story browser's cart through the PUT of the cart service. */
async function putInCart(reference: StoryReferenceServices, quantity: number) {
  const result = await changeCart(reference.client, {
    setArticle: { productId: article.productId, tcm: article.tcm, quantity },
  });
  if (!result.ok) throw new Error(`Seeding the cart failed: ${JSON.stringify(result.error)}`);
}

/**
 * Waits for the cart button (it opens the mini cart once the page is interactive) to name the count, then checks the
 * badge: `badge` is its text, null when hidden.
 */
async function expectCart(context: HeaderStoryContext, count: number, badge: string | null) {
  const texts = storyTexts(context);
  const link = await within(banner(context)).findByRole('button', {
    name: texts('header.cart.badgeLabel', { count }),
  });
  await expect(link).toHaveAttribute('data-cart-count', String(count));
  // The badge sits beside the button, in the cart's list item.
  const shown = link.closest('li')?.querySelector('[data-count]') ?? null;
  if (badge === null) await expect(shown).toBeNull();
  else await expect(shown).toHaveTextContent(badge);
}

export const CartEmpty: Story = {
  name: 'Cart badge 0 (hidden)',
  play: async (context) => {
    await expectCart(context, 0, null);
  },
};

export const CartFive: Story = {
  name: 'Cart badge 5',
  parameters: referenceServices((reference) => putInCart(reference, 5)),
  play: async (context) => {
    await expectCart(context, 5, '5');
  },
};

export const CartTen: Story = {
  name: 'Cart badge 10 (9+)',
  // 10 is also the most pieces of one article the cart takes (ITEM_LIMIT).
  parameters: referenceServices((reference) => putInCart(reference, 10)),
  play: async (context) => {
    await expectCart(context, 10, '9+');
  },
};

export const CartHundredTwenty: Story = {
  name: 'Cart badge 120 (9+)',
  // The cart's PUT refuses more than CART_LIMIT (50) pieces: the reference services' seed puts 120 into the
  // story browser's session cart (a first read gives the browser its session).
  parameters: referenceServices(async (reference) => {
    await fetchCart(reference.client);
    const session = reference.cookies.get(SESSION_COOKIE);
    if (!session) throw new Error('The story browser got no cart session.');
    seedCart(reference.state, session, { articles: [{ productId: article.productId, quantity: 120 }] });
  }),
  play: async (context) => {
    await expectCart(context, 120, '9+');
  },
};

// --- skip links --------------------------------------------------------------------------------------------------

export const SkipLinks: Story = {
  name: 'Skip links focused',
  play: async (context) => {
    const texts = storyTexts(context);
    const page = pageOf(context);
    const toSearch = page.getByRole('link', { name: texts('header.skipLinks.search') });
    const toMain = page.getByRole('link', { name: texts('header.skipLinks.main') });
    await expect(onScreen(toSearch)).toBe(false);

    focusNothing(context);
    await userEvent.tab();
    await expect(toSearch).toHaveFocus();
    await expect(onScreen(toSearch)).toBe(true);

    await userEvent.tab();
    await expect(toMain).toHaveFocus();
    await expect(onScreen(toMain)).toBe(true);
    await expect(onScreen(toSearch)).toBe(false);

    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(context.canvasElement.ownerDocument.activeElement).toHaveAttribute('id', 'main'));
  },
};

export const SkipLinkToSearch: Story = {
  name: 'Skip link to the search box',
  play: async (context) => {
    const texts = storyTexts(context);
    // The combobox loads lazily (on a storefront page its server HTML is there from the start).
    await pageOf(context).findByRole('combobox', { name: texts('search.label') });
    focusNothing(context);
    await userEvent.tab();
    await expect(pageOf(context).getByRole('link', { name: texts('header.skipLinks.search') })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(pageOf(context).getByRole('combobox', { name: texts('search.label') })).toHaveFocus());
  },
};

// --- phone -------------------------------------------------------------------------------------------------------

export const Phone: Story = {
  name: 'Phone (375 px, menu open)',
  ...atViewport('phone'),
  play: async (context) => {
    const texts = storyTexts(context);
    const phone = pageOf(context);
    const doc = context.canvasElement.ownerDocument;
    const button = await phone.findByRole('button', { name: texts('navigation.open') });
    // The desktop bar (hidden elements have no accessible name: found by their label).
    const desktopBar = phone
      .getAllByRole('navigation', { hidden: true })
      .find((nav) => nav.getAttribute('aria-label') === texts('navigation.label'));
    await expect(desktopBar).toBeDefined();
    // At 375 px, once the styles are in: the menu button shows, the desktop bar does not.
    await waitFor(() => expect(desktopBar).not.toBeVisible(), { timeout: 5000 });
    await expect(button).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(doc.getElementById(button.getAttribute('aria-controls')!)).toBeNull();

    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(button).toHaveAccessibleName(texts('navigation.close'));
    // The mobile drill-down: a dialog the button controls, the theme-world overview first, then the mobile items.
    const menu = await within(doc.body).findByRole('dialog', { name: texts('navigation.menuTitle') });
    await expect(menu).toHaveAttribute('id', button.getAttribute('aria-controls'));
    const { mobile } = await serviceNavigation(context);
    await waitFor(() => expect(within(menu).getAllByRole('listitem')).toHaveLength(1 + mobile.length));
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { MinicartProvider } from '../../../src/features/minicart';
import { AddToCartButton } from '../../../src/features/minicart/AddToCart';
import { CART_STORAGE_KEY } from '../../../src/features/minicart/constants';
import { useStorefront } from '../../../src/kernel';
import { SESSION_COOKIE } from '../../../src/mocks';
import { ITEM_LIMIT, seedCart, type StoredCart } from '../../../src/mocks/routes/cart';
import { cartArticles, titleLanguageOf } from '../../../src/mocks/routes/cartArticles';
import { removeStored } from '../../../src/platform/browser';
import { resolveSite, type Site } from '../../../src/platform/site';
import { Stack } from '../../../src/primitives/Stack';
import { Tiles } from '../../../src/primitives/Tiles';
import { CART_PATH } from '../../../src/services/cart';
import { referenceServices } from '../../support/referenceServices';
import { storyTexts, type HeaderStoryContext } from '../header/HeaderStoryPage';

const SESSION = 'add-to-cart-story';
const GET_ROUTE = `GET ${CART_PATH}` as const;
const PUT_ROUTE = `PUT ${CART_PATH}` as const;

/** The products of these stories: articles of the reference cart (their titles in every site's language). */
const MILD = '400001';
const TILE_PRODUCTS = ['400001', '400003', '400004'] as const;

const articleOf = (productId: string) => cartArticles.find((article) => article.productId === productId)!;
const titleOf = (productId: string, site: Site) => articleOf(productId).titles[titleLanguageOf(site)];

/** A story's cart: seeded into the story browser's session of its fresh reference services. */
const withCart = (contents: Partial<StoredCart>, prepare?: Parameters<typeof referenceServices>[0]) =>
  referenceServices(async (reference) => {
    reference.cookies.set(SESSION_COOKIE, SESSION);
    seedCart(reference.state, SESSION, contents);
    await prepare?.(reference);
  });

/** A product as a page shows it: its title as a heading, and the button under it. */
function Product({ productId }: { productId: string }) {
  const { site } = useStorefront();
  const title = titleOf(productId, site);
  return (
    <Stack as="article" space="s">
      <h2>{title}</h2>
      <AddToCartButton productId={productId} tcm={articleOf(productId).tcm} title={title} />
    </Stack>
  );
}

const meta = {
  title: 'Features/Mini cart/Add to cart',
  render: () => (
    <MinicartProvider>
      <Product productId={MILD} />
    </MinicartProvider>
  ),
  // The browser keeps the last cart ("cached in browser storage"): each story starts without another's.
  beforeEach: () => {
    removeStored('local', CART_STORAGE_KEY);
  },
  parameters: {
    docs: {
      source: { type: 'code' },
      description: {
        component: [
          'The add-to-cart button of product pages and category tiles: `<AddToCartButton productId tcm title />`',
          'inside a `MinicartProvider`. The cart service has no "add" call: a click',
          "sets the product's quantity in the cart plus one (setArticle), through the mini cart's ordered queue, so adds",
          'made before an answer count on from each other. Before the cart is known a click waits for it; when it',
          "cannot be read nothing is sent and the read error shows. A failed add shows the mini cart's own message",
          '(7.5 s, paused while hovered or focused) under the button.',
          '',
          '**Accessibility:** the name is the visible label followed by the product title (visually hidden), so the',
          'names in a grid of tiles differ and the visible label starts the name (WCAG 2.5.3). The button is busy',
          '(`aria-busy`) while its edit is on the way and takes no second click then. A status line says how many',
          'pieces the cart holds once an add went through; error and limit messages are alerts.',
        ].join('\n'),
      },
    },
  },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The button of `productId` (found by its whole name: label and title) and the site's texts. */
function parts(context: HeaderStoryContext, productId = MILD) {
  const texts = storyTexts(context);
  const title = titleOf(productId, resolveSite(context.globals.site));
  const name = `${texts('minicart.addToCart')} ${title}`;
  return { texts, name, find: () => within(context.canvasElement).findByRole('button', { name }) };
}

/** Presses `key` on the button and waits for the status to say `count`. */
async function addByKey(context: HeaderStoryContext, key: string, count: number) {
  const { texts, find } = parts(context);
  const button = await find();
  button.focus();
  await userEvent.keyboard(key);
  const status = within(context.canvasElement).getByRole('status');
  await waitFor(() => expect(status).toHaveTextContent(texts('minicart.addToCart.inCart', { count })));
  await expect(button).toHaveFocus();
}

export const NotInCart: Story = {
  name: 'Not in the cart: Enter adds 1, Space 2',
  parameters: withCart({}),
  play: async (context) => {
    await addByKey(context, '{Enter}', 1);
    await addByKey(context, ' ', 2);
  },
};

export const AlreadyInCart: Story = {
  name: 'Already in the cart (3): Enter adds the 4th',
  parameters: withCart({ articles: [{ productId: MILD, quantity: 3 }] }),
  play: async (context) => {
    await addByKey(context, '{Enter}', 4);
  },
};

export const Loading: Story = {
  name: 'Loading: the edit on its way',
  parameters: withCart({}, (reference) => reference.faults.set(PUT_ROUTE, { hang: true })),
  play: async (context) => {
    const { find } = parts(context);
    const button = await find();
    button.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    await expect(within(context.canvasElement).getByRole('status')).toBeEmptyDOMElement();
  },
};

export const ItemLimit: Story = {
  name: `Message: ITEM_LIMIT (${ITEM_LIMIT})`,
  parameters: withCart({ articles: [{ productId: MILD, quantity: ITEM_LIMIT }] }),
  play: async (context) => {
    const { texts, find } = parts(context);
    (await find()).focus();
    await userEvent.keyboard('{Enter}');
    const alert = await within(context.canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(texts('minicart.error.itemLimit', { limit: ITEM_LIMIT }));
    // The close button is the next Tab stop; focus on it holds the message (WCAG 2.2.1).
    await userEvent.tab();
    await expect(within(context.canvasElement).getByRole('button', { name: texts('minicart.dismiss') })).toHaveFocus();
  },
};

export const ReadError: Story = {
  name: 'Read error: nothing sent, retry later',
  parameters: withCart({}, (reference) => reference.faults.set(GET_ROUTE, { status: 500 })),
  play: async (context) => {
    const { texts, find } = parts(context);
    (await find()).focus();
    await userEvent.keyboard('{Enter}');
    const alert = await within(context.canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(texts('minicart.error.read'));
  },
};

export const CategoryTiles: Story = {
  name: 'Category tiles: each button named by its product',
  parameters: withCart({}),
  render: () => (
    <MinicartProvider>
      <Tiles as="ul" columns={{ base: 1, m: 3 }} space="l">
        {TILE_PRODUCTS.map((productId) => (
          <Product key={productId} productId={productId} />
        ))}
      </Tiles>
    </MinicartProvider>
  ),
  play: async (context) => {
    for (const productId of TILE_PRODUCTS) await parts(context, productId).find();
    await expect(within(context.canvasElement).getAllByRole('button', { name: parts(context).name })).toHaveLength(1);
  },
};

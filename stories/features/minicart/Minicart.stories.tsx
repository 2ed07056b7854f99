import type { Meta, StoryObj } from '@storybook/react-vite';
import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { MinicartDialog, MinicartProvider } from '../../../src/features/minicart';
import { useMinicartMessages } from '../../../src/features/minicart/messages';
import { CART_STORAGE_KEY } from '../../../src/features/minicart/constants';
import { SESSION_COOKIE } from '../../../src/mocks';
import { removeStored } from '../../../src/platform/browser';
import { everyLineKind, seedCart, type StoredCart } from '../../../src/mocks/routes/cart';
import { CART_PATH } from '../../../src/services/cart';
import { Button } from '../../../src/primitives/Button';
import { Icon } from '../../../src/primitives/Icon';
import { referenceServices } from '../../support/referenceServices';
import { atViewport } from '../../support/viewports';
import { storyTexts, type HeaderStoryContext } from '../header/HeaderStoryPage';

const SESSION = 'minicart-story';
const GET_ROUTE = `GET ${CART_PATH}` as const;
const PUT_ROUTE = `PUT ${CART_PATH}` as const;

/** A story's cart: seeded into the story browser's session of its fresh reference services. */
const withCart = (contents: Partial<StoredCart>, prepare?: Parameters<typeof referenceServices>[0]) =>
  referenceServices(async (reference) => {
    reference.cookies.set(SESSION_COOKIE, SESSION);
    seedCart(reference.state, SESSION, contents);
    await prepare?.(reference);
  });

/** Every kind of line: two articles, the free article, a gift card, a partner product and a subscription. */
const everyKind = everyLineKind;

/**
 * The header's cart button as these stories stand it in: the dialog's trigger. As a `Modal.Trigger asChild` child it
 * passes on the props and ref it is given (the opening click, aria-expanded, aria-controls).
 */
const CartButton = forwardRef<HTMLButtonElement, ComponentPropsWithoutRef<'button'>>(function CartButton(props, ref) {
  const { t } = useMinicartMessages();
  return (
    <Button ref={ref} variant="secondary" icon={<Icon name="cart" />} {...props}>
      {t('minicart.title')}
    </Button>
  );
});

function MinicartStory() {
  return (
    <MinicartProvider>
      <MinicartDialog trigger={<CartButton />} />
    </MinicartProvider>
  );
}

const meta = {
  title: 'Features/Mini cart/Mini cart',
  render: () => <MinicartStory />,
  // The browser keeps the last cart ("cached in browser storage"): each story starts without another's.
  beforeEach: () => {
    removeStored('local', CART_STORAGE_KEY);
  },
  parameters: {
    docs: {
      story: { inline: false, height: '44rem' },
      // The render holds the provider and its store: no JSX worth printing from the args.
      source: { type: 'code' },
      description: {
        component: [
          'The mini cart: a modal dialog on the `Modal` primitive, opened by the',
          "header's cart button: `<MinicartDialog trigger={<CartButton />} />` inside a `MinicartProvider` (in the header,",
          '`<ShopHeader />` loads it lazily, and a React Server Component can render that). Title',
          '"Warenkorb" with the count badge (\'+99\' above 99). The lines: articles with a quantity stepper (at least 1;',
          'the server answers a quantity above its limits), free articles, gift cards, partner products and',
          'subscriptions, each with a remove button. A removed line is replaced in place by its deleted entry with',
          '"Rückgängig" for 10 s; error and limit messages go after 7.5 s. Both timers stop while hovered or focused.',
          'The footer links the cart page and holds the checkout button, which says why when checkout is not allowed.',
          '',
          '**Accessibility:** APG modal dialog: focus moves in, Tab wraps inside, Escape and the close button return',
          'focus to the cart button. The list is `aria-busy` while an edit is on its way. Removing a line moves focus to',
          "its undo; undoing moves it to the line's quantity. Messages are alerts (the shopper's own edit was taken",
          'back). The blocked checkout stays focusable (`aria-disabled`) with its reason as its description.',
        ].join('\n'),
      },
    },
  },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const page = (context: HeaderStoryContext) => within(context.canvasElement.ownerDocument.body);

/** Opens the mini cart by keyboard (Enter on the cart button) and waits for its dialog. */
async function openByKeyboard(context: HeaderStoryContext) {
  const texts = storyTexts(context);
  const trigger = within(context.canvasElement).getByRole('button', { name: texts('minicart.title') });
  trigger.focus();
  await userEvent.keyboard('{Enter}');
  const dialog = await page(context).findByRole('dialog');
  await waitFor(() => expect(dialog.contains(dialog.ownerDocument.activeElement)).toBe(true));
  return { dialog, trigger, texts };
}

/** The quantity field of the line titled `title`. */
/** A text as text matchers compare it: every white space, a no-break one too, collapsed to a space. */
const collapsed = (text: string) => text.replace(/\s+/g, ' ');

async function quantityField(dialog: HTMLElement, title: string) {
  await within(dialog).findByText(collapsed(title));
  return within(dialog)
    .getAllByRole('spinbutton')
    .find((field) =>
      field
        .getAttribute('aria-describedby')
        ?.split(' ')
        .some((id) => dialog.ownerDocument.getElementById(id)?.textContent === title),
    )!;
}

/** The title as the cart service writes it: a no-break space between number and unit. */
const MILD = 'Caffè Crema mild, ganze Bohne, 1\u00a0kg';

export const Empty: Story = {
  parameters: withCart({}),
  play: async (context) => {
    const { dialog, texts } = await openByKeyboard(context);
    await expect(
      await within(dialog).findByText(texts('minicart.empty'), { selector: 'p:not([id])' }),
    ).toBeInTheDocument();
    await expect(within(dialog).getByRole('link', { name: texts('minicart.checkout') })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const Loading: Story = {
  parameters: referenceServices((reference) => reference.faults.set(GET_ROUTE, { hang: true })),
  play: async (context) => {
    const { dialog, texts } = await openByKeyboard(context);
    await expect(within(dialog).getByRole('status', { name: texts('common.loading') })).toBeInTheDocument();
  },
};

export const EveryItemKind: Story = {
  name: 'Loaded: every item kind, checkout allowed',
  parameters: withCart(everyKind),
  play: async (context) => {
    const { dialog, texts } = await openByKeyboard(context);
    await quantityField(dialog, MILD);
    for (const id of ['minicart.freeArticle', 'minicart.giftCard', 'minicart.partnerProduct'] as const)
      await expect(within(dialog).getAllByText(texts(id)).length).toBeGreaterThan(0);
    await expect(within(dialog).getByText(texts('minicart.subscription'))).toBeInTheDocument();
    await expect(dialog).toHaveAccessibleName(`${texts('minicart.title')} ${texts('minicart.items', { count: 6 })}`);
    await expect(within(dialog).getByRole('link', { name: texts('minicart.checkout') })).toHaveAttribute(
      'href',
      '/checkout',
    );
  },
};

export const EveryItemKindPhone: Story = {
  name: 'Loaded: every item kind at 375 px',
  ...atViewport('phone'),
  parameters: { ...atViewport('phone').parameters, ...withCart(everyKind) },
  play: async (context) => {
    const { dialog } = await openByKeyboard(context);
    await quantityField(dialog, MILD);
  },
};

export const Keyboard: Story = {
  name: 'Keyboard: Enter opens, Tab wraps, Escape and close return focus',
  parameters: withCart({ articles: [{ productId: '400001', quantity: 1 }] }),
  play: async (context) => {
    const { dialog, trigger, texts } = await openByKeyboard(context);
    await quantityField(dialog, MILD);
    const checkout = within(dialog).getByRole('link', { name: texts('minicart.checkout') });
    checkout.focus();
    // The checkout button is the last stop: Tab wraps to the first, the close button.
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: texts('common.close') })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(checkout).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(context).queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    const again = await page(context).findByRole('dialog');
    await userEvent.click(within(again).getByRole('button', { name: texts('common.close') }));
    await waitFor(() => expect(page(context).queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

export const Defective: Story = {
  name: 'Defective items: checkout blocked',
  parameters: withCart({ articles: [{ productId: '400001', quantity: 1 }], defectiveArticles: [{}] }),
  play: async (context) => {
    const { dialog, texts } = await openByKeyboard(context);
    await quantityField(dialog, MILD);
    const checkout = within(dialog).getByRole('link', { name: texts('minicart.checkout') });
    await expect(checkout).toHaveAttribute('aria-disabled', 'true');
    await expect(checkout).toHaveAccessibleDescription(texts('minicart.error.defective'));
  },
};

export const CheckoutBlocked: Story = {
  name: 'Checkout blocked: not available and sold out',
  parameters: withCart({
    articles: [
      { productId: '400005', quantity: 1 },
      { productId: '400006', quantity: 1 },
    ],
  }),
  play: async (context) => {
    const { dialog, texts } = await openByKeyboard(context);
    await expect(await within(dialog).findByText(texts('minicart.notAvailable'))).toBeInTheDocument();
    await expect(within(dialog).getByText(texts('minicart.soldOut'))).toBeInTheDocument();
    const checkout = within(dialog).getByRole('link', { name: texts('minicart.checkout') });
    await expect(checkout).toHaveAccessibleDescription(texts('minicart.checkoutBlocked.unavailable'));
    // Still reachable by keyboard, so the reason is found.
    checkout.focus();
    await expect(checkout).toHaveFocus();
  },
};

/** Raises the quantity of `title` by one with the arrow key and waits for the message `text`. */
async function raiseAndRead(context: HeaderStoryContext, title: string, text: string) {
  const { dialog } = await openByKeyboard(context);
  const field = await quantityField(dialog, title);
  field.focus();
  await userEvent.keyboard('{ArrowUp}');
  await expect(await within(dialog).findByRole('alert')).toHaveTextContent(text);
}

export const CartLimit: Story = {
  name: 'Message: CART_LIMIT (50)',
  // Articles 9 + 9 + 10 + 3, the free article 1, the gift card 9, the partner product 9: 50 pieces, the reference
  // cart's CART_LIMIT. One more piece of the first article (9 → 10, within ITEM_LIMIT) is refused with CART_LIMIT 50.
  parameters: withCart({
    articles: [
      { productId: '400001', quantity: 9 },
      { productId: '400003', quantity: 9 },
      { productId: '400004', quantity: 10 },
      { productId: '400002', quantity: 3 },
    ],
    freeArticles: [{ productId: '490001', campaignId: 'welcome-tasting-set' }],
    giftCards: [{ productId: '480025', quantity: 9 }],
    partnerProducts: [{ partnerProductId: 'pp-warranty-3y', totalQuantity: 9 }],
  }),
  play: async (context) => raiseAndRead(context, MILD, storyTexts(context)('minicart.error.cartLimit', { limit: 50 })),
};

export const ItemLimit: Story = {
  name: 'Message: ITEM_LIMIT (10)',
  parameters: withCart({ articles: [{ productId: '400001', quantity: 10 }] }),
  play: async (context) => raiseAndRead(context, MILD, storyTexts(context)('minicart.error.itemLimit', { limit: 10 })),
};

export const AvailabilityLimit: Story = {
  name: 'Message: AVAILABILITY_LIMIT (3)',
  parameters: withCart({ articles: [{ productId: '400002', quantity: 3 }] }),
  play: async (context) =>
    raiseAndRead(
      context,
      'Espresso Milano, ganze Bohne, 500\u00a0g (nur noch wenige)',
      storyTexts(context)('minicart.error.availabilityLimit', { limit: 3 }),
    ),
};

export const ChangeError: Story = {
  name: 'Message: the cart cannot be changed (technical)',
  parameters: withCart({ articles: [{ productId: '400001', quantity: 1 }] }, (reference) =>
    reference.faults.set(PUT_ROUTE, { status: 500 }),
  ),
  play: async (context) => {
    await raiseAndRead(context, MILD, storyTexts(context)('minicart.error.change'));
    // Rolled back: the quantity the server still holds.
    const dialog = page(context).getByRole('dialog');
    await waitFor(async () => expect(await quantityField(dialog, MILD)).toHaveValue('1'));
  },
};

export const ReadError: Story = {
  name: 'Read error: retry later',
  parameters: referenceServices((reference) => reference.faults.set(GET_ROUTE, { status: 500 })),
  play: async (context) => {
    const { dialog, texts } = await openByKeyboard(context);
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(texts('minicart.error.read'));
  },
};

/** Removes the first line by keyboard; focus lands on its undo, which the keyboard reaches again after leaving it. */
async function removeByKeyboard(context: HeaderStoryContext) {
  const { dialog, texts } = await openByKeyboard(context);
  await quantityField(dialog, MILD);
  within(dialog)
    .getByRole('button', { name: texts('minicart.remove', { title: MILD }) })
    .focus();
  await userEvent.keyboard('{Enter}');
  const undo = await within(dialog).findByRole('button', { name: texts('minicart.undo') });
  await expect(undo).toHaveFocus();
  await expect(within(dialog).getAllByRole('listitem')[0]).toHaveTextContent(
    collapsed(texts('minicart.removed', { title: MILD })),
  );
  await userEvent.tab();
  await userEvent.tab({ shift: true });
  await expect(undo).toHaveFocus();
  return { dialog, texts, undo };
}

export const DeletedEntry: Story = {
  name: 'Deleted entry with undo (10 s, paused while focused)',
  parameters: withCart({
    articles: [
      { productId: '400001', quantity: 2 },
      { productId: '400003', quantity: 1 },
    ],
  }),
  play: async (context) => {
    await removeByKeyboard(context);
  },
};

export const Undo: Story = {
  name: 'Deleted entry: undo by keyboard',
  parameters: withCart({
    articles: [
      { productId: '400001', quantity: 2 },
      { productId: '400003', quantity: 1 },
    ],
  }),
  play: async (context) => {
    const { dialog, texts } = await removeByKeyboard(context);
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(within(dialog).queryByText(collapsed(texts('minicart.removed', { title: MILD })))).toBeNull(),
    );
    await expect(await quantityField(dialog, MILD)).toHaveFocus();
  },
};

export const Items99: Story = {
  name: '99 items: badge 99',
  parameters: withCart({ articles: [{ productId: '400001', quantity: 99 }] }),
  play: async (context) => {
    const { dialog, texts } = await openByKeyboard(context);
    await waitFor(() => expect(dialog.querySelector('[data-count]')).toHaveAttribute('data-count', '99'));
    await expect(dialog).toHaveAccessibleName(`${texts('minicart.title')} ${texts('minicart.items', { count: 99 })}`);
  },
};

export const Items100: Story = {
  name: '100 items: badge +99',
  parameters: withCart({ articles: [{ productId: '400001', quantity: 100 }] }),
  play: async (context) => {
    const { dialog, texts } = await openByKeyboard(context);
    await waitFor(() => expect(dialog.querySelector('[data-count]')).toHaveAttribute('data-count', '+99'));
    await expect(dialog).toHaveAccessibleName(`${texts('minicart.title')} ${texts('minicart.items', { count: 100 })}`);
  },
};

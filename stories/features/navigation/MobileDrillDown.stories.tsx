import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { loadHeaderNavigation, type HeaderNavigation } from '../../../src/features/navigation';
import { resolveSite } from '../../../src/platform/site';
import { HEADER_TREE_PATH, type FlyoutItem } from '../../../src/services';
import { storyReference } from '../../support/referenceServices';
import { atViewport } from '../../support/viewports';
import { HeaderStoryPage, headerStoryState, storyTexts, type HeaderStoryContext } from '../header/HeaderStoryPage';

interface StoryArgs {
  /** The page is the first leaf of the tree's first item with children (its active path; the menu opens there). */
  onLeafPage?: boolean;
}

/** The first leaf under `item`, with the items on the way to it (the item first). */
function firstLeaf(item: FlyoutItem): FlyoutItem[] {
  const child = item.children[0];
  return child ? [item, ...firstLeaf(child)] : [item];
}
const withChildren = (items: readonly FlyoutItem[]) => items.find((item) => item.children.length > 0)!;
/** The items from the top to the page of the `onLeafPage` stories. */
const leafPath = (context: HeaderStoryContext) => firstLeaf(withChildren(headerStoryState(context).navigation!.mobile));

const meta = {
  title: 'Features/Navigation/Mobile drill-down',
  render: ({ onLeafPage }, context) => (
    // The shop header's own menu: its menu button and the drill-down it controls.
    <HeaderStoryPage context={context} currentPath={onLeafPage ? leafPath(context).at(-1)!.url : undefined} />
  ),
  // The navigation (header tree and theme worlds) "the server loaded", so the menu has its items at once; the header
  // tree then hangs, so nothing the menu shows comes from a later call.
  beforeEach: async (context) => {
    headerStoryState(context).navigation = await serviceNavigation(context);
    storyReference(context).faults.set(`GET ${HEADER_TREE_PATH}`, { hang: true });
  },
  ...atViewport('phone'),
  parameters: {
    ...atViewport('phone').parameters,
    storyFrame: 'page',
    docs: {
      story: { inline: false, height: '40rem' },
      source: { type: 'code' },
      description: {
        component: [
          "The phones' menu (the mobile drill-down): a modal panel sliding in from the start edge (`Modal` with",
          '`placement="start"`), open while the header\'s flyout is the menu\'s. Choosing an item with children pushes its',
          'level, a back button pops it; the level at depth 2 is a grid of two columns of tiles, the others are lists.',
          'Each pushed level starts with a "show all" link to its parent\'s page. The top level is the theme-world',
          "overview, then the header tree's mobile items; while the navigation loads or after it failed, the configured",
          "items as links. The menu opens where the current page's link is, with the active path marked.",
          '',
          'Use it inside a HeaderProvider (the flyout host) and a NavigationProvider: `<MobileDrillDown id={menuId} />`,',
          "where `menuId` is the menu button's `aria-controls` (`<MenuButton controls={menuId} />`).",
          '',
          "**Accessibility:** a modal dialog (`aria-modal`) named by its level's title; focus is trapped inside; after a",
          'push the new title takes focus (screen readers announce the level), back returns focus to the item that opened',
          'the level; Escape, the close button and the backdrop close it and focus returns to the menu button. Links',
          'opening a new tab say so; the current page\'s link has `aria-current="page"`, the items on the way to it',
          '`aria-current="true"`.',
        ].join('\n'),
      },
    },
  },
} satisfies Meta<StoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

async function serviceNavigation(context: HeaderStoryContext): Promise<HeaderNavigation> {
  const loaded = await loadHeaderNavigation(storyReference(context).client, resolveSite(context.globals.site).code);
  if (!loaded.ok) throw new Error(`The reference navigation did not load: ${JSON.stringify(loaded.error)}`);
  return loaded.value;
}

/** The page's document: the dialog is portalled to its body, outside the story's root. */
const documentOf = (context: HeaderStoryContext) => within(context.canvasElement.ownerDocument.body);

/** The seeded path down the tree: the first top item with children, and its first child with children. */
function drillPath(context: HeaderStoryContext) {
  const { mobile } = headerStoryState(context).navigation!;
  const first = withChildren(mobile);
  const second = withChildren(first.children);
  return { mobile, first, second };
}

async function openMenu(context: HeaderStoryContext) {
  const texts = storyTexts(context);
  const button = await within(context.canvasElement).findByRole('button', { name: texts('navigation.open') });
  await userEvent.click(button);
  // The menu's chunk loads lazily: a tap before it is in opens the menu once it has arrived.
  const dialog = await documentOf(context).findByRole('dialog', {}, { timeout: 5000 });
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  return dialog;
}

/** The levels' entries: list items of the dialog's one list (the level). */
const levelOf = (dialog: HTMLElement) => dialog.querySelector<HTMLElement>('[data-depth]')!;

async function pushTo(context: HeaderStoryContext, dialog: HTMLElement, item: FlyoutItem) {
  await userEvent.click(within(dialog).getByRole('button', { name: item.name }));
  await waitFor(() => expect(documentOf(context).getByRole('dialog', { name: item.name })).toBeInTheDocument());
  // The new level's title takes focus, so screen readers announce where the shopper is.
  await waitFor(() => expect(within(dialog).getByRole('heading', { name: item.name }).firstElementChild).toHaveFocus());
}

export const Depth0: Story = {
  name: 'Depth 0 (the menu opened)',
  play: async (context) => {
    const texts = storyTexts(context);
    const dialog = await openMenu(context);
    await expect(dialog).toHaveAccessibleName(texts('navigation.menuTitle'));
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    const { mobile } = drillPath(context);
    const navigation = headerStoryState(context).navigation!;
    const entries = within(levelOf(dialog)).getAllByRole('listitem');
    await expect(entries).toHaveLength(1 + mobile.length);
    await expect(entries[0]).toHaveTextContent(navigation.themeWorlds?.overview?.title ?? texts('themeWorld.overview'));
    await expect(levelOf(dialog)).toHaveAttribute('data-depth', '0');
  },
};

export const Depth1: Story = {
  name: 'Depth 1 (an item with children chosen)',
  play: async (context) => {
    const texts = storyTexts(context);
    const dialog = await openMenu(context);
    const { first } = drillPath(context);
    await pushTo(context, dialog, first);
    await expect(levelOf(dialog)).toHaveAttribute('data-depth', '1');
    await expect(
      within(dialog).getByRole('button', {
        name: texts('navigation.backTo', { title: texts('navigation.menuTitle') }),
      }),
    ).toBeVisible();
    await expect(
      within(dialog).getByRole('link', { name: texts('navigation.showAll', { title: first.name }) }),
    ).toHaveAttribute('href', first.url);
    await expect(within(levelOf(dialog)).getAllByRole('listitem')).toHaveLength(first.children.length);
  },
};

export const Depth2: Story = {
  name: 'Depth 2 (a grid of tiles)',
  play: async (context) => {
    const dialog = await openMenu(context);
    const { first, second } = drillPath(context);
    await pushTo(context, dialog, first);
    await pushTo(context, dialog, second);
    await expect(levelOf(dialog)).toHaveAttribute('data-depth', '2');
    // Two columns: the first two tiles side by side in one row, the third (if any) below the first.
    const tiles = within(levelOf(dialog)).getAllByRole('listitem');
    await expect(tiles).toHaveLength(second.children.length);
    await waitFor(() => {
      const [a, b] = tiles.map((tile) => tile.getBoundingClientRect());
      expect(Math.round(a!.top)).toBe(Math.round(b!.top));
      expect(b!.left).toBeGreaterThan(a!.right - 1);
    });
  },
};

export const Back: Story = {
  name: 'Back (pops a level, focus returns; Escape closes)',
  play: async (context) => {
    const texts = storyTexts(context);
    const dialog = await openMenu(context);
    const { first, second } = drillPath(context);
    await pushTo(context, dialog, first);
    await pushTo(context, dialog, second);

    await userEvent.click(
      within(dialog).getByRole('button', { name: texts('navigation.backTo', { title: first.name }) }),
    );
    await waitFor(() => expect(documentOf(context).getByRole('dialog', { name: first.name })).toBeInTheDocument());
    await waitFor(() => expect(within(dialog).getByRole('button', { name: second.name })).toHaveFocus());

    // Keyboard: Enter on the back button.
    within(dialog)
      .getByRole('button', { name: texts('navigation.backTo', { title: texts('navigation.menuTitle') }) })
      .focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(documentOf(context).getByRole('dialog', { name: texts('navigation.menuTitle') })).toBeInTheDocument(),
    );
    await waitFor(() => expect(within(dialog).getByRole('button', { name: first.name })).toHaveFocus());

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(documentOf(context).queryByRole('dialog')).toBeNull());
    const button = within(context.canvasElement).getByRole('button', { name: texts('navigation.open') });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toHaveFocus();
  },
};

export const ActivePath: Story = {
  name: 'Active path (opens at the current page’s level)',
  args: { onLeafPage: true },
  play: async (context) => {
    const dialog = await openMenu(context);
    const path = leafPath(context);
    const leaf = path.at(-1)!;
    const parent = path.at(-2)!;
    // A leaf's page opens the menu at the level that lists it, the leaf marked as the page.
    await expect(dialog).toHaveAccessibleName(parent.name);
    await expect(within(dialog).getByRole('link', { name: leaf.name })).toHaveAttribute('aria-current', 'page');
    // Back up: the items on the way to it are marked as in the path.
    const texts = storyTexts(context);
    const grandparent = path.at(-3);
    await userEvent.click(
      within(dialog).getByRole('button', {
        name: texts('navigation.backTo', { title: grandparent?.name ?? texts('navigation.menuTitle') }),
      }),
    );
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: parent.name })).toHaveAttribute('aria-current', 'true'),
    );
  },
};

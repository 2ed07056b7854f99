import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { loadHeaderNavigation, type HeaderNavigation } from '../../../src/features/navigation';
import { resolveSite } from '../../../src/platform/site';
import { HEADER_SHOW_PATH, HEADER_TREE_PATH, type FlyoutItem } from '../../../src/services';
import { storyReference } from '../../support/referenceServices';
import { atViewport } from '../../support/viewports';
import { HeaderStoryPage, headerStoryState, storyTexts, type HeaderStoryContext } from '../header/HeaderStoryPage';

interface StoryArgs {
  /** The page is the seeded walk's third-level page (the active menu path is marked from the page's path). */
  onLeafPage?: boolean;
}

const meta = {
  title: 'Features/Navigation/Desktop navigation',
  render: ({ onLeafPage }, context) => (
    <HeaderStoryPage context={context} currentPath={onLeafPage ? walk(context).leaf.url : undefined} />
  ),
  // The navigation (header tree and theme worlds) "the server loaded", so the bar has its items at once; the calls then
  // hang, so nothing the bar shows comes from a later call. A story may change the navigation after this.
  beforeEach: async (context) => {
    const old = context.parameters.storefront?.flags?.newHeader === false;
    headerStoryState(context).navigation = await serviceNavigation(context, old);
    storyReference(context).faults.set(`GET ${old ? HEADER_SHOW_PATH : HEADER_TREE_PATH}`, { hang: true });
  },
  ...atViewport('desktop'),
  parameters: {
    ...atViewport('desktop').parameters,
    storyFrame: 'page',
    docs: {
      story: { inline: false, height: '44rem' },
      source: { type: 'code' },
      description: {
        component: [
          "The header's top bar (main navigation and its desktop flyouts): the theme-world",
          "overview first, then the header tree's desktop items. An item with children opens its flyout: a level list",
          'beside a content grid, the first level item having children preselected; choosing one with children selects',
          'it, the others are links. The old header (flag `newHeader: false`) has its four configured items, each with',
          'the drill-down flyout of its category.',
          '',
          'Pointer rules: hovering an item opens its flyout after 300 ms (leaving before cancels); on touch the first',
          'tap opens and the second follows the link; a press outside or on the backdrop closes. While a flyout is open',
          'in the sticky header (or in the app) the page does not scroll.',
          '',
          'Use it through the header: `<Header />` renders it in its navigation slot, inside a HeaderProvider (the',
          "page's flyout host) and a NavigationProvider (the navigation the server loaded, the page's path).",
          '',
          '**Accessibility:** the APG disclosure navigation: a `nav` with a list; items with a flyout are buttons with',
          '`aria-expanded` and `aria-controls` (links before the page is hydrated and without script), no menu roles.',
          "Every panel's links are in the HTML; closed panels are hidden. Opening from the keyboard moves focus to the",
          "panel's first link (its item's own page); after about 300 ms focus is trapped in the panel; Escape or the",
          'backdrop closes it and focus returns to where it was. Only the current page\'s link has `aria-current="page"`;',
          "the items on the way to it, and a button whose item is the page (its panel holds the page's link), have",
          '`aria-current="true"` (underlined, not colour alone).',
        ].join('\n'),
      },
    },
  },
} satisfies Meta<StoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

async function serviceNavigation(context: HeaderStoryContext, old: boolean): Promise<HeaderNavigation> {
  const site = resolveSite(context.globals.site).code;
  const loaded = await loadHeaderNavigation(storyReference(context).client, site, old ? 'old' : 'new');
  if (!loaded.ok) throw new Error(`The reference navigation did not load: ${JSON.stringify(loaded.error)}`);
  return loaded.value;
}

const withChildren = (items: readonly FlyoutItem[]) => items.find((item) => item.children.length > 0)!;

/** The seeded walk: the first desktop item with children, its preselected level item and that one's first child. */
function walk(context: HeaderStoryContext) {
  const { desktop } = headerStoryState(context).navigation!;
  const top = withChildren(desktop);
  const level = withChildren(top.children);
  const other = top.children.filter((child) => child.children.length > 0)[1];
  return { top, level, other, leaf: level.children[0]! };
}

const navigation = (context: HeaderStoryContext) =>
  within(within(context.canvasElement).getByRole('banner')).getByRole('navigation', {
    name: storyTexts(context)('navigation.label'),
  });

/** The top-bar button of `name` (the page is hydrated: items with a flyout are buttons). */
const opener = async (context: HeaderStoryContext, name: string) =>
  within(navigation(context)).findByRole('button', { name });

const panelOf = (button: HTMLElement) => button.ownerDocument.getElementById(button.getAttribute('aria-controls')!)!;

async function open(context: HeaderStoryContext, name: string) {
  const button = await opener(context, name);
  await userEvent.click(button);
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  const panel = panelOf(button);
  await expect(panel).toBeVisible();
  return { button, panel };
}

// --- the bar -----------------------------------------------------------------------------------------------------

export const Closed: Story = {
  name: 'Closed bar',
  play: async (context) => {
    const { desktop } = headerStoryState(context).navigation!;
    const items = within(navigation(context)).getAllByRole('listitem');
    await expect(items).toHaveLength(1 + desktop.length);
    for (const button of within(navigation(context)).getAllByRole('button')) {
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await expect(panelOf(button)).not.toBeVisible();
    }
  },
};

export const ThemeWorldsOpen: Story = {
  name: 'Theme-world flyout open',
  play: async (context) => {
    const texts = storyTexts(context);
    const overview = headerStoryState(context).navigation!.themeWorlds!.overview!;
    const { panel } = await open(context, overview.title);
    await expect(within(panel).getByRole('link', { name: texts('navigation.themeWorldsOverview') })).toHaveAttribute(
      'href',
      overview.url,
    );
  },
};

export const TopItemOpen: Story = {
  name: 'Flyout open (first level item with children preselected)',
  play: async (context) => {
    const texts = storyTexts(context);
    const { top, level, leaf } = walk(context);
    const { panel } = await open(context, top.name);
    await expect(
      within(panel).getByRole('link', { name: texts('navigation.showAll', { title: top.name }) }),
    ).toHaveAttribute('href', top.url);
    const selected = within(panel).getByRole('button', { name: level.name });
    await expect(selected).toHaveAttribute('aria-expanded', 'true');
    const grid = panelOf(selected);
    await expect(grid).toBeVisible();
    await expect(within(grid).getByRole('link', { name: leaf.name })).toHaveAttribute('href', leaf.url);
  },
};

export const LevelItemSelected: Story = {
  name: 'Flyout open (another level item selected)',
  play: async (context) => {
    const texts = storyTexts(context);
    const { top, level, other } = walk(context);
    const { panel } = await open(context, top.name);
    const choose = within(panel).getByRole('button', { name: other!.name });
    await userEvent.click(choose);
    await expect(choose).toHaveAttribute('aria-expanded', 'true');
    await expect(within(panel).getByRole('button', { name: level.name })).toHaveAttribute('aria-expanded', 'false');
    await expect(panelOf(choose)).toBeVisible();
    await expect(
      within(panelOf(choose)).getByRole('link', { name: texts('navigation.showAll', { title: other!.name }) }),
    ).toBeVisible();
  },
};

export const KeyboardFocus: Story = {
  name: 'Keyboard: focus moves in, Escape returns it',
  play: async (context) => {
    const texts = storyTexts(context);
    const { top } = walk(context);
    const button = await opener(context, top.name);
    button.focus();
    await userEvent.keyboard('{Enter}');
    const panel = panelOf(button);
    await waitFor(() =>
      expect(within(panel).getByRole('link', { name: texts('navigation.showAll', { title: top.name }) })).toHaveFocus(),
    );
    await userEvent.keyboard('{Escape}');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(button).toHaveFocus());
  },
};

// --- pointer rules -----------------------------------------------------------------------------------------------

export const HoverDelay: Story = {
  name: 'Hover opens after 300 ms',
  play: async (context) => {
    const { top } = walk(context);
    const button = await opener(context, top.name);
    await userEvent.hover(button);
    // Not at once: the hover delay runs first.
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(button).toHaveAttribute('aria-expanded', 'true'));
    await expect(panelOf(button)).toBeVisible();
  },
};

/** Where the touch story's top item leads: a fragment of this page, so following it does not leave the story. */
const TOUCH_FOLLOWED = '#touch-followed';

export const TouchDoubleTap: Story = {
  name: 'Touch: first tap opens, second follows',
  beforeEach: (context) => {
    const state = headerStoryState(context);
    const navigation = state.navigation!;
    const index = navigation.desktop.findIndex((item) => item.children.length > 0);
    state.navigation = {
      ...navigation,
      desktop: navigation.desktop.map((item, i) => (i === index ? { ...item, url: TOUCH_FOLLOWED } : item)),
    };
    const win = context.canvasElement.ownerDocument.defaultView!;
    return () => win.history.replaceState(null, '', win.location.pathname + win.location.search);
  },
  play: async (context) => {
    const { top } = walk(context);
    const button = await opener(context, top.name);
    const win = context.canvasElement.ownerDocument.defaultView!;
    const tap = () => {
      fireEvent.pointerOver(button, { pointerType: 'touch' });
      fireEvent.pointerDown(button, { pointerType: 'touch' });
      fireEvent.pointerUp(button, { pointerType: 'touch' });
      fireEvent.click(button);
    };
    tap();
    await waitFor(() => expect(button).toHaveAttribute('aria-expanded', 'true'));
    await expect(win.location.hash).toBe('');
    tap();
    await waitFor(() => expect(win.location.hash).toBe(TOUCH_FOLLOWED));
  },
};

export const OutsideCloses: Story = {
  name: 'A press outside closes',
  play: async (context) => {
    const { top } = walk(context);
    const { button } = await open(context, top.name);
    // The search box: in the header, above the backdrop. Focus stays where the press put it.
    // The combobox loads lazily.
    const search = await within(within(context.canvasElement).getByRole('banner')).findByRole('combobox');
    await userEvent.click(search);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(search).toHaveFocus();
  },
};

// --- active path -------------------------------------------------------------------------------------------------

export const ActivePath: Story = {
  name: 'Active path (a third-level page)',
  // The page of the seeded walk's third level: the preselected level item's first child.
  args: { onLeafPage: true },
  play: async (context) => {
    const { top, level, leaf } = walk(context);
    const { button, panel } = await open(context, top.name);
    await expect(button).toHaveAttribute('aria-current', 'true');
    await expect(within(panel).getByRole('button', { name: level.name })).toHaveAttribute('aria-current', 'true');
    await expect(within(panel).getByRole('link', { name: leaf.name })).toHaveAttribute('aria-current', 'page');
  },
};

// --- old header --------------------------------------------------------------------------------------------------

export const OldHeaderDrillDown: Story = {
  name: 'Old header: drill-down flyout',
  parameters: { storefront: { flags: { newHeader: false } } },
  play: async (context) => {
    const texts = storyTexts(context);
    const name = texts('navigation.classicNav.coffee');
    const { panel } = await open(context, name);
    // The drill-down flyout of the item's category: its title, the link to its page, its categories and teasers.
    await expect(within(panel).getByRole('heading', { level: 2 })).toBeVisible();
    await expect(within(panel).getByRole('link', { name: texts('navigation.showAll', { title: name }) })).toBeVisible();
  },
};

// --- a large tree ------------------------------------------------------------------------------------------------

/** Items per level of the generated tree: 5 × 8 × 10 × 4 below them gives 5 + 40 + 400 + 1600 = 2045 items. */
const LARGE_TREE_SHAPE = [5, 8, 10, 4] as const;

/** A deterministic tree of about 2,000 items (names and addresses from their place in the tree). */
function largeTree(depth = 0, prefix = '', path = '/c'): FlyoutItem[] {
  const count = LARGE_TREE_SHAPE[depth];
  if (count === undefined) return [];
  const words = ['Bereich', 'Gruppe', 'Sorte', 'Artikel'] as const;
  return Array.from({ length: count }, (_, i) => {
    const number = prefix ? `${prefix}.${i + 1}` : `${i + 1}`;
    const url = `${path}/${words[depth]!.toLowerCase()}-${number.replaceAll('.', '-')}`;
    return {
      id: `large-${number}`,
      name: `${words[depth]} ${number}`,
      url,
      newTab: false,
      flag: false,
      children: largeTree(depth + 1, number, url),
    };
  });
}
const countItems = (items: readonly FlyoutItem[]): number =>
  items.reduce((sum, item) => sum + 1 + countItems(item.children), 0);

export const LargeTree: Story = {
  name: 'A 2,000-item tree',
  beforeEach: (context) => {
    const state = headerStoryState(context);
    state.navigation = { ...state.navigation!, desktop: largeTree() };
  },
  play: async (context) => {
    const { desktop } = headerStoryState(context).navigation!;
    await expect(countItems(desktop)).toBeGreaterThanOrEqual(2000);
    // Every item's link is in the page, the closed panels' too.
    for (const item of [desktop[4]!, desktop[4]!.children[7]!.children[9]!.children[3]!])
      await expect(navigation(context).querySelector(`a[href="${item.url}"]`)).not.toBeNull();
    const { panel } = await open(context, desktop[0]!.name);
    const level = within(panel).getByRole('button', { name: desktop[0]!.children[0]!.name });
    await expect(level).toHaveAttribute('aria-expanded', 'true');
    await expect(within(panelOf(level)).getAllByRole('link').length).toBeGreaterThan(40);
  },
};

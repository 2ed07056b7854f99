import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NavigationProvider } from '../../../src/features/navigation';
import { DrillDownFlyout } from '../../../src/features/navigation/DrillDownFlyout';
import { headerShowOf } from '../../../src/mocks/fixtures/navigation';
import { resolveSite } from '../../../src/platform/site';
import type { NavigationNode } from '../../../src/services';
import { Box } from '../../../src/primitives/Box';
import { ContentBlock } from '../../../src/primitives/ContentBlock';
import { atViewport } from '../../support/viewports';
import { storyTexts } from '../header/HeaderStoryPage';

/**
 * Which node of the site's header-backend tree (GET /service/header-backend/api/show) a story shows, and on which
 * page.
 */
interface StoryArgs {
  /** The top node: the first with a teaser, or the deepest one with its teaser taken away. */
  node: 'withTeasers' | 'withoutTeasers';
  /** The page is the first leaf under the node (its active path). */
  onLeafPage?: boolean;
  onClose: () => void;
}

type Context = Pick<StoryContext, 'globals'>;

/** The site's header-backend tree, as the reference services send it. */
const treeOf = (context: Context) => headerShowOf(resolveSite(context.globals.site).code).navigation;

const depthOf = (node: NavigationNode): number => 1 + Math.max(0, ...node.children.map(depthOf));

function nodeOf(context: Context, which: StoryArgs['node']): NavigationNode {
  const tree = treeOf(context);
  if (which === 'withTeasers') return tree.find((node) => node.teaser !== undefined)!;
  const deepest = tree.reduce((a, b) => (depthOf(b) > depthOf(a) ? b : a));
  return { ...deepest, teaser: undefined };
}

/** The first leaf under `node`, with the nodes on the way (the node first). */
function firstLeaf(node: NavigationNode): NavigationNode[] {
  const child = node.children[0];
  return child ? [node, ...firstLeaf(child)] : [node];
}

const meta = {
  title: 'Features/Navigation/Drill-down flyout',
  args: { node: 'withTeasers', onClose: fn() },
  argTypes: { node: { control: 'inline-radio', options: ['withTeasers', 'withoutTeasers'] } },
  render: ({ node: which, onLeafPage, onClose }, context) => {
    const node = nodeOf(context, which);
    return (
      <NavigationProvider navigation="failed" currentPath={onLeafPage ? firstLeaf(node).at(-1)!.href : undefined}>
        <ContentBlock gutter>
          <Box paddingY="l">
            <DrillDownFlyout node={node} onClose={onClose} />
          </Box>
        </ContentBlock>
      </NavigationProvider>
    );
  },
  parameters: {
    docs: {
      description: {
        component: [
          "The old header's drill-down flyout: the content of a configured item's panel. The",
          'node\'s title and a "show all" link, every level of its categories as nested lists of links (a category',
          'without an address is a label), the teasers beside them from 980 px up (below on smaller screens), and a',
          'close button. The panel around it places it, traps focus and closes it on Escape or a click outside.',
          '',
          "Use it inside a NavigationProvider (the page's path marks the active path): `<DrillDownFlyout node={node}",
          'onClose={close} />` with a node of the header-backend tree.',
          '',
          '**Accessibility:** plain lists of links, the first level named by the title; each teaser is one link whose',
          'name is its title and link title (unique); an image whose alt the link already says is silent; the close',
          'button is named "Schließen"; the current page\'s link has `aria-current="page"`, the categories on the way',
          'to it `aria-current="true"`. Everything is in the server HTML.',
        ].join('\n'),
      },
    },
  },
} satisfies Meta<StoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithTeasers: Story = {
  name: 'With teasers',
  play: async (context) => {
    const page = within(context.canvasElement);
    const node = nodeOf(context, 'withTeasers');
    await expect(page.getByRole('heading', { level: 2, name: node.title })).toBeVisible();
    const teasers = page.getByRole('region', { name: node.teaser!.title });
    const links = within(teasers).getAllByRole('link');
    await expect(links).toHaveLength(node.teaser!.items.length);
    for (const [index, item] of node.teaser!.items.entries())
      await expect(links[index]).toHaveAccessibleName(`${item.title} ${item.link.title}`);
    // Side by side at this width (1280 px): the teasers to the right of the categories.
    const categories = page.getByRole('list', { name: node.title });
    await expect(teasers.getBoundingClientRect().left).toBeGreaterThanOrEqual(categories.getBoundingClientRect().right);
    await userEvent.click(page.getByRole('button', { name: storyTexts(context)('common.close') }));
    await expect(context.args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const WithoutTeasers: Story = {
  name: 'Without teasers (four levels)',
  args: { node: 'withoutTeasers' },
  play: async (context) => {
    const page = within(context.canvasElement);
    const node = nodeOf(context, 'withoutTeasers');
    await expect(page.queryByRole('region')).toBeNull();
    // Every level is there: the deepest category is a link too.
    const deepest = firstLeaf(node).at(-1)!;
    await expect(page.getByRole('link', { name: deepest.title })).toHaveAttribute('href', deepest.href);
  },
};

export const ActivePath: Story = {
  name: 'Active path',
  args: { onLeafPage: true },
  play: async (context) => {
    const page = within(context.canvasElement);
    const path = firstLeaf(nodeOf(context, 'withTeasers'));
    await expect(page.getByRole('link', { name: path.at(-1)!.title })).toHaveAttribute('aria-current', 'page');
    for (const ancestor of path.slice(1, -1))
      await expect(page.getByRole('link', { name: ancestor.title })).toHaveAttribute('aria-current', 'true');
  },
};

export const Phone: Story = {
  name: 'Phone (teasers below the categories)',
  ...atViewport('phone'),
  play: async (context) => {
    const page = within(context.canvasElement);
    const node = nodeOf(context, 'withTeasers');
    const teasers = page.getByRole('region', { name: node.teaser!.title });
    const categories = page.getByRole('list', { name: node.title });
    await expect(teasers.getBoundingClientRect().top).toBeGreaterThanOrEqual(categories.getBoundingClientRect().bottom);
  },
};

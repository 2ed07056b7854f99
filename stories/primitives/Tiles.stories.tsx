import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { spaceNames, tileColumnCounts } from '../../design-tokens';
import { Tiles } from '../../src/primitives/Tiles';
import { layoutAccessibility, Panel } from './layoutDemo';

const products = [
  'Espresso Milano',
  'Caffè Crema',
  'Filterkaffee',
  'Ganze Bohne',
  'Kapseln',
  'Entkoffeiniert',
  'Bio-Espresso',
];

const meta = {
  title: 'Primitives/Layout/Tiles',
  component: Tiles,
  args: { columns: { base: 2, m: 3, l: 4 }, space: { base: 's', m: 'l' } },
  argTypes: {
    columns: { control: 'select', options: tileColumnCounts },
    space: { control: 'select', options: spaceNames },
  },
  parameters: {
    docs: {
      description: {
        component: [
          'A grid of equal tiles, a set number per row (1 to 6, responsive): product tiles, theme worlds, teasers. Every',
          'tile of a row is as wide as the others and as tall as the tallest; a long word never widens its tile.',
          '',
          'Use Columns for a few columns of different widths, Inline for items that keep their own width.',
          '',
          layoutAccessibility,
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof Tiles>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ProductGrid: Story = {
  name: 'Product grid (2, 3 from m, 4 from l)',
  render: (args) => (
    <Tiles {...args} as="ul" aria-label="Kaffee">
      {products.map((title) => (
        <Panel key={title} tall>
          {title}
        </Panel>
      ))}
    </Tiles>
  ),
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Kaffee' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(products.length);
  },
};

export const Three: Story = {
  name: 'Three per row',
  args: { columns: 3, space: 'm' },
  render: (args) => (
    <Tiles {...args}>
      {products.slice(0, 6).map((title) => (
        <Panel key={title}>{title}</Panel>
      ))}
    </Tiles>
  ),
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { inlineAlignments, spaceNames, verticalAlignments } from '../../design-tokens';
import { Badge } from '../../src/primitives/Badge';
import { Button } from '../../src/primitives/Button';
import { Inline } from '../../src/primitives/Inline';
import { Stack } from '../../src/primitives/Stack';
import { TextLink } from '../../src/primitives/TextLink';
import { Example, layoutAccessibility, Panel } from './layoutDemo';

const meta = {
  title: 'Primitives/Layout/Inline',
  component: Inline,
  args: { space: 's' },
  argTypes: {
    space: { control: 'select', options: spaceNames },
    align: { control: 'inline-radio', options: inlineAlignments },
    alignY: { control: 'inline-radio', options: verticalAlignments },
  },
  parameters: {
    docs: {
      description: {
        component: [
          'Items side by side that wrap onto the next line when the row is full, with the same space between them across',
          'and down: buttons, badges, tags, a row of links, payment logos. Each item keeps its own width.',
          '`align` (start, center, end, spaceBetween) places them along the row, `alignY` (center by default) lines them up;',
          'both and `space` are responsive.',
          '',
          'Use Columns when the items are columns of content with set widths that should stack on phones; Stack to put',
          'things one below the other; Tiles for a grid of equal tiles.',
          '',
          layoutAccessibility,
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof Inline>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Buttons: Story = {
  render: (args) => (
    <Inline {...args}>
      <Button>In den Warenkorb</Button>
      <Button variant="secondary">Merken</Button>
    </Inline>
  ),
};

export const Wrapping: Story = {
  name: 'Wrapping (many items)',
  args: { space: { base: 'xs', m: 's' } },
  render: (args) => (
    <Inline {...args}>
      {['Espresso', 'Filterkaffee', 'Ganze Bohne', 'Gemahlen', 'Kapseln', 'Bio', 'Fairtrade', 'Entkoffeiniert'].map(
        (tag) => (
          <Panel key={tag}>{tag}</Panel>
        ),
      )}
    </Inline>
  ),
};

export const Alignments: Story = {
  render: () => (
    <Stack space="xl">
      {inlineAlignments.map((align) => (
        <Example key={align} label={`align="${align}"`}>
          <Inline space="s" align={align}>
            <Panel>Hilfe</Panel>
            <Panel>Kontakt</Panel>
            <Panel>Filialen</Panel>
          </Inline>
        </Example>
      ))}
    </Stack>
  ),
};

export const VerticalAlignments: Story = {
  name: 'Vertical alignments (alignY)',
  render: () => (
    <Stack space="xl">
      {verticalAlignments.map((alignY) => (
        <Example key={alignY} label={`alignY="${alignY}"`}>
          <Inline space="s" alignY={alignY}>
            <Panel tall>Warenkorb</Panel>
            <Badge count={3} label="3 Artikel im Warenkorb" />
            <TextLink href="/warenkorb">Zum Warenkorb</TextLink>
          </Inline>
        </Example>
      ))}
    </Stack>
  ),
};

export const AsList: Story = {
  name: 'As a list (ul: items in li)',
  render: () => (
    <Inline as="ul" space="m" aria-label="Zahlungsarten">
      <Panel>Rechnung</Panel>
      <Panel>PayPal</Panel>
      <Panel>Kreditkarte</Panel>
      <Panel>Lastschrift</Panel>
    </Inline>
  ),
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Zahlungsarten' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(4);
  },
};

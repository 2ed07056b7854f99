import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { columnFractionNames, spaceNames, verticalAlignments } from '../../design-tokens';
import { Button } from '../../src/primitives/Button';
import { Column, Columns } from '../../src/primitives/Columns';
import { Inline } from '../../src/primitives/Inline';
import { Stack } from '../../src/primitives/Stack';
import { TextLink } from '../../src/primitives/TextLink';
import { responsiveConditions } from '../../src/styles/sprinkles.css';
import { Example, layoutAccessibility, Panel } from './layoutDemo';

const meta = {
  title: 'Primitives/Layout/Columns',
  component: Columns,
  args: { space: 'l', collapseBelow: 'm' },
  argTypes: {
    space: { control: 'select', options: spaceNames },
    collapseBelow: { control: 'select', options: responsiveConditions.filter((c) => c !== 'base') },
    alignY: { control: 'inline-radio', options: verticalAlignments },
  },
  parameters: {
    docs: {
      description: {
        component: [
          'Content side by side in columns that stack below a breakpoint (`collapseBelow="m"`: one column on phones, in',
          'source order). A `Column` sets its `width`: `fluid` (default) shares what the others leave, `content` is as wide',
          'as its content, a fraction (1/2, 1/3, 2/3, 1/4, 3/4, 1/5 … 4/5) is that share of the row after the gaps. Children',
          'that are not a `Column` are fluid columns. Columns are as tall as the tallest (`alignY="stretch"`) unless told;',
          '`reverse` flips the row only, stacked columns keep the phone order.',
          '',
          'Use Inline for items that wrap as they fit, Tiles for a grid of equal tiles, Stack for one below the other.',
          '',
          layoutAccessibility,
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof Columns>;
export default meta;
type Story = StoryObj<typeof meta>;

export const CollapseBelowM: Story = {
  name: 'Collapse below m (product picture and details)',
  render: (args) => (
    <Columns {...args}>
      <Column width="1/2">
        <Panel tall>Produktbild</Panel>
      </Column>
      <Stack space="m">
        <Panel>Espresso Milano, 500 g</Panel>
        <Panel>12,99 €</Panel>
        <Inline space="s">
          <Button>In den Warenkorb</Button>
        </Inline>
      </Stack>
    </Columns>
  ),
};

export const Fractions: Story = {
  name: 'Fractions (each with a fluid column)',
  args: { collapseBelow: undefined, space: 'm' },
  render: (args) => (
    <Stack space="m">
      {columnFractionNames.map((width) => (
        <Columns key={width} {...args}>
          <Column width={width}>
            <Panel>{width}</Panel>
          </Column>
          <Panel>fluid</Panel>
        </Columns>
      ))}
    </Stack>
  ),
};

export const ContentWidth: Story = {
  name: 'Content width (a link at the end of a row)',
  args: { collapseBelow: undefined, alignY: 'center' },
  render: (args) => (
    <Columns {...args}>
      <Panel>Ihre Bestellung: 3 Artikel</Panel>
      <Column width="content">
        <TextLink href="/warenkorb" variant="standalone">
          Zum Warenkorb
        </TextLink>
      </Column>
    </Columns>
  ),
};

export const Reverse: Story = {
  name: 'Reverse (picture on the right in a row, first on phones)',
  args: { reverse: true },
  render: (args) => (
    <Columns {...args}>
      <Panel tall>Themenwelt-Bild</Panel>
      <Panel>Herbstgenuss: neue Sorten für kühle Tage.</Panel>
    </Columns>
  ),
};

export const VerticalAlignments: Story = {
  name: 'Vertical alignments (alignY)',
  render: () => (
    <Stack space="xl">
      {verticalAlignments.map((alignY) => (
        <Example key={alignY} label={`alignY="${alignY}"`}>
          <Columns space="m" alignY={alignY}>
            <Panel tall>Hoch</Panel>
            <Panel>Niedrig</Panel>
          </Columns>
        </Example>
      ))}
    </Stack>
  ),
};

export const AsList: Story = {
  name: 'As a list (footer link columns)',
  args: { collapseBelow: 'l' },
  render: (args) => (
    <Columns {...args} as="ul" aria-label="Service und Hilfe">
      {['Service', 'Unternehmen', 'Rechtliches', 'Apps'].map((group) => (
        <Panel key={group}>{group}</Panel>
      ))}
    </Columns>
  ),
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Service und Hilfe' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(4);
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { spaceNames, stackAlignments } from '../../design-tokens';
import { Button } from '../../src/primitives/Button';
import { Stack } from '../../src/primitives/Stack';
import { Example, layoutAccessibility, Panel } from './layoutDemo';

const meta = {
  title: 'Primitives/Layout/Stack',
  component: Stack,
  args: { space: 'l' },
  argTypes: {
    space: { control: 'select', options: spaceNames },
    align: { control: 'inline-radio', options: stackAlignments },
  },
  parameters: {
    docs: {
      description: {
        component: [
          'Children one below the other with the same space between them, from the space scale: the vertical rhythm of a',
          'page, a card, a form, a list of benefits. The space is only between children, never around them, so Stacks nest.',
          '`space` and `align` are responsive: `{ base: "s", m: "l" }` or `["s", null, "l"]` (base, s, m, l, …; mobile first).',
          '',
          'Use Inline for items side by side that wrap, Columns for side-by-side content that stacks on phones, Tiles for a',
          'grid of equal tiles. Instead of margins between siblings, put them in a Stack.',
          '',
          layoutAccessibility,
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof Stack>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args) => (
    <Stack {...args}>
      <Panel>Espresso Milano, 500 g</Panel>
      <Panel>Mit feiner Crema, kräftig im Geschmack.</Panel>
      <Panel>12,99 €</Panel>
    </Stack>
  ),
};

export const ResponsiveSpace: Story = {
  name: 'Responsive space (s on phones, xxl from l up)',
  args: { space: { base: 's', l: 'xxl' } },
  render: Default.render,
};

export const Alignments: Story = {
  render: () => (
    <Stack space="xl">
      {stackAlignments.map((align) => (
        <Example key={align} label={`align="${align}"`}>
          <Stack space="s" align={align}>
            <Button variant="secondary">Zur Kasse</Button>
            <Button variant="secondary">Weiter einkaufen</Button>
          </Stack>
        </Example>
      ))}
    </Stack>
  ),
};

export const AsList: Story = {
  name: 'As a list (ul: children in li)',
  render: () => (
    <Stack as="ul" space="s" aria-label="Ihre Vorteile">
      <Panel>Versandkostenfrei ab 20 €</Panel>
      <Panel>Kostenloser Rückversand</Panel>
      <>
        <Panel>Kauf auf Rechnung</Panel>
        <Panel>Treuebohnen sammeln</Panel>
      </>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Ihre Vorteile' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(4);
  },
};

export const Nested: Story = {
  name: 'Nested, as sections',
  render: () => (
    <Stack space="xxl">
      {['Kaffee', 'Haushalt'].map((title) => (
        <Stack key={title} as="section" space="m" aria-labelledby={`stack-${title}`}>
          <h2 id={`stack-${title}`}>{title}</h2>
          <Panel>Neu im Sortiment</Panel>
          <Panel>Bestseller</Panel>
        </Stack>
      ))}
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Kaffee' })).toBeInTheDocument();
  },
};

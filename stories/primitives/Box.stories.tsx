import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Box } from '../../src/primitives/Box';
import { Stack } from '../../src/primitives/Stack';
import { layoutAccessibility, Panel } from './layoutDemo';

const meta = {
  title: 'Primitives/Layout/Box',
  component: Box,
  parameters: {
    docs: {
      description: {
        component: [
          'The element the layout is made of: any HTML element (`as`) with the sprinkles as props (display, flex, gap,',
          'padding, margin, widths, text alignment, surface colours and radii from the tokens), responsive as',
          '`{ base, m, l }` objects or arrays. Everything is a class: no style attribute.',
          '',
          'Reach for Stack, Inline, Columns, Tiles and ContentBlock first; use Box for what they do not say (padding on a',
          'raised surface, showing something only from a breakpoint up). Components with a look of their own get a',
          'recipe, not a Box with many props.',
          '',
          layoutAccessibility,
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof Box>;
export default meta;
type Story = StoryObj<typeof meta>;

export const RaisedPanel: Story = {
  name: 'Padding on a raised surface',
  render: () => (
    <Box as="aside" aria-label="Hinweis" padding={{ base: 'l', m: 'xl' }} background="raised" borderRadius="l">
      Bestellen Sie bis 14 Uhr, versenden wir noch heute.
    </Box>
  ),
  play: async ({ canvasElement }) => {
    const aside = within(canvasElement).getByRole('complementary', { name: 'Hinweis' });
    await expect(aside.getAttribute('style')).toBeNull();
  },
};

export const Responsive: Story = {
  name: 'Responsive display (only from m up, only below m)',
  render: () => (
    <Stack space="m">
      <Box display={{ base: 'none', m: 'block' }}>
        <Panel>Nur ab 768 px sichtbar</Panel>
      </Box>
      <Box display={{ base: 'block', m: 'none' }}>
        <Panel>Nur unter 768 px sichtbar</Panel>
      </Box>
      <Box display="flex" justifyContent="space-between" alignItems="center" gap="m">
        <Panel>Links</Panel>
        <Panel>Rechts</Panel>
      </Box>
    </Stack>
  ),
};

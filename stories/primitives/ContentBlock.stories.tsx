import type { Meta, StoryObj } from '@storybook/react-vite';
import { contentWidthNames } from '../../design-tokens';
import { ContentBlock } from '../../src/primitives/ContentBlock';
import { Stack } from '../../src/primitives/Stack';
import { layoutAccessibility, Panel } from './layoutDemo';

const meta = {
  title: 'Primitives/Layout/ContentBlock',
  component: ContentBlock,
  args: { width: 'page', gutter: true },
  argTypes: { width: { control: 'inline-radio', options: contentWidthNames } },
  parameters: {
    docs: {
      description: {
        component: [
          "Centres content and caps its width: `page` (1440 px, the page's content column) or `text` (720 px, a",
          'readable line length). `gutter` keeps it off the viewport edge (16 px on phones, 24 px from tablets up). Put',
          'backgrounds that run edge to edge (a promotion band, the footer) around it, not on it.',
          '',
          'Use Stack, Columns and Tiles inside it for the layout of the content.',
          '',
          layoutAccessibility,
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof ContentBlock>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Page: Story = {
  render: (args) => (
    <ContentBlock {...args}>
      <Panel>Seiteninhalt, höchstens 1440 px breit</Panel>
    </ContentBlock>
  ),
};

export const Text: Story = {
  name: 'Text width',
  args: { width: 'text' },
  render: (args) => (
    <ContentBlock {...args}>
      <Stack space="m">
        <Panel>
          Unsere Kaffees werden schonend geröstet, damit sich ihr Aroma voll entfalten kann. Jede Sorte hat ihr eigenes
          Röstprofil, abgestimmt auf die Bohne und die Zubereitung.
        </Panel>
        <Panel>Zeilen bleiben so kurz, dass sie sich gut lesen lassen.</Panel>
      </Stack>
    </ContentBlock>
  ),
};

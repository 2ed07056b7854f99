import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../../src/primitives/Button';
import { Icon } from '../../src/primitives/Icon';
import { VisuallyHidden } from '../../src/primitives/VisuallyHidden';

const meta = {
  title: 'Primitives/VisuallyHidden',
  component: VisuallyHidden,
  parameters: {
    docs: {
      description: {
        component:
          'Text that screen readers read and sighted users do not see, e.g. "(öffnet in neuem Fenster)" after a link, or a count\'s meaning next to a badge. Prefer a visible label where there is room.',
      },
    },
  },
} satisfies Meta<typeof VisuallyHidden>;
export default meta;
type Story = StoryObj<typeof meta>;

export const InsideAButton: Story = {
  render: () => (
    <Button variant="secondary" icon={<Icon name="cart" />}>
      <VisuallyHidden>Warenkorb, 3 Artikel</VisuallyHidden>
    </Button>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Warenkorb, 3 Artikel' })).toBeInTheDocument();
  },
};

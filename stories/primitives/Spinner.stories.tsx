import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Spinner } from '../../src/primitives/Spinner';
import { ThemeMatrix } from '../support/ThemeMatrix';
import * as styles from '../support/support.css';

const meta = {
  title: 'Primitives/Spinner',
  component: Spinner,
  args: { size: 'medium', label: 'Wird geladen' },
  argTypes: { size: { control: 'inline-radio', options: ['small', 'medium', 'large'] } },
  parameters: {
    docs: {
      description: {
        component: [
          'Shows that something is loading. Inside a Button use `loading` instead.',
          '',
          '**Accessibility:** with `label` it is a polite `role="status"` named by the label; without, it is decorative.',
          'Under prefers-reduced-motion it turns slowly instead of spinning.',
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof Spinner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Wird geladen' })).toBeInTheDocument();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div className={styles.row}>
      <Spinner {...args} size="small" />
      <Spinner {...args} size="medium" />
      <Spinner {...args} size="large" />
    </div>
  ),
};

export const ThemeMatrixStory: Story = {
  name: 'Theme matrix',
  render: () => <ThemeMatrix>{() => <Spinner size="medium" />}</ThemeMatrix>,
};

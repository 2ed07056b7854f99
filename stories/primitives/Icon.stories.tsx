import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { iconSizes } from '../../design-tokens';
import { Icon, iconNames } from '../../src/primitives/Icon';
import { Row, ThemeMatrix } from '../support/ThemeMatrix';
import * as styles from '../support/support.css';

const meta = {
  title: 'Primitives/Icon',
  component: Icon,
  args: { name: 'cart', size: 'medium' },
  argTypes: {
    name: { control: 'select', options: iconNames },
    size: { control: 'inline-radio', options: Object.keys(iconSizes) },
  },
  parameters: {
    docs: {
      description: {
        component: [
          "Crema's one SVG icon set. Icons inherit the text colour (`currentColor`).",
          'Use inside Button (icon-only buttons take their name from `aria-label`) or next to text.',
          '',
          '**Accessibility:** decorative by default (`aria-hidden`, not focusable). Give `label` only when the icon alone',
          'carries meaning; it then becomes `role="img"` with that name.',
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof Icon>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const AllIcons: Story = {
  name: 'All icons',
  render: (args) => (
    <div className={styles.stack}>
      {Object.keys(iconSizes).map((size) => (
        <Row key={size} label={size}>
          {iconNames.map((name) => (
            <Icon key={name} {...args} name={name} size={size as keyof typeof iconSizes} label={name} />
          ))}
        </Row>
      ))}
    </div>
  ),
};

export const Labelled: Story = {
  args: { name: 'user-signed-in', label: 'Angemeldet' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Angemeldet' })).toBeInTheDocument();
  },
};

export const ThemeMatrixStory: Story = {
  name: 'Theme matrix',
  render: () => (
    <ThemeMatrix>
      {() => (
        <div className={styles.row}>
          {iconNames.map((name) => (
            <Icon key={name} name={name} size="small" label={name} />
          ))}
        </div>
      )}
    </ThemeMatrix>
  ),
};

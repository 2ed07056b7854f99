import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ratingSizes } from '../../design-tokens';
import { Rating } from '../../src/primitives/Rating';
import { Row, ThemeMatrix } from '../support/ThemeMatrix';
import * as styles from '../support/support.css';

const meta = {
  title: 'Primitives/Rating',
  component: Rating,
  args: { value: 4.5, label: '4,5 von 5 Sternen' },
  argTypes: {
    value: { control: { type: 'range', min: 0, max: 10, step: 0.5 } },
    size: { control: 'inline-radio', options: ratingSizes },
  },
  parameters: {
    docs: {
      description: {
        component: [
          'A star rating to read, not to give: `value` from 0 to `max` (default 5), shown to the nearest half star,',
          'with an optional short `count` beside it (e.g. "89k" in the app-install banner). Stars are drawn in the theme\'s accent colour,',
          'each with an outline so empty stars show on every surface. For a rating the shopper gives, use a radio group instead.',
          '',
          '**Accessibility:** the whole rating is one `role="img"` whose name is `label`, e.g. "4,5 von 5 Sternen, 89.000 Bewertungen",',
          'which the app formats from its catalog; say the count in it too. Stars and count are hidden from assistive technology,',
          'so nothing is read twice. Not focusable, no keyboard interaction.',
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof Rating>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const rating = within(canvasElement).getByRole('img', { name: '4,5 von 5 Sternen' });
    await expect(rating.querySelectorAll('[data-fill="full"]')).toHaveLength(4);
    await expect(rating.querySelectorAll('[data-fill="half"]')).toHaveLength(1);
  },
};

export const Values: Story = {
  render: (args) => (
    <div className={styles.stack}>
      {[0, 2.5, 4.5, 5].map((value) => (
        <Row key={value} label={`value ${value}`}>
          <Rating {...args} value={value} label={`${String(value).replace('.', ',')} von 5 Sternen`} />
        </Row>
      ))}
    </div>
  ),
};

export const WithCount: Story = {
  name: 'With count',
  args: { value: 5, count: '89k', label: '5 von 5 Sternen, 89.000 Bewertungen' },
  play: async ({ canvasElement }) => {
    const rating = within(canvasElement).getByRole('img', { name: '5 von 5 Sternen, 89.000 Bewertungen' });
    await expect(rating).toHaveTextContent('89k');
  },
};

export const MaxTen: Story = {
  name: 'Max 10',
  args: { value: 7.5, max: 10, label: '7,5 von 10 Sternen' },
};

export const Sizes: Story = {
  render: (args) => (
    <div className={styles.stack}>
      {ratingSizes.map((size) => (
        <Row key={size} label={size}>
          <Rating {...args} size={size} count="1.204" label={`${size}: 4,5 von 5 Sternen, 1.204 Bewertungen`} />
        </Row>
      ))}
    </div>
  ),
};

export const ThemeMatrixStory: Story = {
  name: 'Theme matrix',
  render: () => (
    <ThemeMatrix>
      {(theme) => (
        <div className={styles.stack}>
          <Rating value={3.5} count="89k" label={`${theme}: 3,5 von 5 Sternen, 89.000 Bewertungen`} />
          <Rating value={0} size="small" label={`${theme}: noch keine Bewertung`} />
        </div>
      )}
    </ThemeMatrix>
  ),
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { badgeCapStyles, badgeTones } from '../../design-tokens';
import { Badge } from '../../src/primitives/Badge';
import { Row, ThemeMatrix } from '../support/ThemeMatrix';
import * as styles from '../support/support.css';

const meta = {
  title: 'Primitives/Badge',
  component: Badge,
  args: { count: 3 },
  argTypes: {
    capStyle: { control: 'inline-radio', options: badgeCapStyles },
    tone: { control: 'inline-radio', options: badgeTones },
  },
  parameters: {
    docs: {
      description: {
        component: [
          'A small count, such as the number of items in the cart. Above its cap it shows the cap with a plus:',
          '`capStyle="suffix"` gives \'9+\' (the header, cap 9), `capStyle="prefix"` gives \'+99\' (the mini cart, cap 99); `max` sets another cap.',
          'At 0 (or below, or for no number) it renders nothing. Tones: accent and sale. For status words use a tag or a Notification instead.',
          '',
          '**Accessibility:** give `label` (from the catalog, e.g. "3 Artikel im Warenkorb"): it is read instead of the bare number, which is',
          'then hidden from assistive technology; the label is hidden with a class, not a style attribute, so it stays hidden under the strict CSP.',
          'Without a label the number itself is the text: put the badge inside a control whose name explains it. The badge is not a live',
          'region and not focusable: a feature that must announce a changed count does so itself.',
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { args: { count: 3, label: '3 Artikel im Warenkorb' } };

export const One: Story = { args: { count: 1, label: '1 Artikel im Warenkorb' } };

export const Nine: Story = {
  args: { count: 9, label: '9 Artikel im Warenkorb' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('9')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const TenCapped: Story = {
  name: '10 (9+)',
  args: { count: 10, label: '10 Artikel im Warenkorb' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('9+')).toBeVisible();
    await expect(within(canvasElement).getByText('10 Artikel im Warenkorb')).toBeInTheDocument();
  },
};

export const NinetyNine: Story = {
  name: '99 (prefix style)',
  args: { count: 99, capStyle: 'prefix', label: '99 Artikel im Warenkorb' },
};

export const HundredCapped: Story = {
  name: '100 (+99)',
  args: { count: 100, capStyle: 'prefix', label: '100 Artikel im Warenkorb' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('+99')).toBeVisible();
  },
};

export const Zero: Story = {
  name: '0 (nothing)',
  render: (args) => (
    <Row label="count 0: the badge renders nothing">
      <Badge {...args} count={0} label="0 Artikel im Warenkorb" data-testid="badge" />
    </Row>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByTestId('badge')).toBeNull();
  },
};

export const Tones: Story = {
  render: () => (
    <div className={styles.stack}>
      {badgeTones.map((tone) => (
        <Row key={tone} label={tone}>
          <Badge tone={tone} count={2} label={`${tone}: 2`} />
          <Badge tone={tone} count={10} label={`${tone}: 10`} />
          <Badge tone={tone} count={120} capStyle="prefix" label={`${tone}: 120`} />
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
        <div className={styles.row}>
          {badgeTones.map((tone) => (
            <Badge key={tone} tone={tone} count={7} label={`${theme} ${tone}: 7 Artikel`} />
          ))}
          <Badge count={10} label={`${theme}: 10 Artikel`} />
          <Badge count={100} capStyle="prefix" tone="sale" label={`${theme}: 100 Artikel`} />
        </div>
      )}
    </ThemeMatrix>
  ),
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { buttonSizes, buttonVariants } from '../../design-tokens';
import { Button } from '../../src/primitives/Button';
import { Icon } from '../../src/primitives/Icon';
import { Row, ThemeMatrix } from '../support/ThemeMatrix';
import * as styles from '../support/support.css';

const meta = {
  title: 'Primitives/Button',
  component: Button,
  args: { children: 'In den Warenkorb', onClick: fn() },
  argTypes: {
    size: { control: 'inline-radio', options: buttonSizes },
    variant: { control: 'select', options: buttonVariants },
  },
  parameters: {
    docs: {
      description: {
        component: [
          'The one action control. Use it for actions and for calls to action that navigate (give it `href` and it renders a link);',
          'use TextLink for links inside text.',
          '',
          '**Accessibility:** a native `<button type="button">` (or `<a>` with `href`). Enter and Space activate it.',
          'While `loading` it keeps its label and width, sets `aria-busy` and `aria-disabled` and stays focusable.',
          'Icon-only buttons must have `aria-label` or `aria-labelledby`: the type requires it. Focus shows the one focus ring.',
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};

export const Variants: Story = {
  render: (args) => (
    <div className={styles.stack}>
      {buttonVariants.map((variant) => (
        <Row key={variant} label={variant}>
          {buttonSizes.map((size) => (
            <Button key={size} {...args} variant={variant} size={size}>
              {`${variant} ${size}`}
            </Button>
          ))}
        </Row>
      ))}
    </div>
  ),
};

export const States: Story = {
  render: (args) => (
    <div className={styles.stack}>
      <Row label="loading">
        {buttonVariants.map((variant) => (
          <Button key={variant} {...args} variant={variant} loading>
            Wird gespeichert
          </Button>
        ))}
      </Row>
      <Row label="disabled">
        {buttonVariants.map((variant) => (
          <Button key={variant} {...args} variant={variant} disabled>
            Nicht verfügbar
          </Button>
        ))}
      </Row>
    </div>
  ),
};

export const Loading: Story = {
  args: { loading: true, children: 'Wird gespeichert' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Wird gespeichert' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const FullWidth: Story = { args: { fullWidth: true } };

export const WithIcon: Story = {
  render: (args) => (
    <div className={styles.row}>
      <Button {...args} icon={<Icon name="cart" size="small" />}>
        In den Warenkorb
      </Button>
      <Button {...args} variant="secondary" icon={<Icon name="chevron-right" size="small" />} iconPosition="end">
        Weiter
      </Button>
    </div>
  ),
};

export const IconOnly: Story = {
  render: (args) => (
    <div className={styles.row}>
      {buttonSizes.map((size) => (
        <Button
          key={size}
          size={size}
          variant="secondary"
          onClick={args.onClick}
          icon={<Icon name="close" size="small" />}
          aria-label="Schließen"
        />
      ))}
      <Button variant="primary" onClick={args.onClick} icon={<Icon name="search" size="small" />} aria-label="Suchen" />
    </div>
  ),
};

export const AsLink: Story = {
  render: () => (
    <div className={styles.row}>
      <Button href="/warenkorb">Zum Warenkorb</Button>
      <Button href="/kasse" variant="secondary" disabled>
        Zur Kasse
      </Button>
    </div>
  ),
};

export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'In den Warenkorb' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

export const ThemeMatrixStory: Story = {
  name: 'Theme matrix',
  render: (args) => (
    <ThemeMatrix>
      {() => (
        <div className={styles.row}>
          {buttonVariants.map((variant) => (
            <Button key={variant} {...args} variant={variant} size="small">
              {variant}
            </Button>
          ))}
          <Button {...args} size="small" disabled>
            disabled
          </Button>
        </div>
      )}
    </ThemeMatrix>
  ),
};

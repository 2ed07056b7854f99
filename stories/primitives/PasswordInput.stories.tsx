import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { formLocales, passwordMaxLength } from '../../design-tokens';
import { PasswordInput } from '../../src/primitives/PasswordInput';
import { Button } from '../../src/primitives/Button';
import { ThemeMatrix } from '../support/ThemeMatrix';
import * as styles from '../support/support.css';
import { LocaleMatrix } from '../support/LocaleMatrix';
import { FormTextsProvider } from '../../src/primitives/formTexts';

const meta = {
  title: 'Primitives/PasswordInput',
  component: PasswordInput,
  args: { name: 'password', onChange: fn(), onBlur: fn() },
  argTypes: {
    locale: { control: 'select', options: formLocales },
  },
  decorators: [
    // The `locale` control picks among the catalogs a provider offers; this one offers all 12.
    (Story) => (
      <FormTextsProvider>
        <Story />
      </FormTextsProvider>
    ),
    (Story, { name }) =>
      name === 'Theme matrix' || name === 'All locales' ? (
        <Story />
      ) : (
        <div style={{ maxWidth: 400 }}>
          <Story />
        </div>
      ),
  ],
  parameters: {
    docs: {
      description: {
        component: [
          "A password field with a strength meter and a show/hide toggle (in Input's end slot, inside the field's box),",
          'built on Input; its texts come from the',
          "component set's own catalogs (12 locales, default de-DE), offered by a `FormTextsProvider` around it (or a `FormMessagesProvider` with the one catalog the app loaded); its `locale` picks among them.",
          'Use it where a password is chosen (sign-up, change password). For sign-in set `showStrength={false}`',
          '(no meter, no requirements, `autocomplete="current-password"`). For other secrets (a voucher code) use Input.',
          '',
          '**Strength**: 0 under 8 characters; from 8, one point each for a lowercase letter, a',
          'digit and an uppercase letter (0 to 3). A password longer than 128 characters is kept (never cut off) and',
          'shown as an error. Paste is never blocked. The ref is the `<input>`: `{...register("password")}` works.',
          '',
          '**Accessibility:** a native `<input type="password">` labelled by its `<label>`; the requirements hint and the',
          'current score are tied to it with `aria-describedby`. The score is told in words and as a number ("mittel',
          '(2 von 3)") in a `role="status"` region, so it is announced politely when it changes, and the bar shows it as',
          'filled versus outlined segments: never by colour alone. The toggle is a `<button aria-pressed>` named',
          '"Passwort anzeigen" (its visible text plus the field label); its name stays the same, the pressed state',
          'changes. The password is hidden again when the form is submitted. Keyboard: Tab to the field, type; Tab to',
          'the toggle, Space or Enter to show or hide.',
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof PasswordInput>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const TooShort: Story = { args: { defaultValue: 'Kaf1' } };
export const Weak: Story = { args: { defaultValue: 'kaffeebohne' } };
export const Fair: Story = { args: { defaultValue: 'kaffeebohne7' } };
export const Strong: Story = {
  args: { defaultValue: 'Kaffeebohne7' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Passwortstärke: stark (3 von 3)');
  },
};

export const Shown: Story = {
  args: { defaultValue: 'Kaffeebohne7', defaultVisible: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Passwort anzeigen' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByLabelText('Passwort')).toHaveAttribute('type', 'text');
  },
};

export const TooLong: Story = {
  name: 'Too long (500 characters)',
  args: { defaultValue: 'Kaffee1'.repeat(72).slice(0, 500) },
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByLabelText('Passwort');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(
      expect.stringContaining(`höchstens ${passwordMaxLength} Zeichen lang sein; dieses hat 500.`),
    );
  },
};

export const WithEmoji: Story = {
  args: { defaultValue: '☕️🙂Kaffee7' },
};

export const ErrorFromForm: Story = {
  name: 'Error from the form',
  args: { error: 'Die Passwörter stimmen nicht überein.', defaultValue: 'Kaffeebohne7' },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 'Kaffeebohne7' } };

export const SignIn: Story = {
  name: 'Sign-in (no meter)',
  args: { showStrength: false, autoComplete: 'current-password' },
};

export const Required: Story = { args: { required: true } };

export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByLabelText('Passwort');
    await userEvent.tab();
    await expect(field).toHaveFocus();
    await userEvent.keyboard('kaffee');
    await expect(canvas.getByRole('status')).toHaveTextContent('zu schwach (0 von 3)');
    await userEvent.keyboard('bohne7X');
    await expect(canvas.getByRole('status')).toHaveTextContent('stark (3 von 3)');
    await expect(args.onChange).toHaveBeenCalled();
    await userEvent.tab();
    const toggle = canvas.getByRole('button', { name: 'Passwort anzeigen' });
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(field).toHaveAttribute('type', 'text');
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(field).toHaveAttribute('type', 'password');
  },
};

export const InAForm: Story = {
  name: 'In a form (hidden again on submit)',
  render: (args) => (
    <form className={styles.stack} onSubmit={(e) => e.preventDefault()}>
      <PasswordInput {...args} defaultValue="Kaffeebohne7" defaultVisible />
      <div>
        <Button type="submit">Konto anlegen</Button>
      </div>
    </form>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Passwort')).toHaveAttribute('type', 'text');
    await userEvent.click(canvas.getByRole('button', { name: 'Konto anlegen' }));
    await expect(canvas.getByLabelText('Passwort')).toHaveAttribute('type', 'password');
  },
};

export const AllLocales: Story = {
  name: 'All locales',
  render: (args) => (
    <LocaleMatrix>
      {(locale) => <PasswordInput {...args} name={`password-${locale}`} defaultValue="kaffeebohne7" />}
    </LocaleMatrix>
  ),
};

export const ThemeMatrixStory: Story = {
  name: 'Theme matrix',
  render: (args) => (
    <ThemeMatrix>
      {(theme) => (
        <div className={styles.stack}>
          <PasswordInput {...args} name={`weak-${theme}`} defaultValue="kaffeebohne" />
          <PasswordInput {...args} name={`fair-${theme}`} defaultValue="kaffeebohne7" defaultVisible />
          <PasswordInput {...args} name={`strong-${theme}`} defaultValue="Kaffeebohne7" />
          <PasswordInput {...args} name={`long-${theme}`} defaultValue={'Kaffee1'.repeat(20)} />
          <PasswordInput {...args} name={`off-${theme}`} disabled defaultValue="Kaffeebohne7" />
        </div>
      )}
    </ThemeMatrix>
  ),
};

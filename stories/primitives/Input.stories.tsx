import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { inputStates } from '../../design-tokens';
import { Input } from '../../src/primitives/Input';
import { ThemeMatrix } from '../support/ThemeMatrix';
import * as styles from '../support/support.css';

const meta = {
  title: 'Primitives/Input',
  component: Input,
  args: { label: 'E-Mail-Adresse', type: 'email', name: 'email', autoComplete: 'email', onChange: fn(), onBlur: fn() },
  argTypes: {
    state: { control: 'inline-radio', options: inputStates },
  },
  decorators: [
    // A form-column width for single fields; the theme matrix lays out its own cells.
    (Story, { name }) =>
      name === 'Theme matrix' ? (
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
          'A single-line text field with a visible label, for forms such as the newsletter sign-up (email, first and last name).',
          'Use Checkbox for yes/no consent; for search with suggestions use the header search (a combobox), not a plain Input.',
          'It forwards its ref to the `<input>`, so `{...register(name)}` from react-hook-form works as on a native input.',
          '',
          '**Accessibility:** a native `<input>` labelled by its `<label>` (the `label` prop is required; a placeholder is not a label).',
          'The hint, the error or valid text and the counter are tied to it with `aria-describedby`, in that order, and read after the name.',
          'In the error state it has `aria-invalid="true"` and the error text has an icon, so the state is not told by colour alone.',
          '`required` sets native `required` (announced as required) and shows a "*" that is hidden from assistive technology.',
          'Keyboard: Tab reaches it, typing edits it; when disabled it is skipped. Error texts are not live regions:',
          'they are read when the field is focused; a form that validates on submit should move focus to the first invalid field.',
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof Input>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithHint: Story = {
  args: { hint: 'Wir senden Ihnen eine E-Mail zur Bestätigung.' },
};

export const Valid: Story = {
  args: { state: 'valid', defaultValue: 'kaffee@example.org', validText: 'Diese E-Mail-Adresse sieht gut aus.' },
};

export const ErrorState: Story = {
  name: 'Error',
  args: {
    state: 'error',
    defaultValue: 'kaffee@',
    hint: 'Wir senden Ihnen eine E-Mail zur Bestätigung.',
    error: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
  },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('textbox', { name: 'E-Mail-Adresse' });
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription(
      'Wir senden Ihnen eine E-Mail zur Bestätigung. Bitte geben Sie eine gültige E-Mail-Adresse ein.',
    );
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'E-Mail-Adresse' })).toBeRequired();
  },
};

export const MaxLengthWithCounter: Story = {
  args: {
    label: 'Vorname',
    type: 'text',
    name: 'firstName',
    autoComplete: 'given-name',
    maxLength: 40,
    showCount: true,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Vorname' }), 'Anna');
    await expect(canvas.getByText('4/40')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'kaffee@example.org' },
};

export const AllStates: Story = {
  render: (args) => (
    <div className={styles.stack}>
      <Input {...args} label="Default" hint="Hinweistext" />
      <Input {...args} label="Valid" state="valid" defaultValue="kaffee@example.org" validText="Sieht gut aus." />
      <Input
        {...args}
        label="Error"
        state="error"
        defaultValue="kaffee@"
        error="Bitte geben Sie eine gültige E-Mail-Adresse ein."
      />
      <Input {...args} label="Disabled" disabled defaultValue="kaffee@example.org" />
    </div>
  ),
};

export const Keyboard: Story = {
  args: { hint: 'Mit Tab erreichbar.' },
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('textbox', { name: 'E-Mail-Adresse' });
    await userEvent.tab();
    await expect(box).toHaveFocus();
    await userEvent.keyboard('kaffee@example.org');
    await expect(box).toHaveValue('kaffee@example.org');
    await expect(args.onChange).toHaveBeenCalled();
    await userEvent.tab();
    await expect(box).not.toHaveFocus();
    await expect(args.onBlur).toHaveBeenCalledTimes(1);
  },
};

export const ThemeMatrixStory: Story = {
  name: 'Theme matrix',
  render: (args) => (
    <ThemeMatrix>
      {() => (
        <div className={styles.stack}>
          <Input {...args} label="E-Mail-Adresse" hint="Hinweistext" required />
          <Input {...args} label="Valid" state="valid" defaultValue="kaffee@example.org" validText="Sieht gut aus." />
          <Input
            {...args}
            label="Error"
            state="error"
            defaultValue="kaffee@"
            error="Bitte geben Sie eine gültige E-Mail-Adresse ein."
          />
          <Input {...args} label="Disabled" disabled defaultValue="kaffee@example.org" />
        </div>
      )}
    </ThemeMatrix>
  ),
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { inputStates, requiredMarker } from '../../design-tokens';
import { Button } from '../../src/primitives/Button';
import { Checkbox } from '../../src/primitives/Checkbox';
import { Input } from '../../src/primitives/Input';
import { Select } from '../../src/primitives/Select';
import { slotButton } from '../../src/primitives/Input/slotButton.css';
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
          '',
          '**Slots:** `startSlot` and `endSlot` put controls inside the box, before and after the `<input>` (which takes',
          'the remaining width): a prefix, an icon, a button. A Button there takes `className={slotButton}` (from',
          '`Input/slotButton.css`) and becomes a segment of the box, as tall as it, with a tap area of the full box',
          'height. Slots are outside the `<label>`, so the label keeps naming and focusing the field, and a slot button',
          'needs its own accessible name. Tab order is start slot, field, end slot. The box shows the one focus ring while',
          'the field has keyboard focus; a focused slot button shows its own. PasswordInput (show/hide) and NumberInput',
          '(− and +) are built this way.',
          '',
          '**Hidden label:** `hideLabel` keeps the `<label>` (the accessible name, and a click target for nobody) but hides',
          'it on screen, with the VisuallyHidden rule. Use it only where the surroundings already say what the field is',
          "for, such as the quantity stepper on a mini cart line next to the product's name.",
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

const redeem = fn();

export const Slots: Story = {
  args: { onChange: fn() },
  render: (args) => (
    <div className={styles.stack}>
      <Input
        {...args}
        label="Gutscheincode"
        type="text"
        name="voucher"
        autoComplete="off"
        endSlot={
          <Button variant="secondary" className={slotButton} onClick={redeem}>
            Einlösen
          </Button>
        }
      />
      <Input
        {...args}
        label="Spende in Euro"
        type="text"
        name="donation"
        inputMode="decimal"
        autoComplete="off"
        startSlot={<span aria-hidden="true">€</span>}
        hint="Wir runden Ihren Einkauf auf und spenden die Differenz."
      />
      <Input
        {...args}
        label="Gutscheincode (gültig)"
        type="text"
        name="voucher-valid"
        autoComplete="off"
        state="valid"
        defaultValue="KAFFEE5"
        validText="5 € Rabatt auf Ihre Bestellung."
        endSlot={
          <Button variant="secondary" className={slotButton}>
            Entfernen
          </Button>
        }
      />
      <Input
        {...args}
        label="Gutscheincode (abgelaufen)"
        type="text"
        name="voucher-error"
        autoComplete="off"
        state="error"
        defaultValue="SOMMER23"
        error="Dieser Gutschein ist abgelaufen."
        endSlot={
          <Button variant="secondary" className={slotButton}>
            Einlösen
          </Button>
        }
      />
      <Input
        {...args}
        label="Gutscheincode (gesperrt)"
        type="text"
        name="voucher-disabled"
        disabled
        defaultValue="KAFFEE5"
        endSlot={
          <Button variant="secondary" className={slotButton} disabled>
            Einlösen
          </Button>
        }
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    redeem.mockClear();
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: 'Gutscheincode' });
    const [button] = canvas.getAllByRole('button', { name: 'Einlösen' });
    // The label names and focuses the field, not the button in its box.
    await userEvent.click(canvas.getByText('Gutscheincode'));
    await expect(field).toHaveFocus();
    await expect(redeem).not.toHaveBeenCalled();
    // Tab order: the field, then the button after it.
    await userEvent.keyboard('KAFFEE5');
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(redeem).toHaveBeenCalledTimes(1);
    await expect(field).toHaveValue('KAFFEE5');
    // The button sits inside the field's box.
    await expect(field.parentElement).toContainElement(button!);
  },
};

export const HiddenLabel: Story = {
  name: 'Hidden label',
  render: (args) => (
    <section aria-labelledby="voucher-heading" className={styles.stack}>
      <h2 id="voucher-heading">Gutschein einlösen</h2>
      <Input
        {...args}
        label="Gutscheincode"
        hideLabel
        type="text"
        name="voucher"
        autoComplete="off"
        endSlot={
          <Button variant="secondary" className={slotButton}>
            Einlösen
          </Button>
        }
      />
    </section>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: 'Gutscheincode' });
    const label = canvas.getByText('Gutscheincode');
    await expect(label.tagName).toBe('LABEL');
    // Hidden on screen (the one-pixel clip of VisuallyHidden), still the field's name.
    await expect(label.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    await userEvent.tab();
    await expect(field).toHaveFocus();
  },
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

/**
 * Every form control has the same anatomy (one internal Field part): the label with the required marker, the control,
 * then hint and message, tied to the control by aria-describedby. The marker is for the eye only; `required` (or
 * `aria-required` on Select's combobox) says it to assistive technology, and the form explains it once with its
 * catalog's mandatory-field note ("* Pflichtfeld").
 */
export const FieldAnatomy: Story = {
  name: 'Field anatomy',
  render: () => (
    <form className={styles.stack} onSubmit={(e) => e.preventDefault()} noValidate>
      <Input
        label="E-Mail-Adresse"
        type="email"
        name="email"
        autoComplete="email"
        required
        hint="Wir senden Ihnen eine E-Mail zur Bestätigung."
        error="Die E-Mail-Adresse ist ein Pflichtfeld."
      />
      <Select
        label="Anrede"
        name="salutation"
        placeholder="Bitte wählen"
        required
        hint="Für die persönliche Ansprache."
        options={[
          { value: 'mr', label: 'Herr' },
          { value: 'mrs', label: 'Frau' },
          { value: 'divers', label: 'Divers' },
        ]}
      />
      <Checkbox
        label="Ja, ich möchte den Newsletter erhalten."
        name="newsletter"
        required
        hint="Jederzeit abbestellbar."
      />
      <p>{`${requiredMarker} Pflichtfeld`}</p>
    </form>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByRole('textbox', { name: 'E-Mail-Adresse' });
    const salutation = canvas.getByRole('combobox', { name: 'Anrede' });
    const consent = canvas.getByRole('checkbox', { name: 'Ja, ich möchte den Newsletter erhalten.' });
    await expect(email).toBeRequired();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription(
      'Wir senden Ihnen eine E-Mail zur Bestätigung. Die E-Mail-Adresse ist ein Pflichtfeld.',
    );
    await expect(salutation).toHaveAttribute('aria-required', 'true');
    await expect(salutation).toHaveAccessibleDescription('Für die persönliche Ansprache.');
    await expect(consent).toBeRequired();
    await expect(consent).toHaveAccessibleDescription('Jederzeit abbestellbar.');
    for (const marker of canvas.getAllByText(requiredMarker))
      await expect(marker).toHaveAttribute('aria-hidden', 'true');
    // Keyboard: one Tab stop per control, in reading order.
    await userEvent.tab();
    await expect(email).toHaveFocus();
    await userEvent.tab();
    await expect(salutation).toHaveFocus();
    await userEvent.tab();
    await expect(consent).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(consent).toBeChecked();
  },
};

export const ThemeMatrixStory: Story = {
  name: 'Theme matrix',
  render: (args) => (
    <ThemeMatrix>
      {(theme) => (
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
          <Input
            {...args}
            label="Gutscheincode"
            type="text"
            name={`voucher-${theme}`}
            autoComplete="off"
            endSlot={
              <Button variant="secondary" className={slotButton}>
                Einlösen
              </Button>
            }
          />
        </div>
      )}
    </ThemeMatrix>
  ),
};

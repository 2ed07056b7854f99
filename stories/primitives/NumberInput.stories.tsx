import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Controller, useForm } from 'react-hook-form';
import { formLocales, numberInputPageSteps } from '../../design-tokens';
import { Button } from '../../src/primitives/Button';
import { NumberInput } from '../../src/primitives/NumberInput';
import { ThemeMatrix } from '../support/ThemeMatrix';
import * as styles from '../support/support.css';
import { LocaleMatrix } from '../support/LocaleMatrix';
import { FormTextsProvider } from '../../src/primitives/formTexts';

const meta = {
  title: 'Primitives/NumberInput',
  component: NumberInput,
  args: { name: 'quantity', min: 1, max: 99, defaultValue: 1, onChange: fn(), onBlur: fn(), onValueChange: fn() },
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
  ],
  parameters: {
    docs: {
      description: {
        component: [
          'A number field with a stepper (decrement, value, increment), built on Input, in the number format of its',
          'locale (decimal comma where the locale uses one; separators read from Intl.NumberFormat). The mini cart',
          'uses it as the quantity stepper (`min={1}`, whole steps; `hideLabel` where the line already names the',
          'product). Use it for counts and amounts in a range; for codes and numbers that are not quantities',
          "(postcode, phone) use Input. The − and + buttons sit in Input's slots, inside the field's box.",
          '',
          'Typing is always allowed and stays editable. Letters or a malformed number show an error with an example in',
          "the locale's format. When the field is left (or Enter is pressed) a value out of range is set to the",
          'bound and one between steps is rounded, and the reason is shown. The form gets the plain number:',
          '`onChange`/`onBlur` see "1.5", not "1,5" (so `register("qty", { valueAsNumber: true })` works),',
          '`onValueChange` gets a number or null.',
          '',
          '**Accessibility:** the text box has `role="spinbutton"` (APG spin button) with `aria-valuenow`,',
          '`aria-valuemin`, `aria-valuemax` and `aria-valuetext` (the value as shown). Keyboard: ArrowUp/ArrowDown',
          `one step, PageUp/PageDown ${numberInputPageSteps} steps, Home/End the minimum/maximum (when set), Enter applies the bounds.`,
          'The − and + buttons are named from the catalog with the label ("Menge verringern", "Menge erhöhen"),',
          'are disabled at the bounds and, as in the APG examples, are not Tab stops (the arrow keys do the same; a',
          'cart keeps one Tab stop per line). The reason for a changed value is in a `role="status"` region,',
          'announced politely and tied to the field with `aria-describedby`.',
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof NumberInput>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Quantity: Story = {};

export const AtMinimum: Story = { args: { defaultValue: 1 } };
export const AtMaximum: Story = { args: { defaultValue: 99 } };
export const Empty: Story = { args: { defaultValue: null } };

export const Decimal: Story = {
  name: 'Decimal (step 0.25)',
  args: { label: 'Gewicht in kg', name: 'weight', min: 0, max: 1000, step: 0.25, defaultValue: 12.75 },
};

export const Clamped: Story = {
  name: 'Clamped on blur, with the reason',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('spinbutton', { name: 'Menge' });
    await userEvent.tripleClick(field);
    await userEvent.keyboard('150');
    await userEvent.tab();
    await expect(field).toHaveValue('99');
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Der größte mögliche Wert ist 99; der Wert wurde auf 99 gesetzt.',
    );
  },
};

export const NotANumber: Story = {
  name: 'Letters pasted',
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByRole('spinbutton', { name: 'Menge' });
    await userEvent.tripleClick(field);
    await userEvent.paste('zwei');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription('Bitte geben Sie eine Zahl ein, z. B. 12.');
  },
};

export const ErrorFromForm: Story = {
  name: 'Error from the form',
  args: { defaultValue: 12, error: 'Nur noch 5 Stück vorrätig.' },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 2 } };

export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('spinbutton', { name: 'Menge' });
    await userEvent.tab();
    await expect(field).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(field).toHaveValue('3');
    await expect(field).toHaveAttribute('aria-valuenow', '3');
    await userEvent.keyboard('{PageUp}');
    await expect(field).toHaveValue('13');
    await userEvent.keyboard('{PageDown}{ArrowDown}');
    await expect(field).toHaveValue('2');
    await userEvent.keyboard('{End}');
    await expect(field).toHaveValue('99');
    await expect(canvas.getByRole('button', { name: 'Menge erhöhen' })).toBeDisabled();
    await userEvent.keyboard('{Home}');
    await expect(field).toHaveValue('1');
    await expect(canvas.getByRole('button', { name: 'Menge verringern' })).toBeDisabled();
    await expect(args.onValueChange).toHaveBeenLastCalledWith(1);
    await userEvent.tab();
    await expect(field).not.toHaveFocus();
  },
};

export const Buttons: Story = {
  name: 'Pointer: the buttons',
  args: { defaultValue: 2 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Menge erhöhen' }));
    await expect(canvas.getByRole('spinbutton', { name: 'Menge' })).toHaveValue('3');
    await userEvent.click(canvas.getByRole('button', { name: 'Menge verringern' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Menge verringern' }));
    await expect(canvas.getByRole('spinbutton', { name: 'Menge' })).toHaveValue('1');
    await expect(canvas.getByRole('button', { name: 'Menge verringern' })).toBeDisabled();
  },
};

function MiniCartLines() {
  const { control, handleSubmit } = useForm({ defaultValues: { espresso: 2, filter: 1 } });
  const [sent, setSent] = useState<string>();
  return (
    <form className={styles.stack} onSubmit={handleSubmit((v) => setSent(JSON.stringify(v)))}>
      {(['espresso', 'filter'] as const).map((line) => (
        <Controller
          key={line}
          name={line}
          control={control}
          render={({ field: { onChange, ...field } }) => (
            <NumberInput
              {...field}
              label={`Menge ${line === 'espresso' ? 'Espresso' : 'Filterkaffee'}`}
              min={1}
              max={10}
              onValueChange={onChange}
            />
          )}
        />
      ))}
      <div>
        <Button type="submit">Warenkorb aktualisieren</Button>
      </div>
      <output aria-label="Gesendet">{sent}</output>
    </form>
  );
}

export const MiniCartQuantity: Story = {
  name: 'Mini cart quantity (react-hook-form Controller)',
  render: () => <MiniCartLines />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Menge Espresso erhöhen' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Warenkorb aktualisieren' }));
    await expect(await canvas.findByText('{"espresso":3,"filter":1}')).toBeInTheDocument();
  },
};

export const HiddenLabel: Story = {
  name: 'Hidden label (mini cart line)',
  render: (args) => (
    <ul aria-label="Warenkorb" className={styles.stack} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      <li className={styles.row}>
        <span>Espresso Crema, 1 kg</span>
        <NumberInput {...args} label="Menge Espresso Crema, 1 kg" hideLabel min={1} max={10} defaultValue={2} />
      </li>
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('spinbutton', { name: 'Menge Espresso Crema, 1 kg' });
    await expect(canvas.getByText('Menge Espresso Crema, 1 kg').getBoundingClientRect().width).toBeLessThanOrEqual(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Menge Espresso Crema, 1 kg erhöhen' }));
    await expect(field).toHaveValue('3');
  },
};

export const AllLocales: Story = {
  name: 'All locales',
  args: { min: 0, max: 100000, step: 0.01, defaultValue: 12345.67 },
  render: (args) => <LocaleMatrix>{(locale) => <NumberInput {...args} name={`amount-${locale}`} />}</LocaleMatrix>,
};

export const ThemeMatrixStory: Story = {
  name: 'Theme matrix',
  render: (args) => (
    <ThemeMatrix>
      {(theme) => (
        <div className={styles.stack}>
          <NumberInput {...args} name={`min-${theme}`} defaultValue={1} />
          <NumberInput {...args} name={`mid-${theme}`} defaultValue={12} hint="Höchstens 99 Stück" />
          <NumberInput {...args} name={`bad-${theme}`} defaultValue="zwölf" />
          <NumberInput {...args} name={`off-${theme}`} disabled defaultValue={3} />
        </div>
      )}
    </ThemeMatrix>
  ),
};

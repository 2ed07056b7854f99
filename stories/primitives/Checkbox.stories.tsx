import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { checkboxStates } from '../../design-tokens';
import { Button } from '../../src/primitives/Button';
import { Checkbox } from '../../src/primitives/Checkbox';
import { TextLink } from '../../src/primitives/TextLink';
import { ThemeMatrix } from '../support/ThemeMatrix';
import * as styles from '../support/support.css';

const meta = {
  title: 'Primitives/Checkbox',
  component: Checkbox,
  args: { label: 'Ja, ich möchte den Newsletter erhalten.', name: 'newsletter', onCheckedChange: fn() },
  argTypes: {
    state: { control: 'inline-radio', options: checkboxStates },
    checked: { control: 'select', options: [undefined, true, false, 'indeterminate'] },
  },
  parameters: {
    docs: {
      description: {
        component: [
          'A labelled checkbox for a yes/no choice that takes effect on submit: consents in the newsletter form, filters, "remember me".',
          'For one choice out of several use radio buttons or a Select; for an immediate on/off setting a switch would fit better.',
          'Built on Radix Checkbox; works controlled (`checked` + `onCheckedChange`) or uncontrolled (`defaultChecked`),',
          'and inside a `<form>` it submits `name=value` when checked. With react-hook-form, use a Controller.',
          '',
          '**Accessibility:** `role="checkbox"` with `aria-checked` true, false or "mixed" (indeterminate), named by its visible `<label>`,',
          'which is clickable too. Tab reaches it, Space toggles it (Enter does not, as for native checkboxes); when disabled it is skipped.',
          'An `error` sets `aria-invalid="true"` and is tied to it with `aria-describedby`; the error text has an icon, so the state is not',
          'told by colour alone. `required` sets `aria-required` and shows a "*" hidden from assistive technology.',
          'The 20 px box has a 44 px touch area.',
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {};

export const Checked: Story = { args: { defaultChecked: true } };

export const Indeterminate: Story = {
  args: { label: 'Alle Artikel auswählen', defaultChecked: 'indeterminate' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox')).toHaveAttribute('aria-checked', 'mixed');
  },
};

export const ErrorState: Story = {
  name: 'Error',
  args: {
    label: 'Ich willige in den Erhalt kommerzieller elektronischer Nachrichten ein.',
    required: true,
    error: 'Bitte stimmen Sie dem Erhalt kommerzieller elektronischer Nachrichten zu.',
  },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox');
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription(
      'Bitte stimmen Sie dem Erhalt kommerzieller elektronischer Nachrichten zu.',
    );
  },
};

export const Required: Story = { args: { required: true } };

export const Disabled: Story = {
  render: (args) => (
    <div className={styles.stack}>
      <Checkbox onCheckedChange={args.onCheckedChange} label="Nicht verfügbar" disabled />
      <Checkbox onCheckedChange={args.onCheckedChange} label="Nicht verfügbar, ausgewählt" disabled defaultChecked />
    </div>
  ),
};

export const WithLinkInLabel: Story = {
  render: (args) => (
    <Checkbox onCheckedChange={args.onCheckedChange} name="privacy">
      Ich habe die <TextLink href="/privacy">Datenschutzhinweise</TextLink> gelesen.
    </Checkbox>
  ),
};

export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('checkbox');
    await userEvent.tab();
    await expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledTimes(2);
  },
};

function FormDemo() {
  const [sent, setSent] = useState<string>('');
  return (
    <form
      className={styles.stack}
      onSubmit={(e) => {
        e.preventDefault();
        setSent(new URLSearchParams([...new FormData(e.currentTarget)].map(([k, v]) => [k, String(v)])).toString());
      }}
    >
      <Checkbox label="Newsletter" name="newsletter" value="yes" defaultChecked />
      <Checkbox label="Personalisierte Angebote" name="offers" value="yes" />
      <div>
        <Button type="submit" size="small">
          Absenden
        </Button>
      </div>
      <output aria-label="Gesendet">{sent}</output>
    </form>
  );
}

export const InNativeForm: Story = {
  render: () => <FormDemo />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Personalisierte Angebote' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Absenden' }));
    await expect(canvas.getByLabelText('Gesendet')).toHaveTextContent('newsletter=yes&offers=yes');
  },
};

export const ThemeMatrixStory: Story = {
  name: 'Theme matrix',
  render: (args) => (
    <ThemeMatrix>
      {() => (
        <div className={styles.stack}>
          <Checkbox onCheckedChange={args.onCheckedChange} label="Nicht ausgewählt" />
          <Checkbox onCheckedChange={args.onCheckedChange} label="Ausgewählt" defaultChecked />
          <Checkbox onCheckedChange={args.onCheckedChange} label="Teilweise" defaultChecked="indeterminate" />
          <Checkbox onCheckedChange={args.onCheckedChange} label="Pflichtfeld" required error="Bitte zustimmen." />
          <Checkbox onCheckedChange={args.onCheckedChange} label="Deaktiviert" disabled defaultChecked />
        </div>
      )}
    </ThemeMatrix>
  ),
};

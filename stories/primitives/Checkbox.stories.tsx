import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { checkboxStates, requiredMarker } from '../../design-tokens';
import { Button } from '../../src/primitives/Button';
import { Checkbox } from '../../src/primitives/Checkbox';
import { TextLink } from '../../src/primitives/TextLink';
import { ThemeMatrix } from '../support/ThemeMatrix';
import * as styles from '../support/support.css';

const meta = {
  title: 'Primitives/Checkbox',
  component: Checkbox,
  args: {
    label: 'Ja, ich möchte den Newsletter erhalten.',
    name: 'newsletter',
    onCheckedChange: fn(),
    onChange: fn(),
  },
  argTypes: {
    state: { control: 'inline-radio', options: checkboxStates },
    checked: { control: 'select', options: [undefined, true, false] },
    indeterminate: { control: 'boolean' },
  },
  parameters: {
    docs: {
      description: {
        component: [
          'A labelled checkbox for a yes/no choice that takes effect on submit: consents in the newsletter form, filters, "remember me".',
          'For one choice out of several use radio buttons or a Select; for an immediate on/off setting a switch would fit better.',
          'It is a native `<input type="checkbox">` with the box drawn over it in CSS (`appearance: none`), as in Braid and Primer:',
          'it submits `name=value` with its form when checked, works before the page is hydrated, and its ref is the input, so',
          "react-hook-form's `{...register('newsletter')}` works as on any native checkbox. Controlled (`checked` + `onCheckedChange`",
          'or `onChange`) or uncontrolled (`defaultChecked`). No style attribute is needed, so it renders under the strict CSP.',
          '',
          '**Accessibility:** a native checkbox named by its visible `<label>`, which is clickable too. Tab reaches it, Space toggles it',
          '(Enter does not); when disabled it is skipped. `indeterminate` sets the DOM property, announced as "mixed"; a click clears',
          'it and checks the box. An `error` sets `aria-invalid="true"` and is tied to it with `aria-describedby` (after a `hint`);',
          'the error text has an icon, so the state is not told by colour alone. `required` sets native `required` and shows a',
          `"${requiredMarker}" that is hidden from assistive technology. The 20 px box has a 44 px touch area.`,
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Default (unchecked)',
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'Ja, ich möchte den Newsletter erhalten.' });
    await expect(box).not.toBeChecked();
    await expect(box.tagName).toBe('INPUT');
  },
};

export const Checked: Story = {
  args: { defaultChecked: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox')).toBeChecked();
  },
};

export const Indeterminate: Story = {
  args: { label: 'Alle Artikel auswählen', indeterminate: true },
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'Alle Artikel auswählen' });
    await expect(box).toBePartiallyChecked();
    await userEvent.tab();
    await expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
    await expect(box).not.toBePartiallyChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledWith(true);
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

export const Required: Story = {
  args: { required: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: 'Ja, ich möchte den Newsletter erhalten.' })).toBeRequired();
    await expect(canvas.getByText(requiredMarker)).toHaveAttribute('aria-hidden', 'true');
  },
};

export const WithHint: Story = {
  name: 'With hint',
  args: { hint: 'Sie können den Newsletter jederzeit abbestellen.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox')).toHaveAccessibleDescription(
      'Sie können den Newsletter jederzeit abbestellen.',
    );
  },
};

export const Disabled: Story = {
  render: (args) => (
    <div className={styles.stack}>
      <Checkbox onCheckedChange={args.onCheckedChange} label="Nicht verfügbar" disabled />
      <Checkbox onCheckedChange={args.onCheckedChange} label="Nicht verfügbar, ausgewählt" disabled defaultChecked />
    </div>
  ),
  play: async ({ canvasElement }) => {
    for (const box of within(canvasElement).getAllByRole('checkbox')) await expect(box).toBeDisabled();
    await userEvent.tab();
    await expect(canvasElement.ownerDocument.activeElement?.getAttribute('type')).not.toBe('checkbox');
  },
};

export const WithLinkInLabel: Story = {
  render: (args) => (
    <Checkbox onCheckedChange={args.onCheckedChange} name="privacy">
      Ich habe die <TextLink href="/privacy">Datenschutzhinweise</TextLink> gelesen.
    </Checkbox>
  ),
};

export const Keyboard: Story = {
  name: 'Keyboard (play)',
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('checkbox');
    await userEvent.tab();
    await expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
    await userEvent.keyboard('{Enter}');
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
  name: 'In a native form (keyboard)',
  render: () => <FormDemo />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: 'Personalisierte Angebote' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
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
          <Checkbox onCheckedChange={args.onCheckedChange} label="Teilweise" indeterminate />
          <Checkbox onCheckedChange={args.onCheckedChange} label="Pflichtfeld" required error="Bitte zustimmen." />
          <Checkbox onCheckedChange={args.onCheckedChange} label="Deaktiviert" disabled defaultChecked />
        </div>
      )}
    </ThemeMatrix>
  ),
};

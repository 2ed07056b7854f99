import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { requiredMarker } from '../../design-tokens';
import { Select, type SelectOption } from '../../src/primitives/Select';
import { ThemeMatrix } from '../support/ThemeMatrix';
import * as styles from '../support/support.css';

/** The A/B test choices of the staff preview panel (placeholder 'Select an A/B test', option 'None'). */
const abTests: SelectOption[] = [
  { value: 'none', label: 'None' },
  { value: 'new-header', label: 'Neuer Header' },
  { value: 'checkout-b', label: 'Checkout Variante B', disabled: true },
  { value: 'teaser-order', label: 'Teaser-Reihenfolge' },
];

/** The group choices (placeholder 'Select a group', error 'Required' while unset). */
const groups: SelectOption[] = [
  { value: 'a', label: 'Gruppe A' },
  { value: 'b', label: 'Gruppe B' },
];

const narrow = { maxWidth: '20rem' };

const meta = {
  title: 'Primitives/Select',
  component: Select,
  args: {
    label: 'A/B-Test',
    placeholder: 'Select an A/B test',
    options: abTests,
    onValueChange: fn(),
    style: narrow,
  },
  argTypes: { options: { control: 'object' }, style: { control: false } },
  parameters: {
    docs: {
      description: {
        component: [
          'A labelled select for choosing one of a short list of fixed options (country, A/B test, group).',
          'Use radio buttons for two or three options that should all be visible, and a combobox with search for long lists.',
          '`Select.Root`, `Select.Trigger`, `Select.Value`, `Select.Content`, `Select.Item`, `Select.Group`, `Select.Label`',
          'and `Select.Separator` are the parts for custom content.',
          '',
          '**Accessibility:** the trigger is a `combobox` button named by the visible `label`; the options are a `listbox`',
          'named by the same label. Enter, Space or ArrowDown open it; the arrows move between options (disabled ones are',
          'skipped), typing jumps to an option, Enter selects, Escape closes without a change, and focus returns to the trigger.',
          "A `hint` and an `error` are the trigger's description, in that order; an error sets `aria-invalid` and is shown",
          'with an icon and a thicker border, not by colour alone. `required` shows the marker after the label (hidden from',
          'assistive technology) and sets `aria-required` on the trigger.',
          '',
          '**Forms:** a hidden native select (aria-hidden, out of the tab order, hidden by a class, not a style attribute)',
          'holds every option and the chosen one from the server on, so it submits the value under `name` even before the',
          "page is hydrated, and takes the browser's autofill.",
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithValue: Story = {
  name: 'With value',
  args: { defaultValue: 'new-header' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'A/B-Test' })).toHaveTextContent('Neuer Header');
  },
};

export const Placeholder: Story = {
  args: { label: 'Gruppe', placeholder: 'Select a group', options: groups },
};

export const ErrorState: Story = {
  name: 'Error',
  args: { label: 'Gruppe', placeholder: 'Select a group', options: groups, error: 'Required' },
  play: async ({ canvasElement }) => {
    const combo = within(canvasElement).getByRole('combobox', { name: 'Gruppe' });
    await expect(combo).toHaveAttribute('aria-invalid', 'true');
    await expect(combo).toHaveAccessibleDescription('Required');
  },
};

export const Required: Story = {
  args: { label: 'Anrede', placeholder: 'Bitte wählen', options: groups, required: true, name: 'salutation' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const combo = canvas.getByRole('combobox', { name: 'Anrede' });
    await expect(combo).toHaveAttribute('aria-required', 'true');
    await expect(canvas.getByText(requiredMarker)).toHaveAttribute('aria-hidden', 'true');
  },
};

export const WithHint: Story = {
  name: 'With hint',
  args: { hint: 'Nur laufende Tests sind wählbar.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox')).toHaveAccessibleDescription(
      'Nur laufende Tests sind wählbar.',
    );
  },
};

export const Disabled: Story = {
  args: { label: 'Gruppe', placeholder: 'Select a group', options: groups, disabled: true },
};

export const Open: Story = {
  args: { defaultOpen: true, defaultValue: 'teaser-order' },
  parameters: {
    docs: { story: { inline: false, iframeHeight: 360 } },
    axeExceptions: [
      {
        rule: 'page-has-heading-one',
        reason:
          "While the listbox is open, Radix Select hides the rest of the page from assistive technology (aria-hidden), the story frame's h1 included; it has no non-modal mode. axe exempts open dialogs from this rule, not listboxes.",
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const listbox = await within(canvasElement).findByRole('listbox', { name: 'A/B-Test' });
    await expect(within(listbox).getByRole('option', { name: 'Teaser-Reihenfolge' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

export const Keyboard: Story = {
  name: 'Keyboard (play)',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const combo = canvas.getByRole('combobox', { name: 'A/B-Test' });
    await userEvent.tab();
    await expect(combo).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await canvas.findByRole('listbox');
    await waitFor(() => expect(canvas.getByRole('option', { name: 'None' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('option', { name: 'Neuer Header' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('option', { name: 'Teaser-Reihenfolge' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(combo).toHaveTextContent('Teaser-Reihenfolge');
    await expect(combo).toHaveFocus();
    await expect(args.onValueChange).toHaveBeenCalledWith('teaser-order');

    await userEvent.keyboard(' ');
    await canvas.findByRole('listbox');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(combo).toHaveFocus();
  },
};

export const CustomContent: Story = {
  name: 'Custom content (parts)',
  render: () => (
    <div style={narrow} className={styles.stack}>
      <Select.Root defaultValue="espresso">
        <Select.Trigger aria-label="Röstung">
          <Select.Value />
        </Select.Trigger>
        <Select.Content>
          <Select.Group>
            <Select.Label>Hell</Select.Label>
            <Select.Item value="filter">Filterkaffee</Select.Item>
            <Select.Item value="cold-brew">Cold Brew</Select.Item>
          </Select.Group>
          <Select.Separator />
          <Select.Group>
            <Select.Label>Dunkel</Select.Label>
            <Select.Item value="espresso">Espresso</Select.Item>
            <Select.Item value="ristretto">Ristretto</Select.Item>
          </Select.Group>
        </Select.Content>
      </Select.Root>
    </div>
  ),
};

export const ThemeMatrixStory: Story = {
  name: 'Theme matrix',
  render: (args) => (
    <ThemeMatrix>
      {() => (
        <div className={styles.stack}>
          <Select {...args} defaultValue="new-header" />
          <Select {...args} label="Gruppe" placeholder="Select a group" options={groups} error="Required" />
        </div>
      )}
    </ThemeMatrix>
  ),
};

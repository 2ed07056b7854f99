import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { formLocales } from '../../design-tokens';
import { Button } from '../../src/primitives/Button';
import { IbanInput, checkIban } from '../../src/primitives/IbanInput';
import { ThemeMatrix } from '../support/ThemeMatrix';
import * as styles from '../support/support.css';
import { LocaleMatrix } from '../support/LocaleMatrix';
import { FormTextsProvider } from '../../src/primitives/formTexts';

const meta = {
  title: 'Primitives/IbanInput',
  component: IbanInput,
  args: { name: 'iban', onChange: fn(), onBlur: fn(), onValueChange: fn() },
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
          'An IBAN field, built on Input. It groups the IBAN in blocks of four while typing without moving the caret,',
          'takes pasted IBANs with spaces or in lower case, and checks the country length and the ISO 13616 mod-97',
          'check digits (with ibantools). Use it for bank details; for other codes use Input.',
          '',
          'Valid shows the valid state with its text; an incomplete IBAN is not an error while typing, only once the',
          'field is left ("22 characters with DE, you have entered 12"); wrong characters, an unknown country, a too',
          'long IBAN and wrong check digits are errors at once. The form gets the IBAN without spaces: `onChange`,',
          '`onBlur` and `onValueChange` see it in electronic format, so `{...register("iban")}` and a Controller store',
          '`DE89370400440532013000`, and a native form submits it that way (formdata event).',
          '',
          "**Accessibility:** a native text `<input>` labelled by its `<label>`, with the locale's example as hint",
          '(`aria-describedby`), `autocapitalize="characters"` and no spell checking. The outcome of the check is',
          'shown under the field (tied with `aria-describedby`, with an icon, so not by colour alone) and announced',
          'once, politely, through a visually hidden `role="status"` region. Backspace after a group separator',
          'removes the character before it. Keyboard: Tab to the field and type; nothing else is needed.',
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof IbanInput>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Valid: Story = {
  args: { defaultValue: 'DE89370400440532013000' },
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByRole('textbox', { name: 'IBAN' });
    await expect(field).toHaveValue('DE89 3704 0044 0532 0130 00');
    await expect(field).toHaveAccessibleDescription(expect.stringContaining('Die IBAN ist gültig.'));
  },
};

export const Typing: Story = {
  name: 'Incomplete while typing',
  args: { defaultValue: 'DE89 3704 00' },
};

export const Incomplete: Story = {
  name: 'Incomplete, field left',
  args: { defaultValue: 'DE89 3704 00' },
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByRole('textbox', { name: 'IBAN' });
    await userEvent.click(field);
    await userEvent.tab();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
  },
};

export const WrongCheckDigits: Story = { args: { defaultValue: 'DE89 3704 0044 0532 0130 01' } };
export const UnknownCountry: Story = { args: { defaultValue: 'XX89 3704 0044 0532 0130 00' } };
export const TooLong: Story = { args: { defaultValue: 'DE89 3704 0044 0532 0130 0099' } };
export const WrongCharacters: Story = { args: { defaultValue: 'DE89 3704 ☕️' } };
export const ErrorFromForm: Story = {
  name: 'Error from the form',
  args: { defaultValue: 'DE89370400440532013000', error: 'Für dieses Konto ist keine Lastschrift möglich.' },
};
export const Disabled: Story = { args: { disabled: true, defaultValue: 'AT611904300234573201' } };

export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const field = within(canvasElement).getByRole<HTMLInputElement>('textbox', { name: 'IBAN' });
    await userEvent.tab();
    await expect(field).toHaveFocus();
    await userEvent.keyboard('de893704004405320130');
    await expect(field).toHaveValue('DE89 3704 0044 0532 0130');
    await expect(field.selectionStart).toBe(field.value.length);
    await userEvent.keyboard('00');
    await expect(field).toHaveValue('DE89 3704 0044 0532 0130 00');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(
      'DE89370400440532013000',
      expect.objectContaining({ status: 'valid' }),
    );
    // Edit in the middle: the caret stays with the typed text.
    field.setSelectionRange(7, 7);
    await userEvent.keyboard('{Backspace}');
    await expect(field.selectionStart).toBe(6);
    await userEvent.keyboard('7');
    await expect(field).toHaveValue('DE89 3704 0044 0532 0130 00');
    await expect(field.selectionStart).toBe(7);
    await userEvent.tab();
    await expect(args.onBlur).toHaveBeenCalled();
  },
};

export const Paste: Story = {
  name: 'Pasted with spaces, in lower case',
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByRole('textbox', { name: 'IBAN' });
    await userEvent.click(field);
    await userEvent.paste(' ch93 0076 2011 6238 5295 7 ');
    await expect(field).toHaveValue('CH93 0076 2011 6238 5295 7');
  },
};

export const NativeFormData: Story = {
  name: 'Native form: submitted without spaces',
  render: (args) => (
    <form data-testid="form">
      <IbanInput {...args} defaultValue="de89 3704 0044 0532 0130 00" />
    </form>
  ),
  play: async ({ canvasElement }) => {
    const form = within(canvasElement).getByTestId<HTMLFormElement>('form');
    await expect(new FormData(form).get('iban')).toBe('DE89370400440532013000');
  },
};

const schema = z.object({
  iban: z.string().refine((v) => checkIban(v).status === 'valid', 'Bitte geben Sie eine gültige IBAN ein.'),
});

function RhfForm() {
  const [submitted, setSubmitted] = useState<string>();
  const { register, handleSubmit, formState } = useForm({ resolver: zodResolver(schema), defaultValues: { iban: '' } });
  return (
    <form className={styles.stack} onSubmit={handleSubmit((v) => setSubmitted(JSON.stringify(v)))}>
      <IbanInput {...register('iban')} error={formState.errors.iban?.message} />
      <div>
        <Button type="submit">Speichern</Button>
      </div>
      <output aria-label="Gesendet">{submitted}</output>
    </form>
  );
}

export const WithReactHookForm: Story = {
  name: 'With react-hook-form and zod',
  render: () => <RhfForm />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'IBAN' }), 'sk3112000000198742637541');
    await userEvent.click(canvas.getByRole('button', { name: 'Speichern' }));
    await expect(await canvas.findByText('{"iban":"SK3112000000198742637541"}')).toBeInTheDocument();
  },
};

export const AllLocales: Story = {
  name: 'All locales',
  render: (args) => (
    <LocaleMatrix>
      {(locale) => <IbanInput {...args} name={`iban-${locale}`} defaultValue="DE89 3704 0044 0532 0130 000" />}
    </LocaleMatrix>
  ),
};

export const ThemeMatrixStory: Story = {
  name: 'Theme matrix',
  render: (args) => (
    <ThemeMatrix>
      {(theme) => (
        <div className={styles.stack}>
          <IbanInput {...args} name={`empty-${theme}`} />
          <IbanInput {...args} name={`valid-${theme}`} defaultValue="DE89370400440532013000" />
          <IbanInput {...args} name={`invalid-${theme}`} defaultValue="DE89 3704 0044 0532 0130 01" />
          <IbanInput {...args} name={`disabled-${theme}`} disabled defaultValue="AT611904300234573201" />
        </div>
      )}
    </ThemeMatrix>
  ),
};

import { createRef } from 'react';
import { renderToString } from 'react-dom/server';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Controller, useForm } from 'react-hook-form';
import { vi } from 'vitest';
import { FormTextsProvider } from '../formTexts';
import { IbanInput } from './IbanInput';

const box = () => screen.getByRole('textbox', { name: 'IBAN' }) as HTMLInputElement;
const announced = () => screen.getByRole('status');
const caret = () => box().selectionStart;

describe('IbanInput', () => {
  it('is a text box labelled "IBAN" with an example of the locale’s country as hint', () => {
    render(<IbanInput />);
    expect(box()).toHaveAccessibleDescription('Beginnt mit dem Ländercode, z. B. DE89 3704 0044 0532 0130 00');
    expect(box()).toHaveAttribute('autocapitalize', 'characters');
    expect(box()).toHaveAttribute('spellcheck', 'false');
  });

  it('keyboard only: Tab in, type an IBAN, see it grouped in fours and valid', async () => {
    const user = userEvent.setup();
    render(<IbanInput />);
    await user.tab();
    expect(box()).toHaveFocus();
    await user.keyboard('de8937040044');
    expect(box()).toHaveValue('DE89 3704 0044');
    expect(caret()).toBe('DE89 3704 0044'.length);
    expect(box()).not.toHaveAttribute('aria-invalid');
    await user.keyboard('0532013000');
    expect(box()).toHaveValue('DE89 3704 0044 0532 0130 00');
    expect(box()).toHaveAccessibleDescription(
      'Beginnt mit dem Ländercode, z. B. DE89 3704 0044 0532 0130 00 Die IBAN ist gültig.',
    );
    expect(box().className).toMatch(/state_valid/);
    expect(announced()).toHaveTextContent('Die IBAN ist gültig.');
    await user.tab();
    expect(box()).not.toHaveFocus();
  });

  it('editing in the middle keeps the caret with the typed text', async () => {
    const user = userEvent.setup();
    render(<IbanInput defaultValue="DE89370400440532013000" />);
    await user.click(box());
    // Caret after "DE89 37", delete the "7" and type it again.
    box().setSelectionRange(7, 7);
    await user.keyboard('{Backspace}');
    expect(box()).toHaveValue('DE89 3040 0440 5320 1300 0');
    expect(caret()).toBe(6);
    await user.keyboard('7');
    expect(box()).toHaveValue('DE89 3704 0044 0532 0130 00');
    expect(caret()).toBe(7);
    // At the end of a block the caret stays before the separator the field adds.
    box().setSelectionRange(4, 4);
    await user.keyboard('1');
    expect(box()).toHaveValue('DE89 1370 4004 4053 2013 000');
    expect(caret()).toBe(6);
  });

  it('Backspace right after a separator removes the character before it', async () => {
    const user = userEvent.setup();
    render(<IbanInput defaultValue="DE89 3704" />);
    await user.click(box());
    box().setSelectionRange(5, 5);
    await user.keyboard('{Backspace}');
    expect(box()).toHaveValue('DE83 704');
    expect(caret()).toBe(3);
  });

  it('accepts a pasted IBAN with spaces or in lower case', async () => {
    const user = userEvent.setup();
    render(<IbanInput />);
    await user.click(box());
    await user.paste('  at61 1904 3002 3457 3201 ');
    expect(box()).toHaveValue('AT61 1904 3002 3457 3201');
    expect(box().className).toMatch(/state_valid/);
  });

  it('incomplete: no error while typing, an error with the country’s length once the field is left', async () => {
    const user = userEvent.setup();
    render(<IbanInput />);
    await user.click(box());
    await user.keyboard('DE8937');
    expect(box()).not.toHaveAttribute('aria-invalid');
    await user.tab();
    expect(box()).toHaveAttribute('aria-invalid', 'true');
    const message =
      'Die IBAN ist unvollständig: Mit dem Ländercode DE (Deutschland) hat sie 22 Zeichen, eingegeben sind 6.';
    expect(box()).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(announced()).toHaveTextContent(message);
    await user.click(box());
    await user.keyboard('0');
    expect(box()).not.toHaveAttribute('aria-invalid');
  });

  it.each([
    [
      'XX89 3704 0044',
      '„XX“ ist kein Ländercode eines Landes mit IBAN. Bitte prüfen Sie die ersten beiden Buchstaben.',
    ],
    ['DE89 3704 0044 0532 0130 01', 'Die Prüfziffern stimmen nicht. Bitte prüfen Sie die IBAN auf Tippfehler.'],
    [
      'DE89 3704 0044 0532 0130 000',
      'Die IBAN ist zu lang: Mit dem Ländercode DE (Deutschland) hat sie 22 Zeichen, eingegeben sind 23.',
    ],
    ['DE89 🙂', 'Eine IBAN enthält nur Buchstaben und Ziffern: „🙂“ ist nicht erlaubt.'],
    ['12345', 'Eine IBAN beginnt mit zwei Buchstaben (dem Ländercode) und zwei Ziffern.'],
  ])('bad input %j shows the error state and a clear message at once, no exception', async (pasted, message) => {
    const user = userEvent.setup();
    render(<IbanInput />);
    await user.click(box());
    await user.paste(pasted);
    expect(box()).toHaveAttribute('aria-invalid', 'true');
    expect(box()).toHaveAccessibleDescription(expect.stringContaining(message));
  });

  it('texts and the country name follow the locale', async () => {
    const user = userEvent.setup();
    render(
      <FormTextsProvider>
        <IbanInput locale="fr-CH" />
      </FormTextsProvider>,
    );
    await user.click(box());
    await user.paste('CH93 0076');
    await user.tab();
    expect(box()).toHaveAccessibleDescription(
      expect.stringContaining('avec le code pays CH (Suisse), il compte 21 caractères'),
    );
  });

  it('onChange, onBlur and onValueChange see the IBAN without spaces; the field shows it grouped', async () => {
    const user = userEvent.setup();
    const seen: string[] = [];
    const blurred: string[] = [];
    const onValueChange = vi.fn();
    render(
      <IbanInput
        onChange={(e) => seen.push(e.target.value)}
        onBlur={(e) => blurred.push(e.target.value)}
        onValueChange={onValueChange}
      />,
    );
    await user.click(box());
    await user.paste('de89 3704 0044 0532 0130 00');
    expect(seen).toEqual(['DE89370400440532013000']);
    expect(onValueChange).toHaveBeenLastCalledWith(
      'DE89370400440532013000',
      expect.objectContaining({ status: 'valid' }),
    );
    expect(box()).toHaveValue('DE89 3704 0044 0532 0130 00');
    await user.tab();
    expect(blurred).toEqual(['DE89370400440532013000']);
    expect(box()).toHaveValue('DE89 3704 0044 0532 0130 00');
  });

  it('a native form submits the IBAN without spaces (formdata event)', () => {
    render(
      <form data-testid="form">
        <IbanInput name="iban" defaultValue="DE89370400440532013000" />
        <input name="other" defaultValue="DE89 3704" />
      </form>,
    );
    const form = screen.getByTestId('form') as HTMLFormElement;
    expect(box()).toHaveValue('DE89 3704 0044 0532 0130 00');
    // happy-dom does not fire `formdata` for new FormData(form); dispatch it as a browser would.
    const data = new FormData(form);
    form.dispatchEvent(Object.assign(new Event('formdata'), { formData: data }));
    expect(data.get('iban')).toBe('DE89370400440532013000');
    expect(data.get('other')).toBe('DE89 3704');
  });

  it('works with react-hook-form register: stores and submits the IBAN without spaces; defaults are grouped', async () => {
    const user = userEvent.setup();
    const submitted = vi.fn();
    function Form() {
      const { register, handleSubmit } = useForm({ defaultValues: { iban: 'at611904300234573201', name: '' } });
      return (
        <form onSubmit={handleSubmit(submitted)}>
          <IbanInput {...register('iban', { required: true })} />
          <button type="submit">Senden</button>
        </form>
      );
    }
    render(<Form />);
    await waitFor(() => expect(box()).toHaveValue('AT61 1904 3002 3457 3201'));
    expect(box().className).toMatch(/state_valid/);
    await user.click(screen.getByRole('button', { name: 'Senden' }));
    await waitFor(() => expect(submitted).toHaveBeenCalledTimes(1));
    expect(submitted.mock.calls[0]?.[0]).toMatchObject({ iban: 'at611904300234573201' });

    await user.clear(box());
    await user.type(box(), 'de89 3704 0044 0532 0130 00');
    expect(box()).toHaveValue('DE89 3704 0044 0532 0130 00');
    await user.click(screen.getByRole('button', { name: 'Senden' }));
    await waitFor(() => expect(submitted).toHaveBeenCalledTimes(2));
    expect(submitted.mock.calls[1]?.[0]).toMatchObject({ iban: 'DE89370400440532013000' });
  });

  it('works with react-hook-form Controller: the form value has no spaces, a reset clears the field', async () => {
    const user = userEvent.setup();
    const submitted = vi.fn();
    function Form() {
      const { control, handleSubmit, reset } = useForm({ defaultValues: { iban: '' } });
      return (
        <form onSubmit={handleSubmit(submitted)}>
          <Controller name="iban" control={control} render={({ field }) => <IbanInput {...field} />} />
          <button type="submit">Senden</button>
          <button type="button" onClick={() => reset({ iban: '' })}>
            Leeren
          </button>
        </form>
      );
    }
    render(<Form />);
    await user.type(box(), 'ch9300762011623852957');
    expect(box()).toHaveValue('CH93 0076 2011 6238 5295 7');
    await user.click(screen.getByRole('button', { name: 'Senden' }));
    await waitFor(() => expect(submitted).toHaveBeenCalledTimes(1));
    expect(submitted.mock.calls[0]?.[0]).toEqual({ iban: 'CH9300762011623852957' });
    await user.click(screen.getByRole('button', { name: 'Leeren' }));
    await waitFor(() => expect(box()).toHaveValue(''));
  });

  it('a controlled value is shown grouped and follows the parent', () => {
    const { rerender } = render(<IbanInput value="DK5000400440116243" onChange={() => {}} />);
    expect(box()).toHaveValue('DK50 0040 0440 1162 43');
    rerender(<IbanInput value="SE4550000000058398257466" onChange={() => {}} />);
    expect(box()).toHaveValue('SE45 5000 0000 0583 9825 7466');
  });

  it('a value written through the ref is grouped after the next render', async () => {
    const ref = createRef<HTMLInputElement>();
    const { rerender } = render(<IbanInput ref={ref} />);
    await act(async () => {
      ref.current!.value = 'pl61109010140000071219812874';
    });
    rerender(<IbanInput ref={ref} />);
    expect(box()).toHaveValue('PL61 1090 1014 0000 0712 1981 2874');
    expect(box().className).toMatch(/state_valid/);
  });

  it('an error from outside wins over the field’s own', () => {
    render(<IbanInput defaultValue="DE89370400440532013000" error="Diese IBAN ist gesperrt." />);
    expect(box()).toHaveAttribute('aria-invalid', 'true');
    expect(box()).toHaveAccessibleDescription(expect.stringContaining('Diese IBAN ist gesperrt.'));
  });

  it('forwards its ref and native props to the <input>', () => {
    const ref = createRef<HTMLInputElement>();
    render(<IbanInput ref={ref} data-testid="iban" autoComplete="off" required />);
    expect(ref.current).toBe(screen.getByTestId('iban'));
    expect(ref.current).toHaveAttribute('autocomplete', 'off');
    expect(ref.current).toBeRequired();
  });

  it('does not throw on a synthetic change with no selection', () => {
    render(<IbanInput />);
    expect(() => fireEvent.change(box(), { target: { value: 'gb29nwbk60161331926819' } })).not.toThrow();
    expect(box()).toHaveValue('GB29 NWBK 6016 1331 9268 19');
  });

  it('renders on the server, grouped, with its state', () => {
    const html = renderToString(<IbanInput name="iban" defaultValue="tr330006100519786457841326" />);
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const input = doc.querySelector('input')!;
    expect(input.getAttribute('value')).toBe('TR33 0006 1005 1978 6457 8413 26');
    expect(doc.querySelector(`label[for="${input.id}"]`)?.textContent).toBe('IBAN');
    expect(input.className).toMatch(/state_valid/);
  });
});

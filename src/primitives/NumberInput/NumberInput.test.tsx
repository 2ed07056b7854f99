import { createRef, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Controller, useForm } from 'react-hook-form';
import { vi } from 'vitest';
import { FormMessagesProvider, FormTextsProvider } from '../formTexts';
import { deDE } from '../formTexts/catalogs/deDE';
import { resetOnceWarnings } from '../internal/warn';
import { NumberInput } from './NumberInput';

const spin = (name = 'Menge') => screen.getByRole('spinbutton', { name }) as HTMLInputElement;
const minus = (name = 'Menge verringern') => screen.getByRole('button', { name });
const plus = (name = 'Menge erhöhen') => screen.getByRole('button', { name });

describe('NumberInput', () => {
  it('is a spin button with its range, named by its label; the buttons are named with it', () => {
    render(<NumberInput min={1} max={99} defaultValue={2} />);
    const field = spin();
    expect(field).toHaveAttribute('type', 'text');
    expect(field).toHaveAttribute('inputmode', 'numeric');
    expect(field).toHaveAttribute('aria-valuenow', '2');
    expect(field).toHaveAttribute('aria-valuemin', '1');
    expect(field).toHaveAttribute('aria-valuemax', '99');
    expect(field).toHaveAttribute('aria-valuetext', '2');
    expect(minus()).toHaveAttribute('tabindex', '-1');
    expect(plus()).toHaveAttribute('aria-controls', field.id);
  });

  it('keyboard only: Tab in, arrows step, Page keys step by ten, Home/End jump to the bounds, typing stays editable', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<NumberInput min={1} max={99} defaultValue={1} onValueChange={onValueChange} />);
    await user.tab();
    expect(spin()).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(spin()).toHaveValue('2');
    expect(spin()).toHaveAttribute('aria-valuenow', '2');
    expect(onValueChange).toHaveBeenLastCalledWith(2);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(spin()).toHaveValue('1');
    await user.keyboard('{PageUp}');
    expect(spin()).toHaveValue('11');
    await user.keyboard('{PageDown}');
    expect(spin()).toHaveValue('1');
    await user.keyboard('{End}');
    expect(spin()).toHaveValue('99');
    await user.keyboard('{Home}');
    expect(spin()).toHaveValue('1');
    await user.keyboard('{Backspace}42');
    expect(spin()).toHaveValue('42');
    expect(spin()).toHaveAttribute('aria-valuenow', '42');
    // The buttons are not Tab stops: Tab leaves the stepper.
    await user.tab();
    expect(document.body).toHaveFocus();
  });

  it('the buttons step, keep focus where it was, and are disabled at the bounds', async () => {
    const user = userEvent.setup();
    render(<NumberInput min={1} max={3} defaultValue={2} />);
    await user.click(spin());
    await user.click(plus());
    expect(spin()).toHaveValue('3');
    expect(spin()).toHaveFocus();
    expect(plus()).toBeDisabled();
    expect(minus()).toBeEnabled();
    await user.click(minus());
    await user.click(minus());
    expect(spin()).toHaveValue('1');
    expect(minus()).toBeDisabled();
    await user.keyboard('{ArrowDown}');
    expect(spin()).toHaveValue('1');
  });

  it.each([
    ['de-DE', '1,5', 1.5, '1,5'],
    ['de-DE', '1234,5', 1234.5, '1.234,5'],
    ['fr-CH', '1234,5', 1234.5, '1\u202f234,5'],
    ['cs-CZ', '2,25', 2.25, '2,25'],
    ['tr-TR', '1000,5', 1000.5, '1.000,5'],
    ['en', '1234.5', 1234.5, '1,234.5'],
  ])('%s: typing %j means %d and is written %j when the field is left', async (locale, typed, n, shown) => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(
      <FormTextsProvider locale={locale}>
        <NumberInput label="Betrag" step={0.01} onValueChange={onValueChange} />
      </FormTextsProvider>,
    );
    await user.click(spin('Betrag'));
    await user.keyboard(typed);
    expect(onValueChange).toHaveBeenLastCalledWith(n);
    expect(spin('Betrag')).toHaveAttribute('aria-valuenow', String(n));
    await user.tab();
    expect(spin('Betrag')).toHaveValue(shown);
  });

  it.each([
    ['150', '99', 'Der größte mögliche Wert ist 99; der Wert wurde auf 99 gesetzt.'],
    ['0', '1', 'Der kleinste mögliche Wert ist 1; der Wert wurde auf 1 gesetzt.'],
    ['2,4', '2', 'Nur Schritte von 1 sind möglich; der Wert wurde auf 2 gerundet.'],
  ])('out of range %j is clamped to %s on blur, with the reason shown and announced', async (typed, shown, reason) => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<NumberInput min={1} max={99} onChange={(e) => onChange(e.target.value)} />);
    await user.click(spin());
    await user.keyboard(typed);
    await user.tab();
    expect(spin()).toHaveValue(shown);
    expect(onChange).toHaveBeenLastCalledWith(shown);
    expect(screen.getByRole('status')).toHaveTextContent(reason);
    expect(spin()).toHaveAccessibleDescription(reason);
    await user.click(spin());
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('Enter applies the bounds before the form is submitted', async () => {
    const user = userEvent.setup();
    const submitted = vi.fn();
    function Form() {
      const { register, handleSubmit } = useForm({ defaultValues: { qty: 1 } });
      return (
        <form onSubmit={handleSubmit(submitted)}>
          <NumberInput min={1} max={10} {...register('qty', { valueAsNumber: true })} />
        </form>
      );
    }
    render(<Form />);
    await user.clear(spin());
    await user.type(spin(), '50{Enter}');
    await waitFor(() => expect(submitted).toHaveBeenCalledTimes(1));
    expect(submitted.mock.calls[0]?.[0]).toEqual({ qty: 10 });
    expect(spin()).toHaveValue('10');
  });

  it('letters pasted into the field: error state and a clear message, no exception; arrows recover', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<NumberInput min={1} max={99} defaultValue={3} onValueChange={onValueChange} />);
    await user.click(spin());
    await user.keyboard('{Control>}a{/Control}');
    await user.paste('zwölf');
    expect(spin()).toHaveValue('zwölf');
    expect(spin()).toHaveAttribute('aria-invalid', 'true');
    expect(spin()).not.toHaveAttribute('aria-valuenow');
    expect(spin()).toHaveAccessibleDescription('Bitte geben Sie eine Zahl ein, z. B. 12.');
    expect(onValueChange).toHaveBeenLastCalledWith(null);
    await user.tab();
    expect(spin()).toHaveValue('zwölf');
    expect(spin()).toHaveAttribute('aria-invalid', 'true');
    await user.click(spin());
    await user.keyboard('{ArrowUp}');
    expect(spin()).toHaveValue('1');
    expect(spin()).not.toHaveAttribute('aria-invalid');
  });

  it.each([['🙂'], ['1,2,3'], ['12abc'], ['--1']])('bad input %j is an error with a message', async (pasted) => {
    const user = userEvent.setup();
    render(<NumberInput step={0.5} />);
    await user.click(spin());
    await user.paste(pasted);
    expect(spin()).toHaveAttribute('aria-invalid', 'true');
    expect(spin()).toHaveAccessibleDescription('Bitte geben Sie eine Zahl ein, z. B. 1,5.');
  });

  it('an unfinished number is no error while typing, but is once the field is left', async () => {
    const user = userEvent.setup();
    render(<NumberInput />);
    await user.click(spin());
    await user.keyboard('1.');
    expect(spin()).not.toHaveAttribute('aria-invalid');
    await user.keyboard('000');
    expect(spin()).toHaveAttribute('aria-valuenow', '1000');
    await user.keyboard('{Backspace}{Backspace}');
    await user.tab();
    expect(spin()).toHaveAttribute('aria-invalid', 'true');
  });

  it('texts follow the locale, the provider and overrides', () => {
    render(
      <FormTextsProvider>
        <NumberInput locale="fr-CH" />
        <FormTextsProvider locale="pl">
          <NumberInput />
        </FormTextsProvider>
        <NumberInput locale="en" label="Cups" texts={{ 'number.increment': 'One more {label}' }} />
      </FormTextsProvider>,
    );
    expect(screen.getByRole('button', { name: 'Diminuer\u00a0: Quantité' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Zwiększ: Ilość' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'One more Cups' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Decrease Cups' })).toBeInTheDocument();
  });

  it('without the texts of its locale it shows de-DE texts, and still writes numbers in its locale', async () => {
    resetOnceWarnings();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const user = userEvent.setup();
    render(
      <FormMessagesProvider locale="de-DE" messages={deDE}>
        <NumberInput locale="fr-CH" step={0.5} defaultValue={1234.5} />
      </FormMessagesProvider>,
    );
    expect(spin()).toHaveValue('1\u202f234,5');
    expect(minus()).toBeInTheDocument();
    await user.click(spin());
    await user.keyboard('{ArrowUp}');
    expect(spin()).toHaveValue('1\u202f235');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('no "fr-CH" texts');
  });

  it('an invalid step falls back to 1 with a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const user = userEvent.setup();
    render(<NumberInput step={-2} defaultValue={1} />);
    await user.click(spin());
    await user.keyboard('{ArrowUp}');
    expect(spin()).toHaveValue('2');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('step must be a positive number'));
  });

  it('works with react-hook-form register (valueAsNumber): the form gets numbers, the field shows the locale', async () => {
    const user = userEvent.setup();
    const submitted = vi.fn();
    function Form() {
      const { register, handleSubmit, setValue } = useForm({ defaultValues: { amount: 1234.5 } });
      return (
        <form onSubmit={handleSubmit(submitted)}>
          <NumberInput label="Betrag" step={0.1} {...register('amount', { valueAsNumber: true })} />
          <button type="submit">Senden</button>
          <button type="button" onClick={() => setValue('amount', 7.5)}>
            Setzen
          </button>
        </form>
      );
    }
    render(<Form />);
    await waitFor(() => expect(spin('Betrag')).toHaveValue('1.234,5'));
    await user.click(spin('Betrag'));
    await user.keyboard('{ArrowUp}');
    expect(spin('Betrag')).toHaveValue('1.234,6');
    await user.click(screen.getByRole('button', { name: 'Senden' }));
    await waitFor(() => expect(submitted).toHaveBeenCalledTimes(1));
    expect(submitted.mock.calls[0]?.[0]).toEqual({ amount: 1234.6 });

    await user.clear(spin('Betrag'));
    await user.type(spin('Betrag'), '2,5');
    await user.click(screen.getByRole('button', { name: 'Senden' }));
    await waitFor(() => expect(submitted).toHaveBeenCalledTimes(2));
    expect(submitted.mock.calls[1]?.[0]).toEqual({ amount: 2.5 });

    await user.click(screen.getByRole('button', { name: 'Setzen' }));
    await user.click(screen.getByRole('button', { name: 'Senden' }));
    await waitFor(() => expect(submitted).toHaveBeenCalledTimes(3));
    expect(submitted.mock.calls[2]?.[0]).toEqual({ amount: 7.5 });
  });

  it('works with react-hook-form Controller (controlled, the mini cart’s quantity)', async () => {
    const user = userEvent.setup();
    const submitted = vi.fn();
    function Form() {
      const { control, handleSubmit } = useForm({ defaultValues: { quantity: 2 } });
      return (
        <form onSubmit={handleSubmit(submitted)}>
          <Controller
            name="quantity"
            control={control}
            render={({ field: { onChange, ...field } }) => (
              <NumberInput {...field} min={1} max={10} onValueChange={onChange} />
            )}
          />
          <button type="submit">Senden</button>
        </form>
      );
    }
    render(<Form />);
    expect(spin()).toHaveValue('2');
    await user.click(plus());
    await user.click(plus());
    expect(spin()).toHaveValue('4');
    await user.click(screen.getByRole('button', { name: 'Senden' }));
    await waitFor(() => expect(submitted).toHaveBeenCalledTimes(1));
    expect(submitted.mock.calls[0]?.[0]).toEqual({ quantity: 4 });
  });

  it('a controlled value follows the parent without taking the comma away while typing', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [n, setN] = useState<number | null>(1);
      return (
        <>
          <NumberInput value={n} onValueChange={setN} step={0.1} />
          <button type="button" onClick={() => setN(5)}>
            Fünf
          </button>
        </>
      );
    }
    render(<Controlled />);
    await user.click(spin());
    await user.keyboard(',');
    expect(spin()).toHaveValue('1,');
    await user.keyboard('5');
    expect(spin()).toHaveValue('1,5');
    await user.click(screen.getByRole('button', { name: 'Fünf' }));
    expect(spin()).toHaveValue('5');
  });

  it('a native form submits the plain number (formdata event)', () => {
    render(
      <form data-testid="form">
        <NumberInput name="amount" step={0.01} defaultValue={1234.5} />
      </form>,
    );
    const form = screen.getByTestId('form') as HTMLFormElement;
    expect(spin()).toHaveValue('1.234,5');
    const data = new FormData(form);
    form.dispatchEvent(Object.assign(new Event('formdata'), { formData: data }));
    expect(data.get('amount')).toBe('1234.5');
  });

  it('disabled: no steps, buttons disabled', async () => {
    const user = userEvent.setup();
    render(<NumberInput disabled defaultValue={2} />);
    expect(spin()).toBeDisabled();
    expect(minus()).toBeDisabled();
    expect(plus()).toBeDisabled();
    await user.tab();
    expect(spin()).not.toHaveFocus();
  });

  it('an error from outside wins', () => {
    render(<NumberInput error="Nicht mehr vorrätig." defaultValue={2} />);
    expect(spin()).toHaveAttribute('aria-invalid', 'true');
    expect(spin()).toHaveAccessibleDescription('Nicht mehr vorrätig.');
  });

  it('forwards its ref and native props to the <input>', () => {
    const ref = createRef<HTMLInputElement>();
    render(<NumberInput ref={ref} data-testid="n" name="qty" className="layout" />);
    expect(ref.current).toBe(screen.getByTestId('n'));
    expect(ref.current).toHaveAttribute('name', 'qty');
    expect(ref.current?.closest('.layout')).not.toBeNull();
  });

  it('a value written through the ref (a plain number) is shown in the locale’s format', async () => {
    const ref = createRef<HTMLInputElement>();
    const { rerender } = render(<NumberInput ref={ref} step={0.5} />);
    await act(async () => {
      ref.current!.value = '1234.5';
    });
    rerender(<NumberInput ref={ref} step={0.5} />);
    expect(spin()).toHaveValue('1.234,5');
  });

  it('renders on the server with its value and range', () => {
    const html = renderToString(
      <FormTextsProvider locale="de-CH">
        <NumberInput name="qty" min={1} max={99} defaultValue={1234} />
      </FormTextsProvider>,
    );
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const input = doc.querySelector('input')!;
    expect(input.getAttribute('role')).toBe('spinbutton');
    expect(input.getAttribute('value')).toBe("1'234");
    expect(doc.querySelectorAll('button')).toHaveLength(2);
    expect(doc.querySelector('button')?.getAttribute('aria-label')).toBe('Anzahl verringern');
  });
});

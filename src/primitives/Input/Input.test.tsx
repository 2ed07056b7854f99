import { createRef, useState, type ChangeEvent, type FocusEvent, type Ref } from 'react';
import { renderToString } from 'react-dom/server';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { useForm } from 'react-hook-form';
import { inputStates, type InputState } from '../../../design-tokens';
import { Input } from './Input';

const describedIds = (el: HTMLElement) => (el.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
const descriptionTexts = (el: HTMLElement) => describedIds(el).map((id) => document.getElementById(id)?.textContent);

describe('Input', () => {
  it('is a text box named by its visible label; typing and Tab work', async () => {
    const user = userEvent.setup();
    render(<Input label="E-Mail-Adresse" />);
    const box = screen.getByRole('textbox', { name: 'E-Mail-Adresse' });
    expect(box).toHaveAttribute('type', 'text');
    expect(screen.getByText('E-Mail-Adresse').tagName).toBe('LABEL');
    await user.tab();
    expect(box).toHaveFocus();
    await user.keyboard('kaffee@example.org');
    expect(box).toHaveValue('kaffee@example.org');
  });

  it('clicking the label focuses the field', async () => {
    const user = userEvent.setup();
    render(<Input label="Vorname" />);
    await user.click(screen.getByText('Vorname'));
    expect(screen.getByRole('textbox', { name: 'Vorname' })).toHaveFocus();
  });

  it.each(inputStates)('renders state %s with its recipe class', (state) => {
    render(<Input label="Feld" state={state} error="Fehler" />);
    expect(screen.getByRole('textbox').className).toMatch(new RegExp(`state_${state}`));
    expect(screen.getByRole('textbox').parentElement!.className).toMatch(new RegExp(`state_${state}`));
  });

  it('the error state sets aria-invalid and describes the field with hint and error, hint first', () => {
    render(
      <Input
        label="E-Mail-Adresse"
        hint="Wir schicken Ihnen eine Bestätigung."
        state="error"
        error="Bitte geben Sie eine gültige E-Mail-Adresse ein."
      />,
    );
    const box = screen.getByRole('textbox', { name: 'E-Mail-Adresse' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription(
      'Wir schicken Ihnen eine Bestätigung. Bitte geben Sie eine gültige E-Mail-Adresse ein.',
    );
    expect(descriptionTexts(box)).toEqual([
      'Wir schicken Ihnen eine Bestätigung.',
      'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
    ]);
  });

  it('an error text alone puts the field in the error state', () => {
    render(<Input label="E-Mail-Adresse" error="Die E-Mail-Adresse ist ein Pflichtfeld." />);
    const box = screen.getByRole('textbox');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Die E-Mail-Adresse ist ein Pflichtfeld.');
  });

  it('outside the error state there is no aria-invalid and no error text', () => {
    render(<Input label="E-Mail-Adresse" state="default" error="Versteckt" hint="Hinweis" />);
    const box = screen.getByRole('textbox');
    expect(box).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Versteckt')).toBeNull();
    expect(box).toHaveAccessibleDescription('Hinweis');
  });

  it('ids are unique per field', () => {
    render(
      <>
        <Input label="Eins" hint="Hinweis eins" />
        <Input label="Zwei" hint="Hinweis zwei" />
      </>,
    );
    const [a, b] = screen.getAllByRole('textbox') as [HTMLElement, HTMLElement];
    expect(a.id).not.toBe(b.id);
    expect(a).toHaveAccessibleDescription('Hinweis eins');
    expect(b).toHaveAccessibleDescription('Hinweis zwei');
  });

  it('the valid state shows a check icon and its optional text', () => {
    const { rerender } = render(<Input label="E-Mail-Adresse" state="valid" validText="Sieht gut aus." />);
    const box = screen.getByRole('textbox');
    expect(box).not.toHaveAttribute('aria-invalid');
    expect(box).toHaveAccessibleDescription('Sieht gut aus.');
    expect(document.querySelectorAll('svg[data-icon="check"]').length).toBeGreaterThan(0);
    rerender(<Input label="E-Mail-Adresse" state="valid" />);
    expect(screen.getByRole('textbox')).not.toHaveAttribute('aria-describedby');
    expect(document.querySelector('svg[data-icon="check"]')).toHaveAttribute('aria-hidden', 'true');
  });

  it('required: native required and a visible "*" hidden from assistive technology', () => {
    render(<Input label="Vorname" required />);
    const box = screen.getByRole('textbox', { name: 'Vorname' });
    expect(box).toBeRequired();
    const marker = screen.getByText('*');
    expect(marker).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('Vorname').tagName).toBe('LABEL');
  });

  it('passes maxLength through and, with showCount, counts what is typed', async () => {
    const user = userEvent.setup();
    render(<Input label="Vorname" maxLength={40} showCount />);
    const box = screen.getByRole('textbox');
    expect(box).toHaveAttribute('maxlength', '40');
    expect(screen.getByText('0/40')).toBeInTheDocument();
    expect(box).toHaveAccessibleDescription('0/40');
    await user.type(box, 'Anna');
    expect(screen.getByText('4/40')).toBeInTheDocument();
  });

  it('the counter follows values set through the ref and form resets, and a controlled value', async () => {
    const ref = createRef<HTMLInputElement>();
    const { rerender } = render(
      <form>
        <Input ref={ref} label="Vorname" maxLength={10} showCount defaultValue="Jo" />
      </form>,
    );
    expect(screen.getByText('2/10')).toBeInTheDocument();
    await userEvent.setup().type(screen.getByRole('textbox'), 'hanna');
    expect(screen.getByText('7/10')).toBeInTheDocument();
    await act(async () => {
      ref.current?.form?.reset();
    });
    expect(screen.getByText('2/10')).toBeInTheDocument();

    rerender(
      <form>
        <Input key="controlled" label="Vorname" maxLength={10} showCount value="Kai" onChange={() => {}} />
      </form>,
    );
    expect(screen.getByText('3/10')).toBeInTheDocument();
  });

  it('showCount without maxLength leaves the counter out and warns', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(<Input label="Vorname" showCount />);
    expect(screen.getByRole('textbox')).not.toHaveAttribute('aria-describedby');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/maxLength/);
  });

  it('disabled cannot be focused or typed in', async () => {
    const user = userEvent.setup();
    render(<Input label="Vorname" disabled defaultValue="Anna" />);
    const box = screen.getByRole('textbox');
    expect(box).toBeDisabled();
    await user.tab();
    expect(box).not.toHaveFocus();
    await user.type(box, 'x');
    expect(box).toHaveValue('Anna');
  });

  it('works with a register-like object: ref, name, onChange and onBlur reach the <input>', async () => {
    const user = userEvent.setup();
    const fields = new Map<string, HTMLInputElement>();
    const values: Record<string, string> = {};
    const touched: string[] = [];
    // The shape react-hook-form's register(name) returns.
    const register = (name: string) => ({
      name,
      ref: ((el: HTMLInputElement | null) => {
        if (el) fields.set(name, el);
      }) as Ref<HTMLInputElement>,
      onChange: async (e: ChangeEvent<HTMLInputElement>) => {
        values[e.target.name] = e.target.value;
      },
      onBlur: async (e: FocusEvent<HTMLInputElement>) => {
        touched.push(e.target.name);
      },
    });
    render(<Input label="E-Mail-Adresse" type="email" {...register('email')} />);
    const box = screen.getByRole('textbox', { name: 'E-Mail-Adresse' });
    expect(fields.get('email')).toBe(box);
    expect(box).toHaveAttribute('name', 'email');
    expect(box).toHaveAttribute('type', 'email');
    await user.type(box, 'a@b.de');
    expect(values.email).toBe('a@b.de');
    await user.tab();
    expect(touched).toEqual(['email']);
    // A value set through the ref (react-hook-form's setValue / defaultValues) lands in the field.
    fields.get('email')!.value = 'neu@example.org';
    expect(box).toHaveValue('neu@example.org');
  });

  it('works with react-hook-form: defaults through the ref, validation on blur, submit', async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    function NewsletterForm() {
      const {
        register,
        handleSubmit,
        formState: { errors },
      } = useForm({ defaultValues: { email: 'kaffee@' }, mode: 'onBlur' });
      return (
        <form onSubmit={handleSubmit((data) => onValid(data))}>
          <Input
            label="E-Mail-Adresse"
            type="email"
            maxLength={256}
            showCount
            error={errors.email?.message}
            {...register('email', {
              required: 'Die E-Mail-Adresse ist ein Pflichtfeld.',
              pattern: {
                value: /^[^@\s]+@[^@\s]+\.[^@\s]+$/,
                message: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
              },
            })}
          />
          <button type="submit">Anmelden</button>
        </form>
      );
    }
    render(<NewsletterForm />);
    const box = screen.getByRole('textbox', { name: 'E-Mail-Adresse' });
    expect(box).toHaveValue('kaffee@');
    expect(screen.getByText('7/256')).toBeInTheDocument();
    await user.click(box);
    await user.tab();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription(/Bitte geben Sie eine gültige E-Mail-Adresse ein\./);
    await user.type(box, 'example.org');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(onValid).toHaveBeenCalledWith({ email: 'kaffee@example.org' });
    expect(box).not.toHaveAttribute('aria-invalid');
  });

  it('forwards an object ref and spreads native props onto the <input>; className goes on the wrapper', () => {
    const ref = createRef<HTMLInputElement>();
    render(
      <Input
        ref={ref}
        label="Suche"
        className="layout"
        placeholder="Wonach suchen Sie?"
        autoComplete="off"
        data-testid="i"
        aria-describedby="extern"
      />,
    );
    const box = screen.getByTestId('i');
    expect(ref.current).toBe(box);
    expect(box).toHaveAttribute('placeholder', 'Wonach suchen Sie?');
    expect(box).toHaveAttribute('autocomplete', 'off');
    expect(describedIds(box)).toEqual(['extern']);
    expect(box.closest('.layout')).not.toBeNull();
    expect(box.className).not.toMatch(/layout/);
  });

  it('works controlled', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [v, setV] = useState('');
      return <Input label="PLZ" value={v} onChange={(e) => setV(e.target.value.replace(/\D/g, ''))} />;
    }
    render(<Controlled />);
    await user.type(screen.getByRole('textbox'), '1a2b3');
    expect(screen.getByRole('textbox')).toHaveValue('123');
  });

  it('falls back to the default state with one warning for an unknown state', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const bad = { state: 'shiny' } as unknown as { state: InputState };
    render(
      <>
        <Input label="Eins" {...bad} />
        <Input label="Zwei" {...bad} />
      </>,
    );
    for (const box of screen.getAllByRole('textbox')) {
      expect(box.className).toMatch(/state_default/);
      expect(box).not.toHaveAttribute('aria-invalid');
    }
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('unknown state "shiny"; using "default"');
  });

  it('slots render inside the box around the field, in order: start slot, field, end slot', () => {
    render(
      <Input
        label="Gutscheincode"
        startSlot={<span data-testid="start">#</span>}
        endSlot={<button type="button">Einlösen</button>}
        state="valid"
      />,
    );
    const box = screen.getByRole('textbox', { name: 'Gutscheincode' });
    const control = box.parentElement!;
    const start = screen.getByTestId('start');
    const end = screen.getByRole('button', { name: 'Einlösen' });
    expect(control).toContainElement(start);
    expect(control).toContainElement(end);
    expect(control.className).toMatch(/control/);
    const order = Array.from(control.querySelectorAll('[data-testid="start"], input, svg, button'));
    expect(order).toEqual([start, box, control.querySelector('svg[data-icon="check"]'), end]);
    expect(screen.getByText('Gutscheincode').closest('label')).not.toContainElement(end);
  });

  it('without slots the box holds only the field', () => {
    render(<Input label="Vorname" startSlot={null} endSlot="" />);
    const box = screen.getByRole('textbox');
    expect(box.parentElement!.children).toHaveLength(1);
  });

  it('clicking a slot button runs it and does not steal the label association', async () => {
    const user = userEvent.setup();
    const redeem = vi.fn();
    const clear = vi.fn();
    render(
      <Input
        label="Gutscheincode"
        startSlot={
          <button type="button" onClick={clear}>
            Leeren
          </button>
        }
        endSlot={
          <button type="button" onClick={redeem}>
            Einlösen
          </button>
        }
      />,
    );
    const box = screen.getByRole('textbox', { name: 'Gutscheincode' });
    await user.click(screen.getByRole('button', { name: 'Einlösen' }));
    expect(redeem).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Einlösen' })).toHaveFocus();
    // The label still names and focuses the field, and a click on it does not reach the slot buttons.
    expect(screen.getByRole('textbox', { name: 'Gutscheincode' })).toBe(box);
    expect(screen.getByRole('button', { name: 'Leeren' })).toHaveAccessibleName('Leeren');
    await user.click(screen.getByText('Gutscheincode'));
    expect(box).toHaveFocus();
    expect(redeem).toHaveBeenCalledTimes(1);
    expect(clear).not.toHaveBeenCalled();
    // Tab order: start slot, field, end slot.
    await user.click(screen.getByRole('button', { name: 'Leeren' }));
    expect(clear).toHaveBeenCalledTimes(1);
    await user.tab();
    expect(box).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Einlösen' })).toHaveFocus();
  });

  it('a press on the box outside its controls puts the caret in the field, unless it is disabled', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Input label="Betrag" startSlot={<span>EUR</span>} />);
    await user.click(screen.getByText('EUR'));
    expect(screen.getByRole('textbox')).toHaveFocus();
    await user.tab();
    await user.click(screen.getByRole('textbox').parentElement!);
    expect(screen.getByRole('textbox')).toHaveFocus();
    await user.tab();
    rerender(<Input label="Betrag" startSlot={<span>EUR</span>} disabled />);
    await user.click(screen.getByText('EUR'));
    expect(screen.getByRole('textbox')).not.toHaveFocus();
  });

  it('hideLabel hides the label visually and keeps it as the accessible name', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Input label="Menge Espresso" hideLabel hint="Höchstens 10" required />);
    const box = screen.getByRole('textbox', { name: 'Menge Espresso' });
    expect(box).toHaveAccessibleDescription('Höchstens 10');
    const label = screen.getByText('Menge Espresso');
    expect(label.tagName).toBe('LABEL');
    expect(label).toHaveAttribute('for', box.id);
    expect(label.className).toMatch(/visuallyHidden/);
    await user.click(label);
    expect(box).toHaveFocus();

    rerender(<Input label="Menge Espresso" hint="Höchstens 10" required />);
    expect(screen.getByText('Menge Espresso').className).not.toMatch(/visuallyHidden/);
    expect(screen.getByRole('textbox', { name: 'Menge Espresso' })).toBe(box);
  });

  it('hideLabel renders on the server as a hidden <label> by class, with no style attribute', () => {
    const html = renderToString(<Input label="Menge" hideLabel endSlot={<button type="button">+</button>} />);
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const box = doc.querySelector('input')!;
    const label = doc.querySelector(`label[for="${box.id}"]`)!;
    expect(label.textContent).toBe('Menge');
    expect(label.className).toMatch(/visuallyHidden/);
    expect(html).not.toContain('style=');
    expect(box.parentElement!.querySelector('button')?.textContent).toBe('+');
  });

  it('renders on the server with label, description and invalid state wired', () => {
    const html = renderToString(
      <Input label="E-Mail-Adresse" hint="Hinweis" error="Fehler" required maxLength={256} showCount />,
    );
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const box = doc.querySelector('input')!;
    expect(doc.querySelector(`label[for="${box.id}"]`)?.textContent).toBe('E-Mail-Adresse*');
    expect(box.getAttribute('aria-invalid')).toBe('true');
    const ids = box.getAttribute('aria-describedby')!.split(' ');
    expect(ids.map((id) => doc.getElementById(id)?.textContent)).toEqual(['Hinweis', 'Fehler', '0/256']);
  });
});

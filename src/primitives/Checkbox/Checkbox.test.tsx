import { createRef, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { vi } from 'vitest';
import { checkboxStates, requiredMarker, type CheckboxState } from '../../../design-tokens';
import { Checkbox, type CheckboxProps } from './Checkbox';

describe('Checkbox', () => {
  it('is a checkbox named by its visible label; Space toggles it, Enter does not', async () => {
    const user = userEvent.setup();
    const onCheckedChange = vi.fn();
    render(<Checkbox label="Newsletter abonnieren" onCheckedChange={onCheckedChange} />);
    const box = screen.getByRole('checkbox', { name: 'Newsletter abonnieren' });
    expect(box).not.toBeChecked();
    await user.tab();
    expect(box).toHaveFocus();
    await user.keyboard(' ');
    expect(box).toBeChecked();
    await user.keyboard('{Enter}');
    expect(box).toBeChecked();
    await user.keyboard(' ');
    expect(box).not.toBeChecked();
    expect(onCheckedChange.mock.calls).toEqual([[true], [false]]);
  });

  it('takes its label from children too, and clicking the label toggles it', async () => {
    const user = userEvent.setup();
    render(
      <Checkbox>
        Ich bin mit den <a href="/privacy">Datenschutzhinweisen</a> einverstanden.
      </Checkbox>,
    );
    const box = screen.getByRole('checkbox', { name: 'Ich bin mit den Datenschutzhinweisen einverstanden.' });
    await user.click(screen.getByText(/Ich bin mit den/));
    expect(box).toBeChecked();
    await user.click(box);
    expect(box).not.toBeChecked();
  });

  it('works uncontrolled from defaultChecked', async () => {
    const user = userEvent.setup();
    render(<Checkbox label="Merken" defaultChecked />);
    const box = screen.getByRole('checkbox');
    expect(box).toBeChecked();
    await user.click(box);
    expect(box).not.toBeChecked();
  });

  it('works controlled: shows `checked` and reports changes through onCheckedChange', async () => {
    const user = userEvent.setup();
    const onCheckedChange = vi.fn();
    const { rerender } = render(<Checkbox label="Merken" checked={false} onCheckedChange={onCheckedChange} />);
    const box = screen.getByRole('checkbox');
    await user.click(box);
    expect(onCheckedChange).toHaveBeenCalledWith(true);
    expect(box).not.toBeChecked();
    rerender(<Checkbox label="Merken" checked onCheckedChange={onCheckedChange} />);
    expect(box).toBeChecked();

    function Controlled() {
      const [checked, setChecked] = useState(false);
      return <Checkbox label="Gesteuert" checked={checked} onCheckedChange={setChecked} />;
    }
    render(<Controlled />);
    const controlled = screen.getByRole('checkbox', { name: 'Gesteuert' });
    await user.click(controlled);
    expect(controlled).toBeChecked();
  });

  it('indeterminate is the DOM property (read as "mixed"); activating it checks the box', async () => {
    const user = userEvent.setup();
    const onCheckedChange = vi.fn();
    const { rerender } = render(<Checkbox label="Alle auswählen" indeterminate onCheckedChange={onCheckedChange} />);
    const box = screen.getByRole<HTMLInputElement>('checkbox', { name: 'Alle auswählen' });
    expect(box).toBePartiallyChecked();
    expect(box.indeterminate).toBe(true);
    box.focus();
    await user.keyboard(' ');
    expect(box).not.toBePartiallyChecked();
    expect(box).toBeChecked();
    expect(onCheckedChange).toHaveBeenCalledWith(true);
    // A render that leaves the prop as it was does not bring the dash back over the user's choice.
    rerender(<Checkbox label="Alle auswählen" indeterminate onCheckedChange={onCheckedChange} />);
    expect(box).not.toBePartiallyChecked();
    rerender(<Checkbox label="Alle auswählen" indeterminate={false} onCheckedChange={onCheckedChange} />);
    rerender(<Checkbox label="Alle auswählen" indeterminate onCheckedChange={onCheckedChange} />);
    expect(box).toBePartiallyChecked();
  });

  it('is a native checkbox input with the box drawn beside it for the eye only', () => {
    render(<Checkbox label="Merken" />);
    const box = screen.getByRole('checkbox', { name: 'Merken' });
    expect(box.tagName).toBe('INPUT');
    expect(box).toHaveAttribute('type', 'checkbox');
    expect(document.querySelectorAll('input')).toHaveLength(1);
    expect(box.nextElementSibling).toHaveAttribute('aria-hidden', 'true');
  });

  it.each(checkboxStates)('renders state %s with its recipe class', (state) => {
    render(<Checkbox label="Feld" state={state} error="Fehler" />);
    expect(screen.getByRole('checkbox').className).toMatch(new RegExp(`state_${state}`));
  });

  it('an error sets aria-invalid and describes the checkbox with the error text', () => {
    render(
      <Checkbox
        label="Ich stimme zu"
        required
        aria-describedby="extern"
        error="Bitte stimmen Sie dem Erhalt kommerzieller elektronischer Nachrichten zu."
      />,
    );
    const box = screen.getByRole('checkbox', { name: 'Ich stimme zu' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    const ids = (box.getAttribute('aria-describedby') ?? '').split(' ');
    expect(ids[0]).toBe('extern');
    expect(document.getElementById(ids[1]!)).toHaveTextContent(
      'Bitte stimmen Sie dem Erhalt kommerzieller elektronischer Nachrichten zu.',
    );
  });

  it('without an error has no aria-invalid and no description', () => {
    render(<Checkbox label="Ich stimme zu" />);
    const box = screen.getByRole('checkbox');
    expect(box).not.toHaveAttribute('aria-invalid');
    expect(box).not.toHaveAttribute('aria-describedby');
  });

  it('required: native required and a visible "*" hidden from assistive technology', () => {
    render(<Checkbox label="Einwilligung" required />);
    const box = screen.getByRole('checkbox', { name: 'Einwilligung' });
    expect(box).toBeRequired();
    expect(screen.getByText(requiredMarker)).toHaveAttribute('aria-hidden', 'true');
  });

  it('a hint describes the checkbox, before the error', () => {
    render(<Checkbox label="Angebote per E-Mail" hint="Jederzeit abbestellbar." error="Bitte zustimmen." />);
    expect(screen.getByRole('checkbox')).toHaveAccessibleDescription('Jederzeit abbestellbar. Bitte zustimmen.');
  });

  it('disabled cannot be focused or toggled, by click, label or keyboard', async () => {
    const user = userEvent.setup();
    render(<Checkbox label="Nicht verfügbar" disabled />);
    const box = screen.getByRole('checkbox');
    expect(box).toBeDisabled();
    await user.tab();
    expect(box).not.toHaveFocus();
    await user.click(box);
    await user.click(screen.getByText('Nicht verfügbar'));
    expect(box).not.toBeChecked();
  });

  it('submits name=value in a native form when checked, nothing when not', async () => {
    const user = userEvent.setup();
    const submitted: Array<[string, FormDataEntryValue][]> = [];
    render(
      <form
        onSubmit={(e) => {
          e.preventDefault();
          submitted.push([...new FormData(e.currentTarget).entries()]);
        }}
      >
        <Checkbox label="Newsletter" name="newsletter" value="yes" />
        <button type="submit">Absenden</button>
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Absenden' }));
    await user.click(screen.getByRole('checkbox', { name: 'Newsletter' }));
    await user.click(screen.getByRole('button', { name: 'Absenden' }));
    expect(submitted).toEqual([[], [['newsletter', 'yes']]]);
  });

  it('works with react-hook-form: register, submit and reset', async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    let reset: () => void = () => {};
    function ConsentForm() {
      const form = useForm({ defaultValues: { newsletter: false, offers: true } });
      reset = () => form.reset();
      return (
        <form onSubmit={form.handleSubmit((data) => onValid(data))}>
          <Checkbox label="Newsletter" {...form.register('newsletter')} />
          <Checkbox label="Angebote" {...form.register('offers')} />
          <button type="submit">Speichern</button>
        </form>
      );
    }
    render(<ConsentForm />);
    const newsletter = screen.getByRole('checkbox', { name: 'Newsletter' });
    const offers = screen.getByRole('checkbox', { name: 'Angebote' });
    expect(newsletter).not.toBeChecked();
    expect(offers).toBeChecked();
    await user.click(newsletter);
    await user.click(offers);
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(onValid).toHaveBeenLastCalledWith({ newsletter: true, offers: false });
    await act(async () => reset());
    expect(newsletter).not.toBeChecked();
    expect(offers).toBeChecked();
  });

  it('forwards its ref to the checkbox and spreads props onto it; className goes on the wrapper', () => {
    const ref = createRef<HTMLInputElement>();
    render(<Checkbox ref={ref} label="Merken" className="layout" data-testid="c" />);
    const box = screen.getByRole('checkbox');
    expect(ref.current).toBe(box);
    expect(box).toHaveAttribute('data-testid', 'c');
    expect(box.closest('.layout')).not.toBeNull();
    expect(box.className).not.toMatch(/layout/);
  });

  it('falls back to the default state with one warning for an unknown state', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const bad = { state: 'shiny' } as unknown as { state: CheckboxState };
    render(
      <>
        <Checkbox label="Eins" {...bad} />
        <Checkbox label="Zwei" {...bad} />
      </>,
    );
    for (const box of screen.getAllByRole('checkbox')) expect(box.className).toMatch(/state_default/);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('unknown state "shiny"; using "default"');
  });

  it('warns when it has no label at all, but not when named by aria-label', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(<Checkbox {...({} as CheckboxProps)} />);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/no label/);
    render(<Checkbox {...({ 'aria-label': 'Zeile auswählen' } as unknown as CheckboxProps)} />);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('checkbox', { name: 'Zeile auswählen' })).toBeInTheDocument();
  });

  it('renders on the server as a checked native input with its label and error, and no style attribute', () => {
    const html = renderToString(
      <form>
        <Checkbox label="Newsletter" name="newsletter" defaultChecked required error="Pflichtfeld" />
      </form>,
    );
    expect(html).not.toContain('style=');
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const box = doc.querySelector('input')!;
    expect(box.getAttribute('type')).toBe('checkbox');
    expect(box.hasAttribute('checked')).toBe(true);
    expect(box.hasAttribute('required')).toBe(true);
    expect(box.getAttribute('name')).toBe('newsletter');
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(doc.querySelector(`label[for="${box.id}"]`)?.textContent).toBe(`Newsletter${requiredMarker}`);
    expect(doc.getElementById(box.getAttribute('aria-describedby')!)?.textContent).toBe('Pflichtfeld');
    expect(doc.querySelectorAll('input')).toHaveLength(1);
  });
});

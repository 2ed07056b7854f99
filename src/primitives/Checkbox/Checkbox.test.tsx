import { createRef, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { checkboxStates, type CheckboxState } from '../../../design-tokens';
import { Checkbox, type CheckboxProps, type CheckedState } from './Checkbox';

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
      const [checked, setChecked] = useState<CheckedState>(false);
      return <Checkbox label="Gesteuert" checked={checked} onCheckedChange={setChecked} />;
    }
    render(<Controlled />);
    const controlled = screen.getByRole('checkbox', { name: 'Gesteuert' });
    await user.click(controlled);
    expect(controlled).toBeChecked();
  });

  it('indeterminate is aria-checked="mixed" with a dash, and becomes checked when activated', async () => {
    const user = userEvent.setup();
    render(<Checkbox label="Alle auswählen" defaultChecked="indeterminate" />);
    const box = screen.getByRole('checkbox');
    expect(box).toHaveAttribute('aria-checked', 'mixed');
    expect(box).toHaveAttribute('data-state', 'indeterminate');
    await user.click(box);
    expect(box).toHaveAttribute('aria-checked', 'true');
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

  it('required: aria-required and a visible "*" hidden from assistive technology', () => {
    render(<Checkbox label="Einwilligung" required />);
    const box = screen.getByRole('checkbox', { name: 'Einwilligung' });
    expect(box).toHaveAttribute('aria-required', 'true');
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
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

  it('forwards its ref to the checkbox and spreads props onto it; className goes on the wrapper', () => {
    const ref = createRef<HTMLButtonElement>();
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

  it('renders on the server, labelled and with its form input', () => {
    const html = renderToString(
      <form>
        <Checkbox label="Newsletter" name="newsletter" defaultChecked required error="Pflichtfeld" />
      </form>,
    );
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const box = doc.querySelector('[role="checkbox"]')!;
    expect(box.getAttribute('aria-checked')).toBe('true');
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(doc.querySelector(`label[for="${box.id}"]`)?.textContent).toBe('Newsletter*');
    expect(doc.getElementById(box.getAttribute('aria-describedby')!)?.textContent).toBe('Pflichtfeld');
    expect(doc.querySelector('input[type="checkbox"]')?.getAttribute('name')).toBe('newsletter');
  });
});

import { createRef, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { requiredMarker } from '../../../design-tokens';
import { setNonce } from 'get-nonce';
import { Select, type SelectOption } from './Select';

// Radix Select calls pointer-capture and scrollIntoView, which happy-dom does not implement. Shims for this file only.
const proto = Element.prototype as unknown as Record<string, unknown>;
const shims: Record<string, unknown> = {
  hasPointerCapture: () => false,
  setPointerCapture: () => {},
  releasePointerCapture: () => {},
  scrollIntoView: () => {},
};
const originals = Object.fromEntries(Object.keys(shims).map((k) => [k, proto[k]]));
beforeAll(() => {
  for (const [k, fn] of Object.entries(shims)) if (typeof proto[k] !== 'function') proto[k] = fn;
});
afterAll(() => {
  for (const [k, fn] of Object.entries(originals)) proto[k] = fn;
});

const tests: SelectOption[] = [
  { value: 'none', label: 'Keiner' },
  { value: 'header-2025', label: 'Neuer Header' },
  { value: 'checkout-b', label: 'Checkout B', disabled: true },
  { value: 'teaser', label: 'Teaser-Reihenfolge' },
];

describe('Select', () => {
  it("gives the listbox's style element the page's CSP nonce (get-nonce's setNonce), so a strict CSP allows it", async () => {
    setNonce('nonce-select-test');
    const user = userEvent.setup();
    render(<Select label="A/B-Test" placeholder="A/B-Test wählen" options={tests} />);
    screen.getByRole('combobox', { name: 'A/B-Test' }).focus();
    await user.keyboard('{Enter}');
    const styles = [...document.querySelectorAll('style')];
    const viewportStyle = styles.find((style) => style.textContent?.includes('data-radix-select-viewport'));
    expect(viewportStyle).toHaveAttribute('nonce', 'nonce-select-test');
  });

  it('is a combobox named by its visible label, showing the placeholder until a value is chosen', () => {
    render(<Select label="A/B-Test" placeholder="A/B-Test wählen" options={tests} />);
    const combo = screen.getByRole('combobox', { name: 'A/B-Test' });
    expect(combo).toHaveTextContent('A/B-Test wählen');
    expect(combo).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('A/B-Test', { selector: 'label' })).toHaveAttribute('for', combo.id);
  });

  it('opens with Enter, moves with the arrows (skipping disabled options), selects with Enter', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Select label="A/B-Test" placeholder="A/B-Test wählen" options={tests} onValueChange={onValueChange} />);
    const combo = screen.getByRole('combobox', { name: 'A/B-Test' });

    await user.tab();
    expect(combo).toHaveFocus();
    await user.keyboard('{Enter}');
    const listbox = await screen.findByRole('listbox', { name: 'A/B-Test' });
    expect(combo).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(tests.map((o) => o.label));
    expect(screen.getByRole('option', { name: 'Checkout B' })).toHaveAttribute('aria-disabled', 'true');

    await waitFor(() => expect(screen.getByRole('option', { name: 'Keiner' })).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: 'Neuer Header' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: 'Teaser-Reihenfolge' })).toHaveFocus(); // disabled one skipped
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('option', { name: 'Neuer Header' })).toHaveFocus();
    await user.keyboard('{Enter}');

    expect(onValueChange).toHaveBeenCalledWith('header-2025');
    await waitFor(() => expect(listbox).not.toBeInTheDocument());
    expect(combo).toHaveTextContent('Neuer Header');
    expect(combo).toHaveFocus();
  });

  it('opens with Space and ArrowDown too, and Escape closes without changing the value', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Select label="Gruppe" defaultValue="teaser" options={tests} onValueChange={onValueChange} />);
    const combo = screen.getByRole('combobox', { name: 'Gruppe' });
    combo.focus();

    await user.keyboard(' ');
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('option', { name: 'Teaser-Reihenfolge' })).toHaveFocus());
    expect(screen.getByRole('option', { name: 'Teaser-Reihenfolge' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    expect(combo).toHaveFocus();

    await user.keyboard('{ArrowDown}');
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    expect(onValueChange).not.toHaveBeenCalled();
    expect(combo).toHaveTextContent('Teaser-Reihenfolge');
  });

  it('takes the trigger out of the tab order while the listbox is open (the rest of the page is aria-hidden)', async () => {
    const user = userEvent.setup();
    render(<Select label="Gruppe" options={tests} />);
    const combo = screen.getByRole('combobox');
    combo.focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('listbox');
    expect(combo).toHaveAttribute('tabindex', '-1');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(combo).not.toHaveAttribute('tabindex'));
  });

  it('shows an error: aria-invalid, and the text describes the trigger', () => {
    render(<Select label="Gruppe" options={tests} error="Pflichtfeld" />);
    const combo = screen.getByRole('combobox', { name: 'Gruppe' });
    expect(combo).toHaveAttribute('aria-invalid', 'true');
    expect(combo).toHaveAccessibleDescription('Pflichtfeld');
    expect(combo.className).toMatch(/state_error/);
  });

  it('without an error is neither invalid nor described', () => {
    render(<Select label="Gruppe" options={tests} />);
    const combo = screen.getByRole('combobox');
    expect(combo).not.toHaveAttribute('aria-invalid');
    expect(combo).not.toHaveAttribute('aria-describedby');
    expect(combo.className).toMatch(/state_default/);
  });

  it('when disabled cannot be focused or opened', async () => {
    const user = userEvent.setup();
    render(<Select label="Gruppe" options={tests} disabled />);
    const combo = screen.getByRole('combobox', { name: 'Gruppe' });
    expect(combo).toBeDisabled();
    await user.tab();
    expect(combo).not.toHaveFocus();
    await user.click(combo);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('submits its value under `name` in a form', async () => {
    const user = userEvent.setup();
    let submitted: FormData | undefined;
    render(
      <form
        onSubmit={(e) => {
          e.preventDefault();
          submitted = new FormData(e.currentTarget);
        }}
      >
        <Select label="A/B-Test" name="abTest" defaultValue="teaser" options={tests} />
        <button type="submit">Setzen</button>
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Setzen' }));
    expect(submitted?.get('abTest')).toBe('teaser');
  });

  it('required: aria-required on the combobox, required on the native select, and the marker for the eye only', () => {
    const { container } = render(<Select label="Anrede" options={tests} required name="salutation" />);
    const combo = screen.getByRole('combobox', { name: 'Anrede' });
    expect(combo).toBeRequired();
    expect(combo).toHaveAttribute('aria-required', 'true');
    expect(screen.getByText(requiredMarker)).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText(requiredMarker).closest('label')).toHaveAttribute('for', combo.id);
    const native = container.querySelector<HTMLSelectElement>('select[name="salutation"]')!;
    expect(native).toBeRequired();
    // Nothing chosen: the empty value, on an option with a label (an empty option without one is invalid HTML).
    expect(native.value).toBe('');
    expect(native.options[0]).toHaveAttribute('label', ' ');
  });

  it('required: the native select starts with the empty placeholder option even with a value chosen', () => {
    // A required single select must have a placeholder label option first (empty value): valid HTML.
    const { container } = render(
      <Select label="Anrede" options={tests} required name="salutation" defaultValue="teaser" />,
    );
    const native = container.querySelector<HTMLSelectElement>('select[name="salutation"]')!;
    expect([...native.options].map((o) => o.value)).toEqual(['', ...tests.map((o) => o.value)]);
    expect(native.value).toBe('teaser');
  });

  it('a hint describes the trigger, before the error', () => {
    render(<Select label="Gruppe" options={tests} hint="Nur aktive Tests." error="Required" />);
    expect(screen.getByRole('combobox')).toHaveAccessibleDescription('Nur aktive Tests. Required');
  });

  it('the hidden native select follows the value, takes autofill, and comes back after a form reset', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    const { container } = render(
      <form>
        <Select label="A/B-Test" name="abTest" defaultValue="teaser" options={tests} onValueChange={onValueChange} />
        <button type="reset">Zurücksetzen</button>
      </form>,
    );
    const form = container.querySelector('form')!;
    const native = container.querySelector<HTMLSelectElement>('select[name="abTest"]')!;
    const combo = screen.getByRole('combobox', { name: 'A/B-Test' });
    expect(native).toHaveAttribute('aria-hidden', 'true');
    expect(native).toHaveAttribute('tabindex', '-1');
    expect([...native.options].map((o) => o.value)).toEqual(tests.map((o) => o.value));
    expect(native.value).toBe('teaser');

    // What a browser's autofill does: set the native select and fire change.
    fireEvent.change(native, { target: { value: 'header-2025' } });
    expect(combo).toHaveTextContent('Neuer Header');
    expect(onValueChange).toHaveBeenCalledWith('header-2025');

    await user.click(screen.getByRole('button', { name: 'Zurücksetzen' }));
    await waitFor(() => expect(combo).toHaveTextContent('Teaser-Reihenfolge'));
    expect(new FormData(form).get('abTest')).toBe('teaser');
    // A reset without a change keeps the value too.
    await act(async () => form.reset());
    expect(new FormData(form).get('abTest')).toBe('teaser');
  });

  it('a choice in the listbox reaches the form as one change event of the native select', async () => {
    const user = userEvent.setup();
    const changes: [string, string][] = [];
    render(
      <form
        onChange={(e) => {
          const target = e.target as unknown as HTMLSelectElement;
          changes.push([target.name, target.value]);
        }}
      >
        <Select label="A/B-Test" name="abTest" options={tests} />
      </form>,
    );
    screen.getByRole('combobox').focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Keiner' })).toHaveFocus());
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(screen.getByRole('combobox')).toHaveTextContent('Neuer Header'));
    expect(changes).toEqual([['abTest', 'header-2025']]);
  });

  it('is controlled by value/onValueChange; the empty value shows the placeholder again', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [v, setV] = useState('none');
      return (
        <>
          <Select label="A/B-Test" placeholder="A/B-Test wählen" value={v} onValueChange={setV} options={tests} />
          <button type="button" onClick={() => setV('')}>
            Zurücksetzen
          </button>
        </>
      );
    }
    render(<Controlled />);
    const combo = screen.getByRole('combobox', { name: 'A/B-Test' });
    expect(combo).toHaveTextContent('Keiner');
    await user.click(screen.getByRole('button', { name: 'Zurücksetzen' }));
    expect(combo).toHaveTextContent('A/B-Test wählen');
    expect(combo).toHaveAttribute('data-placeholder');
  });

  it('an unknown value falls back to the placeholder with one warning; empty option values are left out', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(
      <>
        <Select label="Eins" placeholder="Bitte wählen" value="gone" options={tests} />
        <Select label="Zwei" placeholder="Bitte wählen" value="gone" options={tests} />
      </>,
    );
    for (const combo of screen.getAllByRole('combobox')) expect(combo).toHaveTextContent('Bitte wählen');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('Select: unknown value "gone"; using ""');

    warn.mockClear();
    render(<Select label="Drei" options={[{ value: '', label: 'Leer' }, ...tests]} defaultOpen />);
    expect(screen.queryByRole('option', { name: 'Leer' })).not.toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('1 option(s) with an empty value left out'));
  });

  it('forwards its ref to the trigger and spreads native props onto the field', () => {
    const ref = createRef<HTMLButtonElement>();
    render(<Select ref={ref} label="Gruppe" options={tests} data-testid="field" id="group" />);
    expect(ref.current).toBe(screen.getByRole('combobox'));
    expect(ref.current).toHaveAttribute('id', 'group');
    expect(screen.getByTestId('field')).toContainElement(ref.current);
    expect(Select.displayName).toBe('Select');
    expect(Select.Item.displayName).toBe('Select.Item');
  });

  it('the parts compose a custom select with groups', async () => {
    render(
      <Select.Root defaultOpen defaultValue="b">
        <Select.Trigger aria-label="Röstung">
          <Select.Value />
        </Select.Trigger>
        <Select.Content>
          <Select.Group>
            <Select.Label>Hell</Select.Label>
            <Select.Item value="a">Filter</Select.Item>
          </Select.Group>
          <Select.Separator />
          <Select.Group>
            <Select.Label>Dunkel</Select.Label>
            <Select.Item value="b">Espresso</Select.Item>
          </Select.Group>
        </Select.Content>
      </Select.Root>,
    );
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Dunkel' })).toContainElement(
      screen.getByRole('option', { name: 'Espresso' }),
    );
    expect(screen.getByRole('option', { name: 'Espresso' })).toHaveAttribute('aria-selected', 'true');
  });

  it('renders on the server with its label, the chosen option, the error and a complete native select', () => {
    const html = renderToString(
      <form>
        <Select label="A/B-Test" defaultValue="teaser" options={tests} error="Pflichtfeld" name="abTest" required />
      </form>,
    );
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const combo = doc.querySelector('[role="combobox"]')!;
    expect(doc.querySelector(`label[for="${combo.id}"]`)?.textContent).toBe(`A/B-Test${requiredMarker}`);
    expect(combo.textContent).toBe('Teaser-Reihenfolge');
    expect(combo.getAttribute('aria-invalid')).toBe('true');
    expect(combo.getAttribute('aria-required')).toBe('true');
    expect(doc.getElementById(combo.getAttribute('aria-describedby')!)?.textContent).toBe('Pflichtfeld');
    const native = doc.querySelector('select')!;
    expect(native.getAttribute('name')).toBe('abTest');
    expect(native.getAttribute('aria-hidden')).toBe('true');
    expect(native.getAttribute('tabindex')).toBe('-1');
    expect(native.hasAttribute('required')).toBe(true);
    // Required: the empty placeholder option first, then every option.
    expect([...native.querySelectorAll('option')].map((o) => [o.value, o.textContent])).toEqual([
      ['', ''],
      ...tests.map((o) => [o.value, o.label]),
    ]);
    expect(native.querySelector('option[selected]')?.getAttribute('value')).toBe('teaser');
    // The native select is hidden by a class: the field needs no style attribute.
    expect(html).not.toContain('style=');

    const open = renderToString(<Select label="A/B-Test" placeholder="Bitte wählen" options={tests} defaultOpen />);
    expect(open).toContain('aria-expanded="true"');
    expect(open).toContain('Bitte wählen');
  });
});

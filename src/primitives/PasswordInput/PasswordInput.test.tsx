import { createRef } from 'react';
import { renderToString } from 'react-dom/server';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Controller, useForm } from 'react-hook-form';
import { vi } from 'vitest';
import { FormMessagesProvider, FormTextsProvider } from '../formTexts';
import { plPL } from '../formTexts/catalogs/plPL';
import { resetOnceWarnings } from '../internal/warn';
import { PasswordInput } from './PasswordInput';

const field = () =>
  screen.getByLabelText(/^(Passwort|Password|Mot de passe)\*?$/, { selector: 'input' }) as HTMLInputElement;
const strengthStatus = () => screen.getByRole('status');
const segments = (container: HTMLElement) => Array.from(container.querySelectorAll('[aria-hidden="true"] > span'));
const filled = (container: HTMLElement) => segments(container).filter((s) => /filled_true/.test(s.className)).length;

describe('PasswordInput', () => {
  it('is a password field with the de-DE label and requirements by default', () => {
    render(<PasswordInput />);
    const box = field();
    expect(box).toHaveAttribute('type', 'password');
    expect(box).toHaveAttribute('autocomplete', 'new-password');
    expect(box).toHaveAccessibleDescription('Mindestens 8 Zeichen, mit Klein- und Großbuchstaben sowie Ziffern.');
    expect(screen.getByRole('button', { name: 'Passwort anzeigen' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('keyboard only: Tab in, type, hear the score, Tab to the toggle, Space and Enter show and hide', async () => {
    const user = userEvent.setup();
    const { container } = render(<PasswordInput />);
    await user.tab();
    expect(field()).toHaveFocus();

    await user.keyboard('kaffee');
    expect(strengthStatus()).toHaveTextContent('Passwortstärke: zu schwach (0 von 3)');
    expect(filled(container)).toBe(0);
    await user.keyboard('ba');
    expect(strengthStatus()).toHaveTextContent('Passwortstärke: schwach (1 von 3)');
    expect(filled(container)).toBe(1);
    await user.keyboard('1');
    expect(strengthStatus()).toHaveTextContent('Passwortstärke: mittel (2 von 3)');
    await user.keyboard('X');
    expect(strengthStatus()).toHaveTextContent('Passwortstärke: stark (3 von 3)');
    expect(filled(container)).toBe(3);
    expect(field()).toHaveAccessibleDescription(
      'Passwortstärke: stark (3 von 3) Mindestens 8 Zeichen, mit Klein- und Großbuchstaben sowie Ziffern.',
    );

    await user.tab();
    const toggle = screen.getByRole('button', { name: 'Passwort anzeigen' });
    expect(toggle).toHaveFocus();
    await user.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(field()).toHaveAttribute('type', 'text');
    expect(field()).toHaveValue('kaffeeba1X');
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(field()).toHaveAttribute('type', 'password');
  });

  it('announces the score politely, through a status region', () => {
    render(<PasswordInput defaultValue="abcdEFGH" />);
    expect(strengthStatus()).toHaveTextContent('Passwortstärke: mittel (2 von 3)');
    expect(strengthStatus().tagName).toBe('P');
  });

  it.each([
    ['', 0],
    ['abcdefg', 0],
    ['abcdefgh', 1],
    ['abcdEFGH', 2],
    ['abcdefg1', 2],
    ['abcdEFG1', 3],
  ])('%j fills %i segments', (password, count) => {
    const { container } = render(<PasswordInput defaultValue={password} />);
    expect(segments(container)).toHaveLength(3);
    expect(filled(container)).toBe(count);
  });

  it('does not block paste', async () => {
    const user = userEvent.setup();
    render(<PasswordInput />);
    await user.click(field());
    await user.paste('Eingefügt2024');
    expect(field()).toHaveValue('Eingefügt2024');
    expect(strengthStatus()).toHaveTextContent('stark');
  });

  it('a 500-character password is kept, and shown as an error with a message; no exception', async () => {
    const user = userEvent.setup();
    render(<PasswordInput />);
    await user.click(field());
    await user.paste('aB3'.repeat(167).slice(0, 500));
    expect(field()).toHaveValue('aB3'.repeat(167).slice(0, 500));
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Ein Passwort darf höchstens 128 Zeichen lang sein; dieses hat 500.')).toBeInTheDocument();
  });

  it('emoji count as characters and never throw', async () => {
    const user = userEvent.setup();
    const { container } = render(<PasswordInput />);
    await user.click(field());
    await user.paste('🙂☕️👩‍👩‍👧🙂🙂🙂');
    expect(strengthStatus()).toHaveTextContent('zu schwach (0 von 3)');
    await user.paste('Ab1');
    expect(strengthStatus()).toHaveTextContent('stark (3 von 3)');
    expect(filled(container)).toBe(3);
    expect(field()).not.toHaveAttribute('aria-invalid');
  });

  it('hides the password again when its form is submitted', async () => {
    const user = userEvent.setup();
    render(
      <form onSubmit={(e) => e.preventDefault()}>
        <PasswordInput defaultVisible defaultValue="geheim" />
        <button type="submit">Senden</button>
      </form>,
    );
    expect(field()).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Senden' }));
    expect(field()).toHaveAttribute('type', 'password');
  });

  it('for sign-in: no meter, no requirements, current-password', () => {
    render(<PasswordInput showStrength={false} />);
    expect(screen.queryByRole('status')).toBeNull();
    expect(field()).toHaveAttribute('autocomplete', 'current-password');
    expect(field()).not.toHaveAccessibleDescription();
  });

  it('texts follow the locale prop, the provider, and single overrides', () => {
    const { rerender } = render(
      <FormTextsProvider>
        <PasswordInput locale="fr-CH" defaultValue="abcdefgh" />
      </FormTextsProvider>,
    );
    expect(screen.getByRole('button', { name: 'Afficher\u00a0: Mot de passe' })).toHaveTextContent('Afficher');
    // toHaveTextContent folds the no-break space before the colon into a plain one.
    expect(strengthStatus()).toHaveTextContent('Sécurité du mot de passe : faible (1 sur 3)');
    rerender(
      <FormTextsProvider locale="en">
        <PasswordInput defaultValue="abcdefgh" label="New password" texts={{ 'password.show': 'Reveal' }} />
      </FormTextsProvider>,
    );
    expect(screen.getByRole('button', { name: 'Show New password' })).toHaveTextContent('Reveal');
    expect(strengthStatus()).toHaveTextContent('Password strength: weak (1 of 3)');
  });

  it('a locale without a provider that carries it shows de-DE, with one warning to add the provider', () => {
    resetOnceWarnings();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(
      <>
        <PasswordInput locale="cs-CZ" />
        <PasswordInput locale="cs-CZ" />
        <FormMessagesProvider locale="pl-PL" messages={plPL}>
          <PasswordInput locale="cs-CZ" />
          <PasswordInput label="Hasło" />
        </FormMessagesProvider>
      </>,
    );
    expect(screen.getAllByRole('button', { name: 'Passwort anzeigen' })).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Pokaż: Hasło' })).toBeInTheDocument();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/no "cs-CZ" texts .* FormTextsProvider/);
  });

  it('an unknown locale falls back to de-DE with one warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(
      <>
        <PasswordInput locale="xx-XX" />
        <PasswordInput locale="xx-XX" />
      </>,
    );
    expect(screen.getAllByRole('button', { name: 'Passwort anzeigen' })).toHaveLength(2);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('unknown locale "xx-XX"; using "de-DE"');
  });

  it('an error from outside wins, and the field can be disabled', () => {
    render(<PasswordInput error="Bitte geben Sie ein Passwort ein." disabled />);
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(field()).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Passwort anzeigen' })).toBeDisabled();
    expect(screen.getByText('Bitte geben Sie ein Passwort ein.')).toBeInTheDocument();
  });

  it('forwards its ref to the <input> and spreads native props onto it', () => {
    const ref = createRef<HTMLInputElement>();
    render(<PasswordInput ref={ref} name="pw" data-testid="pw" required className="layout" />);
    expect(ref.current).toBe(screen.getByTestId('pw'));
    expect(ref.current).toHaveAttribute('name', 'pw');
    expect(ref.current).toBeRequired();
    expect(ref.current?.closest('.layout')).not.toBeNull();
  });

  it('works with react-hook-form register (uncontrolled): defaults, typing, submit, reset', async () => {
    const user = userEvent.setup();
    const submitted = vi.fn();
    function Form() {
      const { register, handleSubmit, reset } = useForm({ defaultValues: { password: 'abcdefgh' } });
      return (
        <form onSubmit={handleSubmit(submitted)}>
          <PasswordInput {...register('password')} />
          <button type="submit">Senden</button>
          <button type="button" onClick={() => reset()}>
            Zurücksetzen
          </button>
        </form>
      );
    }
    render(<Form />);
    await waitFor(() => expect(field()).toHaveValue('abcdefgh'));
    await waitFor(() => expect(strengthStatus()).toHaveTextContent('schwach (1 von 3)'));
    await user.type(field(), 'X1');
    expect(strengthStatus()).toHaveTextContent('stark (3 von 3)');
    await user.click(screen.getByRole('button', { name: 'Senden' }));
    await waitFor(() => expect(submitted).toHaveBeenCalledTimes(1));
    expect(submitted.mock.calls[0]?.[0]).toEqual({ password: 'abcdefghX1' });
    await user.click(screen.getByRole('button', { name: 'Zurücksetzen' }));
    await waitFor(() => expect(field()).toHaveValue('abcdefgh'));
    await waitFor(() => expect(strengthStatus()).toHaveTextContent('schwach (1 von 3)'));
  });

  it('works with react-hook-form Controller (controlled)', async () => {
    const user = userEvent.setup();
    const submitted = vi.fn();
    function Form() {
      const { control, handleSubmit } = useForm({ defaultValues: { password: '' } });
      return (
        <form onSubmit={handleSubmit(submitted)}>
          <Controller
            name="password"
            control={control}
            rules={{ minLength: 8 }}
            render={({ field: f, fieldState }) => (
              <PasswordInput {...f} error={fieldState.error ? 'Zu kurz.' : undefined} />
            )}
          />
          <button type="submit">Senden</button>
        </form>
      );
    }
    render(<Form />);
    await user.type(field(), 'Ab1');
    await user.click(screen.getByRole('button', { name: 'Senden' }));
    expect(await screen.findByText('Zu kurz.')).toBeInTheDocument();
    await user.type(field(), 'cdefg');
    await user.click(screen.getByRole('button', { name: 'Senden' }));
    await waitFor(() => expect(submitted).toHaveBeenCalledTimes(1));
    expect(submitted.mock.calls[0]?.[0]).toEqual({ password: 'Ab1cdefg' });
    expect(strengthStatus()).toHaveTextContent('stark (3 von 3)');
  });

  it('a value set through the ref (react-hook-form setValue) updates the meter after the next render', async () => {
    const ref = createRef<HTMLInputElement>();
    const { rerender } = render(<PasswordInput ref={ref} />);
    await act(async () => {
      ref.current!.value = 'abcdEFG1';
    });
    rerender(<PasswordInput ref={ref} />);
    expect(strengthStatus()).toHaveTextContent('stark (3 von 3)');
  });

  it('renders on the server: label, hint, toggle and an empty status region', () => {
    const html = renderToString(<PasswordInput name="password" defaultValue="abc" />);
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const box = doc.querySelector('input')!;
    expect(box.getAttribute('type')).toBe('password');
    expect(doc.querySelector(`label[for="${box.id}"]`)?.textContent).toBe('Passwort');
    expect(doc.querySelector('button')?.getAttribute('aria-pressed')).toBe('false');
    expect(doc.querySelector('[role="status"]')?.textContent).toBe('Passwortstärke: zu schwach (0 von 3)');
  });
});

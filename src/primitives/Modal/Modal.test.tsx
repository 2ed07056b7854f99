import { createRef } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { modalPlacements, modalSizeNames, type ModalPlacement, type ModalSize } from '../../../design-tokens';
import { Button } from '../Button';
import { Surface } from '../Surface';
import { Modal, type ModalContentProps } from './Modal';

function Example(props: Partial<ModalContentProps> & { defaultOpen?: boolean }) {
  const { defaultOpen, ...content } = props;
  return (
    <Modal.Root defaultOpen={defaultOpen}>
      <Modal.Trigger>Vorschau-Einstellungen</Modal.Trigger>
      <Modal.Content
        title="Vorschau"
        closeLabel="Schließen"
        footer={
          <>
            <Modal.Close asChild>
              <Button variant="secondary">Abbrechen</Button>
            </Modal.Close>
            <Button>Speichern</Button>
          </>
        }
        {...content}
      >
        <p>Datum und Uhrzeit der Vorschau.</p>
      </Modal.Content>
    </Modal.Root>
  );
}

describe('Modal', () => {
  it('opens with Enter on the trigger, traps Tab inside, closes with Escape and returns focus to the trigger', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Example />
        <button type="button">Außerhalb</button>
      </>,
    );
    const trigger = screen.getByRole('button', { name: 'Vorschau-Einstellungen' });
    const outside = screen.getByRole('button', { name: 'Außerhalb' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.tab();
    expect(trigger).toHaveFocus();
    await user.keyboard('{Enter}');

    const dialog = await screen.findByRole('dialog', { name: 'Vorschau' });
    const close = screen.getByRole('button', { name: 'Schließen' });
    const cancel = screen.getByRole('button', { name: 'Abbrechen' });
    const save = screen.getByRole('button', { name: 'Speichern' });
    await waitFor(() => expect(close).toHaveFocus());

    await user.tab();
    expect(cancel).toHaveFocus();
    await user.tab();
    expect(save).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus(); // wrapped around: focus never leaves the dialog
    await user.tab({ shift: true });
    expect(save).toHaveFocus();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    // Trapped, not just looping: focus sent outside comes straight back, and the page behind is hidden.
    act(() => outside.focus());
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(outside.closest('[aria-hidden="true"]')).not.toBeNull();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
  });

  it('closes on a click on the backdrop, and by the close button and Modal.Close', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(
      <Modal.Root onOpenChange={onOpenChange}>
        <Modal.Trigger>Öffnen</Modal.Trigger>
        <Modal.Content title="Hinweis" closeLabel="Schließen" footer={<Modal.Close>Fertig</Modal.Close>}>
          Text
        </Modal.Content>
      </Modal.Root>,
    );
    const trigger = screen.getByRole('button', { name: 'Öffnen' });

    await user.click(trigger);
    const dialog = await screen.findByRole('dialog');
    const backdrop = document.querySelector<HTMLElement>('[data-crema-modal-backdrop]');
    expect(backdrop).not.toBeNull();
    expect(dialog).not.toContainElement(backdrop);
    await user.click(backdrop!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(trigger);
    await user.click(await screen.findByRole('button', { name: 'Schließen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(trigger);
    await user.click(await screen.findByRole('button', { name: 'Fertig' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onOpenChange.mock.calls.map((c) => c[0])).toEqual([true, false, true, false, true, false]);
  });

  it('is a modal dialog named by its title, described by its description, with an icon-only close button', async () => {
    const error = vi.spyOn(console, 'error');
    const warn = vi.spyOn(console, 'warn');
    render(<Example defaultOpen description="Gilt nur für diese Sitzung." />);
    const dialog = await screen.findByRole('dialog', { name: 'Vorschau', description: 'Gilt nur für diese Sitzung.' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('heading', { name: 'Vorschau' })).toBeInTheDocument();
    const close = screen.getByRole('button', { name: 'Schließen' });
    expect(close.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(close).toHaveTextContent('');
    expect(dialog).toHaveTextContent('Datum und Uhrzeit der Vorschau.');
    expect(error).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
  });

  it('without a description has no aria-describedby and Radix gives no warning', async () => {
    const error = vi.spyOn(console, 'error');
    const warn = vi.spyOn(console, 'warn');
    render(<Example defaultOpen />);
    const dialog = await screen.findByRole('dialog', { name: 'Vorschau' });
    expect(dialog).not.toHaveAttribute('aria-describedby');
    expect(error).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
  });

  it.each(modalSizeNames)('size %s sets its recipe class', async (size) => {
    render(<Example defaultOpen size={size} />);
    expect((await screen.findByRole('dialog')).className).toMatch(new RegExp(`size_${size}`));
  });

  it('defaults to size M, and falls back to M with one warning for an unknown size', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { unmount } = render(<Example defaultOpen />);
    expect((await screen.findByRole('dialog')).className).toMatch(/size_M/);
    unmount();
    const bad = { size: 'XL' as unknown as ModalSize };
    render(
      <>
        <Example defaultOpen {...bad} />
        <Example defaultOpen {...bad} />
      </>,
    );
    const dialogs = await screen.findAllByRole('dialog', { hidden: true });
    expect(dialogs).toHaveLength(2);
    for (const d of dialogs) expect(d.className).toMatch(/size_M/);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('Modal: unknown size "XL"; using "M"');
  });

  describe('placement', () => {
    it.each(modalPlacements)('placement %s sets its recipe class', async (placement) => {
      render(<Example defaultOpen placement={placement} />);
      const dialog = await screen.findByRole('dialog');
      expect(dialog.className).toMatch(new RegExp(`placement_${placement}`));
      for (const other of modalPlacements.filter((p) => p !== placement))
        expect(dialog.className).not.toMatch(new RegExp(`placement_${other}`));
    });

    it('defaults to center, and falls back to center with one warning for an unknown placement', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const { unmount } = render(<Example defaultOpen />);
      expect((await screen.findByRole('dialog')).className).toMatch(/placement_center/);
      unmount();
      const bad = { placement: 'bottom' as unknown as ModalPlacement };
      render(
        <>
          <Example defaultOpen {...bad} />
          <Example defaultOpen {...bad} />
        </>,
      );
      for (const d of await screen.findAllByRole('dialog', { hidden: true }))
        expect(d.className).toMatch(/placement_center/);
      expect(warn).toHaveBeenCalledTimes(1);
      expect(String(warn.mock.calls[0]?.[0])).toContain('Modal: unknown placement "bottom"; using "center"');
    });

    it('a start panel is the same modal dialog: named, focus trapped, Escape and the backdrop close it, focus returns', async () => {
      const user = userEvent.setup();
      render(
        <>
          <Example placement="start" />
          <button type="button">Außerhalb</button>
        </>,
      );
      const trigger = screen.getByRole('button', { name: 'Vorschau-Einstellungen' });
      await user.click(trigger);
      const dialog = await screen.findByRole('dialog', { name: 'Vorschau' });
      expect(dialog).toHaveAttribute('aria-modal', 'true');
      await waitFor(() => expect(screen.getByRole('button', { name: 'Schließen' })).toHaveFocus());
      act(() => screen.getByRole('button', { name: 'Außerhalb', hidden: true }).focus());
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(trigger).toHaveFocus();

      await user.click(trigger);
      await screen.findByRole('dialog');
      await user.click(document.querySelector<HTMLElement>('[data-crema-modal-backdrop]')!);
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(trigger).toHaveFocus();
    });
  });

  it('takes the theme of the Surface it is declared in (it is portalled out of it), or its own theme prop', async () => {
    render(
      <Surface theme="dark">
        <Example defaultOpen />
      </Surface>,
    );
    const dialog = await screen.findByRole('dialog');
    expect(document.body).toContainElement(dialog);
    await waitFor(() => expect(dialog).toHaveAttribute('data-crema-theme', 'dark'));
  });

  it('an explicit theme wins; an unknown one falls back to light with a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { unmount } = render(
      <Surface theme="dark">
        <Example defaultOpen theme="beige" />
      </Surface>,
    );
    expect(await screen.findByRole('dialog')).toHaveAttribute('data-crema-theme', 'beige');
    unmount();
    render(<Example defaultOpen theme={'neon' as never} />);
    expect(await screen.findByRole('dialog')).toHaveAttribute('data-crema-theme', 'light');
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('with asChild renders your element as the dialog, its children as the body', async () => {
    render(
      <Modal.Root defaultOpen>
        <Modal.Content asChild title="Anmelden" closeLabel="Schließen">
          <section data-testid="own">
            <p>Inhalt</p>
          </section>
        </Modal.Content>
      </Modal.Root>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Anmelden' });
    expect(dialog).toBe(screen.getByTestId('own'));
    expect(dialog.tagName).toBe('SECTION');
    expect(dialog).toHaveTextContent('Inhalt');
    expect(dialog).toContainElement(screen.getByRole('button', { name: 'Schließen' }));
  });

  it('a form in the body is submitted by a footer button pointing at it', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((e: { preventDefault(): void }) => e.preventDefault());
    render(
      <Modal.Root defaultOpen>
        <Modal.Content
          title="Anmelden"
          closeLabel="Schließen"
          footer={
            <Button type="submit" form="login-form">
              Senden
            </Button>
          }
        >
          <form id="login-form" onSubmit={onSubmit}>
            <label>
              E-Mail <input name="email" />
            </label>
          </form>
        </Modal.Content>
      </Modal.Root>,
    );
    await user.type(await screen.findByRole('textbox', { name: 'E-Mail' }), 'a@b.de');
    await user.click(screen.getByRole('button', { name: 'Senden' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('forwards refs and spreads native props onto the dialog and the trigger', async () => {
    const ref = createRef<HTMLDivElement>();
    const triggerRef = createRef<HTMLButtonElement>();
    render(
      <Modal.Root defaultOpen>
        <Modal.Trigger ref={triggerRef} data-testid="t">
          Öffnen
        </Modal.Trigger>
        <Modal.Content ref={ref} title="T" closeLabel="Schließen" data-testid="c" id="preview-modal">
          Text
        </Modal.Content>
      </Modal.Root>,
    );
    expect(ref.current).toBe(await screen.findByTestId('c'));
    expect(ref.current).toHaveAttribute('id', 'preview-modal');
    expect(triggerRef.current).toBe(screen.getByTestId('t'));
    expect(Modal.Content.displayName).toBe('Modal.Content');
    expect(Modal.Root.displayName).toBe('Modal.Root');
  });

  it('renders on the server, closed and open (the portalled dialog mounts on the client)', () => {
    const closed = renderToString(<Example />);
    expect(closed).toContain('Vorschau-Einstellungen');
    expect(closed).toContain('aria-expanded="false"');
    const open = renderToString(<Example defaultOpen />);
    expect(open).toContain('aria-expanded="true"');
    // A portal has no server rendering: the dialog is not in the HTML until the client mounts it.
    expect(open).not.toContain('role="dialog"');
  });

  describe('portal={false}', () => {
    it('an open modal is in the server HTML: a dialog named by its title, with its body and close button, no style attribute', () => {
      const html = renderToString(<Example defaultOpen portal={false} />);
      const host = document.createElement('div');
      host.innerHTML = html;
      document.body.appendChild(host);
      const dialog = within(host).getByRole('dialog', { name: 'Vorschau' });
      expect(dialog).toHaveTextContent('Datum und Uhrzeit der Vorschau.');
      expect(within(dialog).getByRole('button', { name: 'Schließen' })).toBeInTheDocument();
      expect(within(dialog).getByRole('heading', { level: 2, name: 'Vorschau' })).toBeInTheDocument();
      expect(html).not.toContain('style=');
      host.remove();
      // Closed, it renders no dialog and no backdrop.
      const closed = renderToString(<Example portal={false} />);
      expect(closed).not.toContain('role="dialog"');
      expect(closed).not.toContain('data-crema-modal-backdrop');
    });

    it('hydrates without a mismatch, then adds the backdrop and works as a modal', async () => {
      const error = vi.spyOn(console, 'error');
      const host = document.createElement('div');
      host.innerHTML = renderToString(
        <Surface theme="dark">
          <Example defaultOpen portal={false} />
        </Surface>,
      );
      document.body.appendChild(host);
      expect(host.querySelector('[data-crema-modal-backdrop]')).toBeNull();
      const root = await act(async () =>
        hydrateRoot(
          host,
          <Surface theme="dark">
            <Example defaultOpen portal={false} />
          </Surface>,
        ),
      );
      expect(error).not.toHaveBeenCalled();
      await waitFor(() => expect(host.querySelector('[data-crema-modal-backdrop]')).not.toBeNull());
      const dialog = screen.getByRole('dialog', { name: 'Vorschau' });
      // In place, the dialog stays inside the Surface and takes its theme from it.
      expect(dialog.closest('[data-crema-theme="dark"]')).not.toBeNull();
      expect(dialog).not.toHaveAttribute('data-crema-theme');
      await userEvent.setup().keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      act(() => root.unmount());
      host.remove();
    });

    it('with an explicit theme, is themed by it', () => {
      render(<Example defaultOpen portal={false} theme="coffee-dark" />);
      expect(screen.getByRole('dialog')).toHaveAttribute('data-crema-theme', 'coffee-dark');
    });
  });
});

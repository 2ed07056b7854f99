import { createRef } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { modalPlacements, modalSizeNames, type ModalPlacement, type ModalSize } from '../../../design-tokens';
import { Button } from '../Button';
import { Surface } from '../Surface';
import { PAGE_SCROLL_LOCK_ATTRIBUTE } from '../internal/pageScrollLockAttribute';
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
  it('opens with Enter on the trigger as a native modal dialog, focus on its first control; Escape closes it and focus returns to the trigger', async () => {
    const user = userEvent.setup();
    const showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal');
    render(<Example />);
    const trigger = screen.getByRole('button', { name: 'Vorschau-Einstellungen' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.tab();
    expect(trigger).toHaveFocus();
    await user.keyboard('{Enter}');

    const dialog = await screen.findByRole('dialog', { name: 'Vorschau' });
    // The browser's modal dialog: in the top layer, the page behind inert (checked in Chromium by the stories and
    // the e2e tests; happy-dom has no top layer).
    expect(dialog.tagName).toBe('DIALOG');
    expect(showModal).toHaveBeenCalledTimes(1);
    expect(dialog).toHaveProperty('open', true);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(trigger).toHaveAttribute('aria-controls', dialog.id);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Schließen' })).toHaveFocus());
    // The page does not scroll behind it: the same root attribute as an open flyout's.
    expect(document.documentElement).toHaveAttribute(PAGE_SCROLL_LOCK_ATTRIBUTE);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(document.documentElement).not.toHaveAttribute(PAGE_SCROLL_LOCK_ATTRIBUTE);
  });

  it('Escape prevented by onEscapeKeyDown keeps it open; a layer inside that took the Escape keeps it open too', async () => {
    const user = userEvent.setup();
    const onEscapeKeyDown = vi.fn((event: KeyboardEvent) => event.preventDefault());
    render(
      <Modal.Root defaultOpen>
        <Modal.Content title="Hinweis" closeLabel="Schließen" onEscapeKeyDown={onEscapeKeyDown}>
          <input aria-label="Feld" onKeyDown={(event) => event.key === 'Escape' && event.preventDefault()} />
        </Modal.Content>
      </Modal.Root>,
    );
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    expect(onEscapeKeyDown).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(screen.getByRole('textbox', { name: 'Feld' }));
    await user.keyboard('{Escape}');
    expect(onEscapeKeyDown).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
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
    // A click inside the box (on the dialog element itself, e.g. its padding) keeps it open.
    vi.spyOn(dialog, 'getBoundingClientRect').mockReturnValue(new DOMRect(100, 100, 400, 300));
    fireEvent.click(dialog, { clientX: 200, clientY: 200 });
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    // A click on the backdrop reaches the dialog element outside its box.
    fireEvent.click(dialog, { clientX: 20, clientY: 20 });
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
    expect(dialog.tagName).toBe('DIALOG');
    expect(screen.getByRole('heading', { name: 'Vorschau' })).toBeInTheDocument();
    const close = screen.getByRole('button', { name: 'Schließen' });
    expect(close.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(close).toHaveTextContent('');
    expect(dialog).toHaveTextContent('Datum und Uhrzeit der Vorschau.');
    expect(error).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
  });

  it('without a description has no aria-describedby and gives no warning', async () => {
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

    it('a start panel is the same modal dialog: named, focus inside, Escape and the backdrop close it, focus returns', async () => {
      const user = userEvent.setup();
      render(<Example placement="start" />);
      const trigger = screen.getByRole('button', { name: 'Vorschau-Einstellungen' });
      await user.click(trigger);
      const dialog = await screen.findByRole('dialog', { name: 'Vorschau' });
      expect(dialog).toHaveProperty('open', true);
      await waitFor(() => expect(screen.getByRole('button', { name: 'Schließen' })).toHaveFocus());
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(trigger).toHaveFocus();

      await user.click(trigger);
      const again = await screen.findByRole('dialog');
      vi.spyOn(again, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, 320, 700));
      fireEvent.click(again, { clientX: 350, clientY: 20 });
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
    const ref = createRef<HTMLDialogElement>();
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
    expect(open).not.toContain('<dialog');
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
      // An open dialog element, shown by the browser without script.
      expect(html).toMatch(/<dialog [^>]*open=""/);
      // Closed, it renders no dialog.
      const closed = renderToString(<Example portal={false} />);
      expect(closed).not.toContain('<dialog');
    });

    it('hydrates without a mismatch, then becomes modal and works as one', async () => {
      const showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal');
      const error = vi.spyOn(console, 'error');
      const host = document.createElement('div');
      host.innerHTML = renderToString(
        <Surface theme="dark">
          <Example defaultOpen portal={false} />
        </Surface>,
      );
      document.body.appendChild(host);
      const root = await act(async () =>
        hydrateRoot(
          host,
          <Surface theme="dark">
            <Example defaultOpen portal={false} />
          </Surface>,
        ),
      );
      expect(error).not.toHaveBeenCalled();
      await waitFor(() => expect(showModal).toHaveBeenCalledTimes(1));
      const dialog = screen.getByRole('dialog', { name: 'Vorschau' });
      await waitFor(() => expect(screen.getByRole('button', { name: 'Schließen' })).toHaveFocus());
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

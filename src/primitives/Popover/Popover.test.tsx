import { createRef } from 'react';
import { renderToString } from 'react-dom/server';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { Surface } from '../Surface';
import { Popover, type PopoverContentProps } from './Popover';

type ExampleProps = Partial<PopoverContentProps> & { defaultOpen?: boolean };

function Example({ defaultOpen, ...content }: ExampleProps) {
  return (
    <>
      <Popover.Root defaultOpen={defaultOpen}>
        <Popover.Trigger>Versandinfo</Popover.Trigger>
        <Popover.Content {...({ 'aria-label': 'Versand', ...content } as PopoverContentProps)}>
          <p>Kostenloser Versand ab 20 €.</p>
          <a href="/versand">Mehr erfahren</a>
        </Popover.Content>
      </Popover.Root>
      <button type="button">Anderswo</button>
    </>
  );
}

describe('Popover', () => {
  it('opens from the trigger by keyboard, moves focus into the content, and Escape returns it to the trigger', async () => {
    const user = userEvent.setup();
    render(<Example />);
    const trigger = screen.getByRole('button', { name: 'Versandinfo' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');

    await user.tab();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Versand' });
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(trigger).toHaveAttribute('aria-controls', dialog.id);
    // Radix skips links when it picks the first focus: the dialog itself takes it, and Tab goes on into it.
    await waitFor(() => expect(dialog).toHaveFocus());
    await user.tab();
    expect(screen.getByRole('link', { name: 'Mehr erfahren' })).toHaveFocus();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
  });

  it('closes on a click outside, and the trigger toggles it', async () => {
    const user = userEvent.setup();
    render(<Example />);
    const trigger = screen.getByRole('button', { name: 'Versandinfo' });
    await user.click(trigger);
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Anderswo' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(trigger);
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    await user.click(trigger);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('with showClose has a close button named by closeLabel that closes it and returns focus', async () => {
    const user = userEvent.setup();
    render(<Example showClose closeLabel="Schließen" />);
    const trigger = screen.getByRole('button', { name: 'Versandinfo' });
    await user.click(trigger);
    const close = await screen.findByRole('button', { name: 'Schließen' });
    expect(screen.getByRole('dialog')).toContainElement(close);
    await waitFor(() => expect(close).toHaveFocus()); // the first focusable control takes focus on open
    expect(close.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    await user.click(close);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
  });

  it('showClose without a closeLabel (untyped caller) leaves the button out with a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(<Example defaultOpen {...({ showClose: true } as Partial<PopoverContentProps>)} />);
    const dialog = await screen.findByRole('dialog');
    expect(dialog.querySelectorAll('button')).toHaveLength(0);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Popover: showClose needs a closeLabel'));
  });

  it('is portalled to document.body by default, or rendered in place with portal={false}', async () => {
    const { unmount } = render(
      <div data-testid="host">
        <Example defaultOpen />
      </div>,
    );
    const dialog = await screen.findByRole('dialog');
    expect(screen.getByTestId('host')).not.toContainElement(dialog);
    unmount();
    render(
      <div data-testid="host">
        <Example defaultOpen portal={false} />
      </div>,
    );
    expect(screen.getByTestId('host')).toContainElement(await screen.findByRole('dialog'));
  });

  it('has an arrow by default, none with arrow={false}', async () => {
    const { unmount } = render(<Example defaultOpen />);
    expect((await screen.findByRole('dialog')).querySelector('svg polygon')).not.toBeNull();
    unmount();
    render(<Example defaultOpen arrow={false} />);
    expect((await screen.findByRole('dialog')).querySelector('svg polygon')).toBeNull();
  });

  it('takes the theme of the Surface it is declared in; an explicit theme wins; unknown falls back with a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const first = render(
      <Surface theme="coffee-dark">
        <Example defaultOpen />
      </Surface>,
    );
    await waitFor(() => expect(screen.getByRole('dialog')).toHaveAttribute('data-crema-theme', 'coffee-dark'));
    // ... and follows it when the Surface's theme changes while open.
    first.rerender(
      <Surface theme="blue-light">
        <Example defaultOpen />
      </Surface>,
    );
    await waitFor(() => expect(screen.getByRole('dialog')).toHaveAttribute('data-crema-theme', 'blue-light'));
    first.unmount();
    const second = render(
      <Surface theme="coffee-dark">
        <Example defaultOpen theme="grey" />
      </Surface>,
    );
    expect(await screen.findByRole('dialog')).toHaveAttribute('data-crema-theme', 'grey');
    second.unmount();
    render(<Example defaultOpen theme={'neon' as never} />);
    expect(await screen.findByRole('dialog')).toHaveAttribute('data-crema-theme', 'light');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('Popover: unknown theme "neon"; using "light"');
  });

  it('positions against Popover.Anchor when given; Popover.Close with asChild closes', async () => {
    const user = userEvent.setup();
    render(
      <Popover.Root defaultOpen>
        <Popover.Anchor data-testid="anchor">
          <Popover.Trigger>Info</Popover.Trigger>
        </Popover.Anchor>
        <Popover.Content aria-labelledby="pop-title">
          <h2 id="pop-title">Hinweis</h2>
          <Popover.Close asChild>
            <button type="button">Verstanden</button>
          </Popover.Close>
        </Popover.Content>
      </Popover.Root>,
    );
    expect(screen.getByTestId('anchor')).toContainElement(screen.getByRole('button', { name: 'Info' }));
    expect(await screen.findByRole('dialog', { name: 'Hinweis' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Verstanden' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('forwards refs and spreads native props', async () => {
    const ref = createRef<HTMLDivElement>();
    const triggerRef = createRef<HTMLButtonElement>();
    render(
      <Popover.Root defaultOpen>
        <Popover.Trigger ref={triggerRef}>Info</Popover.Trigger>
        <Popover.Content ref={ref} aria-label="Info" data-testid="c" side="top">
          Text
        </Popover.Content>
      </Popover.Root>,
    );
    expect(ref.current).toBe(await screen.findByTestId('c'));
    expect(ref.current).toHaveAttribute('data-side', 'top');
    expect(triggerRef.current).toBe(screen.getByRole('button', { name: 'Info' }));
    expect(Popover.Content.displayName).toBe('Popover.Content');
  });

  it('renders on the server, closed and open (the portalled content mounts on the client)', () => {
    const closed = renderToString(<Example />);
    expect(closed).toContain('Versandinfo');
    expect(closed).toContain('aria-expanded="false"');
    const open = renderToString(<Example defaultOpen />);
    expect(open).toContain('aria-expanded="true"');
    // In place (portal={false}) the open content is rendered on the server too.
    const inPlace = renderToString(<Example defaultOpen portal={false} />);
    expect(inPlace).toContain('role="dialog"');
    expect(inPlace).toContain('Kostenloser Versand ab 20 €.');
  });
});

import { createRef } from 'react';
import { renderToString } from 'react-dom/server';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { notificationAutoDismissMs, notificationRoles, tones, type Tone } from '../../../design-tokens';
import { Notification, notificationIcons, type NotificationProps } from './Notification';

/**
 * Timer tests without user events use plain fake timers and check exact boundaries (4999 ms still there, 5000 ms
 * gone). With user events the fake clock must also follow real time (`shouldAdvanceTime`, or Testing Library's
 * async wrapper never resolves), so a few real ms leak in: those tests check against a margin instead.
 */
function fakeTimeUser() {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  return userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
}
/** More than the real time a user event can leak into the fake clock; far less than the times checked. */
const margin = 500;
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

afterEach(() => {
  vi.useRealTimers();
});

describe('Notification', () => {
  it('maps errors and warnings to role="alert", info and success to role="status"', () => {
    expect(notificationRoles).toEqual({ error: 'alert', warning: 'alert', info: 'status', success: 'status' });
  });

  it.each(tones.map((t) => [t, notificationRoles[t]] as const))(
    'tone %s is a %s live region holding its text, with its decorative tone icon',
    (tone, role) => {
      render(
        <Notification tone={tone} title="Hinweis">
          Leider ist dieser Link nicht mehr gültig.
        </Notification>,
      );
      const region = screen.getByRole(role);
      expect(region).toHaveTextContent('Hinweis');
      expect(region).toHaveTextContent('Leider ist dieser Link nicht mehr gültig.');
      const icon = region.querySelector('svg');
      expect(icon).toHaveAttribute('data-icon', notificationIcons[tone]);
      expect(icon).toHaveAttribute('aria-hidden', 'true');
      expect(region.parentElement?.className).toMatch(new RegExp(`tone_${tone}`));
      const other = role === 'alert' ? 'status' : 'alert';
      expect(screen.queryByRole(other)).toBeNull();
    },
  );

  it('live={false}: no live region of its own (a region the page keeps announces it), same tone and text', () => {
    render(
      <div role="status">
        <Notification tone="success" live={false}>
          Gespeichert.
        </Notification>
      </div>,
    );
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Gespeichert.');
    expect(screen.getByText('Gespeichert.').closest('[data-tone]')).toHaveAttribute('data-tone', 'success');
  });

  it('renders the title only when given', () => {
    render(<Notification tone="success">Gespeichert.</Notification>);
    const region = screen.getByRole('status');
    expect(region.querySelectorAll('p')).toHaveLength(0);
    expect(region).toHaveTextContent('Gespeichert.');
  });

  it('a dismissible notification has a named close button outside the live region; click and keyboard dismiss it once', async () => {
    const user = userEvent.setup();
    const onDismiss = vi.fn();
    const { rerender } = render(
      <Notification key="a" tone="info" dismissible dismissLabel="Schließen" onDismiss={onDismiss}>
        Neue Angebote verfügbar.
      </Notification>,
    );
    const close = screen.getByRole('button', { name: 'Schließen' });
    expect(screen.getByRole('status')).not.toContainElement(close);
    expect(close.querySelector('svg')).toHaveAttribute('data-icon', 'close');
    await user.click(close);
    expect(screen.queryByRole('status')).toBeNull();
    expect(onDismiss).toHaveBeenCalledTimes(1);
    expect(onDismiss).toHaveBeenCalledWith('button');

    rerender(
      <Notification key="b" tone="info" dismissible dismissLabel="Schließen" onDismiss={onDismiss}>
        Noch einmal.
      </Notification>,
    );
    await user.tab();
    expect(screen.getByRole('button', { name: 'Schließen' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByText('Noch einmal.')).toBeNull();
    expect(onDismiss).toHaveBeenCalledTimes(2);
  });

  it('without dismissible it has no button', () => {
    render(<Notification tone="error">Fehler</Notification>);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('dismissible without a dismissLabel leaves the nameless button out and warns', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const bad = { dismissible: true } as unknown as NotificationProps;
    render(<Notification {...bad}>Text</Notification>);
    expect(screen.queryByRole('button')).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/dismissLabel/);
  });

  it('auto-dismisses after autoDismissMs: still there at 4999 ms, gone at 5000 ms', () => {
    vi.useFakeTimers();
    const onDismiss = vi.fn();
    render(
      <Notification tone="success" autoDismissMs={5000} onDismiss={onDismiss}>
        Kopiert
      </Notification>,
    );
    advance(4999);
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(onDismiss).not.toHaveBeenCalled();
    advance(1);
    expect(screen.queryByRole('status')).toBeNull();
    expect(onDismiss).toHaveBeenCalledExactlyOnceWith('timeout');
  });

  describe('an error that dismisses itself (mini-cart error and limit messages vanish after 7.5 s)', () => {
    const limit = 'Sie können höchstens 10 Stück dieses Artikels pro Einkauf bestellen.';

    it('names the 7.5 s once, as a token', () => {
      expect(notificationAutoDismissMs.miniCartMessage).toBe(7500);
    });

    it('is an alert until 7499 ms and gone at 7500 ms', () => {
      vi.useFakeTimers();
      const onDismiss = vi.fn();
      render(
        <Notification tone="error" autoDismissMs={notificationAutoDismissMs.miniCartMessage} onDismiss={onDismiss}>
          {limit}
        </Notification>,
      );
      expect(screen.getByRole('alert')).toHaveTextContent(limit);
      advance(7499);
      expect(screen.getByRole('alert')).toHaveTextContent(limit);
      expect(onDismiss).not.toHaveBeenCalled();
      advance(1);
      expect(screen.queryByRole('alert')).toBeNull();
      expect(onDismiss).toHaveBeenCalledExactlyOnceWith('timeout');
    });

    it('stays while it is being read (pointer over it) or acted on (focus on its close button)', async () => {
      const user = fakeTimeUser();
      render(
        <Notification
          tone="error"
          autoDismissMs={notificationAutoDismissMs.miniCartMessage}
          dismissible
          dismissLabel="Schließen"
        >
          {limit}
        </Notification>,
      );
      const root = screen.getByRole('alert').parentElement as HTMLElement;
      advance(5000);
      await user.hover(root);
      advance(60000);
      expect(screen.getByRole('alert')).toBeInTheDocument();
      await user.tab();
      expect(screen.getByRole('button', { name: 'Schließen' })).toHaveFocus();
      await user.unhover(root);
      advance(60000);
      expect(screen.getByRole('alert')).toBeInTheDocument();
      // Focus leaves: the 2500 ms that were left run out, not a fresh 7.5 s.
      await user.tab();
      advance(2500 - margin);
      expect(screen.getByRole('alert')).toBeInTheDocument();
      advance(margin);
      expect(screen.queryByRole('alert')).toBeNull();
    });
  });

  it('pauses while hovered and resumes with the time that was left', async () => {
    const user = fakeTimeUser();
    const onDismiss = vi.fn();
    render(
      <Notification tone="info" autoDismissMs={5000} onDismiss={onDismiss}>
        Neue Angebote
      </Notification>,
    );
    const root = screen.getByRole('status').parentElement as HTMLElement;
    advance(3000);
    await user.hover(root);
    expect(root).toHaveAttribute('data-paused');
    advance(10000);
    expect(screen.getByRole('status')).toBeInTheDocument();
    await user.unhover(root);
    expect(root).not.toHaveAttribute('data-paused');
    // About 2000 ms were left: not yet gone before that (so it did not restart from 0 or end at once) ...
    advance(2000 - margin);
    expect(screen.getByRole('status')).toBeInTheDocument();
    // ... and gone after it (so it did not start over from 5000).
    advance(margin);
    expect(screen.queryByRole('status')).toBeNull();
    expect(onDismiss).toHaveBeenCalledExactlyOnceWith('timeout');
  });

  it('pauses while focus is inside and resumes when focus leaves', async () => {
    const user = fakeTimeUser();
    const onDismiss = vi.fn();
    render(
      <>
        <Notification tone="info" autoDismissMs={5000} dismissible dismissLabel="Schließen" onDismiss={onDismiss}>
          Neue Angebote
        </Notification>
        <button type="button">Weiter</button>
      </>,
    );
    advance(3000);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Schließen' })).toHaveFocus();
    advance(10000);
    expect(screen.getByRole('status')).toBeInTheDocument();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Weiter' })).toHaveFocus();
    advance(2000 - margin);
    expect(screen.getByRole('status')).toBeInTheDocument();
    advance(margin);
    expect(screen.queryByRole('status')).toBeNull();
    expect(onDismiss).toHaveBeenCalledExactlyOnceWith('timeout');
  });

  it('a new autoDismissMs starts the timer over', () => {
    vi.useFakeTimers();
    const { rerender } = render(<Notification autoDismissMs={5000}>Text</Notification>);
    advance(4000);
    rerender(<Notification autoDismissMs={3000}>Text</Notification>);
    advance(2999);
    expect(screen.getByRole('status')).toBeInTheDocument();
    advance(1);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('ignores a non-positive or non-numeric autoDismissMs with a warning', () => {
    vi.useFakeTimers();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(<Notification autoDismissMs={-1}>Bleibt</Notification>);
    advance(60000);
    expect(screen.getByRole('status')).toHaveTextContent('Bleibt');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/autoDismissMs/);
  });

  describe('scrollIntoView', () => {
    function setup(reduced: boolean) {
      const scroll = vi.fn();
      vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(scroll);
      const matchMedia = vi.fn((query: string) => ({
        matches: reduced && query.includes('prefers-reduced-motion: reduce'),
        media: query,
      }));
      vi.stubGlobal('matchMedia', matchMedia);
      return { scroll, matchMedia };
    }
    afterEach(() => {
      vi.unstubAllGlobals();
    });

    it('scrolls itself into view smoothly on mount', () => {
      const { scroll } = setup(false);
      render(
        <Notification tone="error" scrollIntoView>
          Aus technischen Gründen ist die Newsletteranmeldung nicht möglich.
        </Notification>,
      );
      expect(scroll).toHaveBeenCalledTimes(1);
      expect(scroll.mock.calls[0]?.[0]).toMatchObject({ behavior: 'smooth' });
      expect(scroll.mock.contexts[0]).toBe(screen.getByRole('alert').parentElement);
    });

    it('jumps without animation when the user prefers reduced motion', () => {
      const { scroll } = setup(true);
      render(
        <Notification tone="error" scrollIntoView>
          Fehler
        </Notification>,
      );
      expect(scroll.mock.calls[0]?.[0]).toMatchObject({ behavior: 'auto' });
    });

    it('does not scroll without the prop, nor again on re-render', () => {
      const { scroll } = setup(false);
      const { rerender } = render(<Notification>Eins</Notification>);
      expect(scroll).not.toHaveBeenCalled();
      rerender(<Notification scrollIntoView>Eins</Notification>);
      expect(scroll).not.toHaveBeenCalled();
    });
  });

  it('forwards its ref to the root and spreads native props', () => {
    const ref = createRef<HTMLDivElement>();
    render(
      <Notification ref={ref} data-testid="n" id="newsletter-error" tone="warning">
        Achtung
      </Notification>,
    );
    expect(ref.current).toBe(screen.getByTestId('n'));
    expect(ref.current).toHaveAttribute('id', 'newsletter-error');
  });

  it('falls back to tone info with one warning for an unknown tone', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const bad = { tone: 'neon' } as unknown as { tone: Tone };
    render(
      <>
        <Notification {...bad}>Eins</Notification>
        <Notification {...bad}>Zwei</Notification>
      </>,
    );
    const regions = screen.getAllByRole('status');
    expect(regions).toHaveLength(2);
    for (const r of regions) expect(r.parentElement?.className).toMatch(/tone_info/);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('unknown tone "neon"; using "info"');
  });

  it('renders on the server without touching the browser', () => {
    const scroll = vi.spyOn(HTMLElement.prototype, 'scrollIntoView');
    const html = renderToString(
      <Notification
        tone="error"
        title="Fehler"
        scrollIntoView
        autoDismissMs={5000}
        dismissible
        dismissLabel="Schließen"
      >
        Bitte versuchen Sie es später!
      </Notification>,
    );
    expect(html).toContain('role="alert"');
    expect(html).toContain('Bitte versuchen Sie es später!');
    expect(html).toContain('aria-label="Schließen"');
    expect(scroll).not.toHaveBeenCalled();
  });
});

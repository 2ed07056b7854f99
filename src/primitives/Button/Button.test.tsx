import { createRef } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { buttonSizes, buttonVariants } from '../../../design-tokens';
import { Icon } from '../Icon';
import { Button, type ButtonProps } from './Button';

describe('Button', () => {
  it('is a button of type "button" by default and is activated by click, Enter and Space', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(<Button onClick={onClick}>In den Warenkorb</Button>);
    const btn = screen.getByRole('button', { name: 'In den Warenkorb' });
    expect(btn).toHaveAttribute('type', 'button');
    await user.tab();
    expect(btn).toHaveFocus();
    await user.click(btn);
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(3);
  });

  it.each(buttonVariants.flatMap((v) => buttonSizes.map((s) => [v, s] as const)))(
    'renders variant %s in size %s with its recipe class',
    (variant, size) => {
      render(
        <Button variant={variant} size={size}>
          Weiter
        </Button>,
      );
      const cls = screen.getByRole('button').className;
      expect(cls).toMatch(new RegExp(`variant_${variant}`));
      expect(cls).toMatch(new RegExp(`size_${size}`));
    },
  );

  it('while loading is busy, keeps its label (no width jump), stays focusable and ignores clicks', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick}>
        Speichern
      </Button>,
    );
    const btn = screen.getByRole('button', { name: 'Speichern' });
    expect(btn).toHaveAttribute('aria-busy', 'true');
    expect(btn).toHaveAttribute('aria-disabled', 'true');
    expect(btn).not.toBeDisabled();
    await user.click(btn);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('a label alone renders just the button with its text, no wrapper element (mount cost)', () => {
    render(<Button>Weiter</Button>);
    const btn = screen.getByRole('button', { name: 'Weiter' });
    expect(btn.childNodes).toHaveLength(1);
    expect(btn.firstChild?.nodeType).toBe(Node.TEXT_NODE);
  });

  it('puts the icon before the label, or after it with iconPosition="end", without a wrapper', () => {
    render(
      <>
        <Button icon={<Icon name="cart" />}>Vorne</Button>
        <Button icon={<Icon name="cart" />} iconPosition="end">
          Hinten
        </Button>
      </>,
    );
    const start = screen.getByRole('button', { name: 'Vorne' });
    const end = screen.getByRole('button', { name: 'Hinten' });
    expect(Array.from(start.childNodes).map((node) => node.nodeName)).toEqual(['svg', '#text']);
    expect(Array.from(end.childNodes).map((node) => node.nodeName)).toEqual(['#text', 'svg']);
  });

  it('while loading wraps the label (kept, for its width) and draws the spinner over it; done, the wrapper goes', () => {
    const { rerender } = render(
      <Button loading icon={<Icon name="cart" />}>
        Speichern
      </Button>,
    );
    const btn = screen.getByRole('button', { name: 'Speichern' });
    const [label, spinner] = Array.from(btn.children);
    expect(btn.children).toHaveLength(2);
    expect(label).toHaveTextContent('Speichern');
    expect(label?.querySelector('svg')).not.toBeNull();
    expect(spinner).not.toHaveTextContent('Speichern');
    rerender(<Button icon={<Icon name="cart" />}>Speichern</Button>);
    expect(btn).not.toHaveAttribute('aria-busy');
    expect(Array.from(btn.childNodes).map((node) => node.nodeName)).toEqual(['svg', '#text']);
  });

  it('adds a given className to the recipe class', () => {
    render(
      <Button className="extra" variant="sale">
        Angebot
      </Button>,
    );
    const cls = screen.getByRole('button').className;
    expect(cls).toMatch(/variant_sale/);
    expect(cls.split(' ')).toContain('extra');
  });

  it('when disabled cannot be activated or focused', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <Button disabled onClick={onClick}>
        Bestellen
      </Button>,
    );
    await user.click(screen.getByRole('button'));
    await user.tab();
    expect(onClick).not.toHaveBeenCalled();
    expect(screen.getByRole('button')).not.toHaveFocus();
  });

  it('renders as a link given href, with rel="noopener noreferrer" when external', () => {
    render(
      <>
        <Button href="/warenkorb">Zum Warenkorb</Button>
        <Button href="https://example.org/app" target="_blank">
          App laden
        </Button>
      </>,
    );
    expect(screen.getByRole('link', { name: 'Zum Warenkorb' })).toHaveAttribute('href', '/warenkorb');
    expect(screen.getByRole('link', { name: 'Zum Warenkorb' })).not.toHaveAttribute('rel');
    expect(screen.getByRole('link', { name: 'App laden' })).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('a disabled link has no href and says it is disabled', () => {
    render(
      <Button href="/kasse" disabled>
        Zur Kasse
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Zur Kasse' });
    expect(link).not.toHaveAttribute('href');
    expect(link).toHaveAttribute('aria-disabled', 'true');
  });

  it('icon-only takes its accessible name from aria-label; the icon itself is hidden', () => {
    render(<Button icon={<Icon name="close" />} aria-label="Schließen" />);
    const btn = screen.getByRole('button', { name: 'Schließen' });
    expect(btn.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(btn.className).toMatch(/iconOnly_true/);
  });

  it('forwards its ref and spreads native props', () => {
    const ref = createRef<HTMLButtonElement | HTMLAnchorElement>();
    render(
      <Button ref={ref} data-testid="b" type="submit">
        Anmelden
      </Button>,
    );
    expect(ref.current).toBe(screen.getByTestId('b'));
    expect(ref.current).toHaveAttribute('type', 'submit');
  });

  it('falls back to the default variant and size with one warning for unknown values', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const bad = { variant: 'neon', size: 'huge' } as unknown as Pick<ButtonProps, 'variant' | 'size'>;
    render(
      <>
        <Button {...bad}>Eins</Button>
        <Button {...bad}>Zwei</Button>
      </>,
    );
    for (const btn of screen.getAllByRole('button')) {
      expect(btn.className).toMatch(/variant_primary/);
      expect(btn.className).toMatch(/size_medium/);
    }
    expect(warn).toHaveBeenCalledTimes(2);
    const messages = warn.mock.calls.map((c) => String(c[0]));
    expect(messages.some((m) => m.includes('unknown variant "neon"; using "primary"'))).toBe(true);
    expect(messages.some((m) => m.includes('unknown size "huge"; using "medium"'))).toBe(true);
  });
});

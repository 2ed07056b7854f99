import { createRef, forwardRef, type AnchorHTMLAttributes } from 'react';
import { renderToString } from 'react-dom/server';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { textLinkVariants, type TextLinkVariant } from '../../../design-tokens';
import { TextLink } from './TextLink';

/** Stands in for a router's link: takes `to`, renders an <a>. */
const RouterLink = forwardRef<HTMLAnchorElement, AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }>(
  function RouterLink({ to, children, ...rest }, ref) {
    return (
      <a ref={ref} href={to} data-router="" {...rest}>
        {children}
      </a>
    );
  },
);

describe('TextLink', () => {
  it('is a link named by its text, reached by Tab and followed with Enter', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn((e: { preventDefault: () => void }) => e.preventDefault());
    render(
      <p>
        Mehr in unseren{' '}
        <TextLink href="/privacy" onClick={onClick}>
          Datenschutzhinweisen
        </TextLink>
        .
      </p>,
    );
    const link = screen.getByRole('link', { name: 'Datenschutzhinweisen' });
    expect(link).toHaveAttribute('href', '/privacy');
    expect(link).not.toHaveAttribute('rel');
    await user.tab();
    expect(link).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it.each(textLinkVariants)('renders variant %s with its recipe class', (variant) => {
    render(
      <TextLink href="/a" variant={variant}>
        Link
      </TextLink>,
    );
    expect(screen.getByRole('link').className).toMatch(new RegExp(`variant_${variant}`));
  });

  it('standalone adds a decorative chevron and keeps the name; inline has none', () => {
    render(
      <>
        <TextLink href="/service/storefinder/" variant="standalone">
          Filiale finden
        </TextLink>
        <TextLink href="/contact">Kontakt</TextLink>
      </>,
    );
    const standalone = screen.getByRole('link', { name: 'Filiale finden' });
    const chevron = standalone.querySelector('svg');
    expect(chevron).toHaveAttribute('data-icon', 'chevron-right');
    expect(chevron).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('link', { name: 'Kontakt' }).querySelector('svg')).toBeNull();
  });

  it.each([
    ['an absolute URL', { href: 'https://example.org/blog' }, 'noopener noreferrer'],
    ['a protocol-relative URL', { href: '//example.org' }, 'noopener noreferrer'],
    ['a site link opening a new window', { href: '/gift-card', target: '_blank' }, 'noopener noreferrer'],
    [
      'an absolute URL with its own rel',
      { href: 'https://example.org', rel: 'nofollow' },
      'nofollow noopener noreferrer',
    ],
  ])('%s gets a safe rel', (_, attrs, rel) => {
    render(
      <TextLink {...attrs} newWindowLabel="(neues Fenster)">
        Extern
      </TextLink>,
    );
    expect(screen.getByRole('link', { name: /Extern/ })).toHaveAttribute('rel', rel);
  });

  it('says it opens a new window, to screen readers only, when target="_blank"', () => {
    const { rerender } = render(
      <TextLink href="https://example.org/blog" target="_blank" newWindowLabel="(öffnet in neuem Fenster)">
        Blog
      </TextLink>,
    );
    expect(screen.getByRole('link', { name: 'Blog (öffnet in neuem Fenster)' })).toBeInTheDocument();
    rerender(
      <TextLink href="https://example.org/blog" newWindowLabel="(öffnet in neuem Fenster)">
        Blog
      </TextLink>,
    );
    expect(screen.getByRole('link', { name: 'Blog' })).toBeInTheDocument();
  });

  it('warns when target="_blank" has no newWindowLabel', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(
      <TextLink href="https://example.org" target="_blank">
        Blog
      </TextLink>,
    );
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/newWindowLabel/);
  });

  it('asChild renders a router link as the link, with the styles, ref, chevron and safe rel', async () => {
    const user = userEvent.setup();
    const ref = createRef<HTMLAnchorElement>();
    const onClick = vi.fn((e: { preventDefault: () => void }) => e.preventDefault());
    render(
      <>
        <TextLink asChild variant="standalone" ref={ref} onClick={onClick}>
          <RouterLink to="/account">Mein Konto</RouterLink>
        </TextLink>
        <TextLink asChild newWindowLabel="(neues Fenster)">
          <RouterLink to="https://example.org/presse" target="_blank" rel="external">
            Presse
          </RouterLink>
        </TextLink>
      </>,
    );
    const account = screen.getByRole('link', { name: 'Mein Konto' });
    expect(account).toHaveAttribute('data-router');
    expect(account).toHaveAttribute('href', '/account');
    expect(account.className).toMatch(/variant_standalone/);
    expect(account).not.toHaveAttribute('rel');
    expect(account.querySelector('svg[data-icon="chevron-right"]')).not.toBeNull();
    expect(ref.current).toBe(account);
    await user.click(account);
    expect(onClick).toHaveBeenCalledTimes(1);

    const press = screen.getByRole('link', { name: 'Presse (neues Fenster)' });
    expect(press).toHaveAttribute('rel', 'external noopener noreferrer');
    expect(press.className).toMatch(/variant_inline/);
  });

  it('asChild with an address it cannot read still gets noopener when it opens a new window', () => {
    const ObjectLink = ({
      to,
      children,
      ...rest
    }: AnchorHTMLAttributes<HTMLAnchorElement> & { to: { pathname: string } }) => (
      <a href={to.pathname} {...rest}>
        {children}
      </a>
    );
    render(
      <TextLink asChild newWindowLabel="(neues Fenster)">
        <ObjectLink to={{ pathname: '/gift-card' }} target="_blank">
          Gutschein
        </ObjectLink>
      </TextLink>,
    );
    expect(screen.getByRole('link', { name: 'Gutschein (neues Fenster)' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
  });

  it('forwards its ref and spreads native props', () => {
    const ref = createRef<HTMLAnchorElement>();
    render(
      <TextLink ref={ref} href="/imprint" hrefLang="de" data-testid="l" aria-current="page">
        Impressum
      </TextLink>,
    );
    expect(ref.current).toBe(screen.getByTestId('l'));
    expect(ref.current).toHaveAttribute('hreflang', 'de');
    expect(ref.current).toHaveAttribute('aria-current', 'page');
  });

  it('falls back to the inline variant with one warning for an unknown variant', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const bad = { variant: 'loud' } as unknown as { variant: TextLinkVariant };
    render(
      <>
        <TextLink href="/a" {...bad}>
          Eins
        </TextLink>
        <TextLink href="/b" {...bad}>
          Zwei
        </TextLink>
      </>,
    );
    for (const link of screen.getAllByRole('link')) {
      expect(link.className).toMatch(/variant_inline/);
      expect(link.querySelector('svg')).toBeNull();
    }
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('unknown variant "loud"; using "inline"');
  });

  it('renders on the server with its safe rel and hidden new-window text', () => {
    const html = renderToString(
      <TextLink
        href="https://example.org"
        target="_blank"
        newWindowLabel="(öffnet in neuem Fenster)"
        variant="standalone"
      >
        Karriere
      </TextLink>,
    );
    expect(html).toContain('rel="noopener noreferrer"');
    expect(html).toContain('(öffnet in neuem Fenster)');
    expect(html).toContain('data-icon="chevron-right"');
  });
});

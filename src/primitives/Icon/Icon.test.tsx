import { render, screen } from '@testing-library/react';
import { vi } from 'vitest';
import { Icon } from './Icon';
import { iconNames } from './paths';
import { brandGlyphs } from './brands';
import { GlyphIcon } from './GlyphIcon';

describe('Icon', () => {
  it('has the spec set: search, store, user, user-signed-in, cart, menu, lock, close, back, chevrons, copy, star, check, info, warning, error', () => {
    expect(iconNames).toEqual(
      expect.arrayContaining([
        'search',
        'store',
        'user',
        'user-signed-in',
        'cart',
        'menu',
        'lock',
        'close',
        'back',
        'chevron-left',
        'chevron-right',
        'chevron-up',
        'chevron-down',
        'copy',
        'star',
        'check',
        'info',
        'warning',
        'error',
      ]),
    );
  });

  it("has the footer's glyphs: truck and headset in the set, drawn as strokes", () => {
    const strokes = ['truck', 'headset'] as const;
    expect(iconNames).toEqual(expect.arrayContaining([...strokes]));
    const { container } = render(
      <>
        {strokes.map((name) => (
          <Icon key={name} name={name} />
        ))}
      </>,
    );
    const fills = [...container.querySelectorAll('svg')].map((svg) => [svg.dataset.icon, svg.getAttribute('fill')]);
    expect(fills).toEqual(strokes.map((name) => [name, 'none']));
  });

  it('keeps the brand marks apart from the named set (only their users bundle them), drawn filled', () => {
    const brands = ['facebook', 'instagram', 'youtube', 'pinterest', 'apple', 'android'] as const;
    expect(Object.keys(brandGlyphs)).toEqual(brands);
    for (const brand of brands) expect(iconNames).not.toContain(brand);
    const { container } = render(
      <>
        {brands.map((name) => (
          <GlyphIcon key={name} glyph={brandGlyphs[name]} />
        ))}
      </>,
    );
    expect([...container.querySelectorAll('svg')].map((svg) => svg.getAttribute('fill'))).toEqual(
      brands.map(() => 'currentColor'),
    );
  });

  it('is decorative by default: hidden from assistive technology and not focusable', () => {
    const { container } = render(<Icon name="cart" />);
    const svg = container.querySelector('svg')!;
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('focusable', 'false');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('with a label is an image with that name', () => {
    render(<Icon name="user-signed-in" label="Angemeldet" />);
    expect(screen.getByRole('img', { name: 'Angemeldet' })).toHaveAttribute('data-icon', 'user-signed-in');
  });

  it('draws the star filled and the others as strokes', () => {
    const { container } = render(
      <>
        <Icon name="star" />
        <Icon name="close" />
      </>,
    );
    const [star, close] = container.querySelectorAll('svg');
    expect(star).toHaveAttribute('fill', 'currentColor');
    expect(close).toHaveAttribute('fill', 'none');
    expect(close).toHaveAttribute('stroke', 'currentColor');
  });

  it('falls back to "info" and medium with one warning for an unknown name or size', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const bad = { name: 'rocket', size: 'xxl' } as unknown as { name: 'info'; size: 'medium' };
    const { container } = render(<Icon {...bad} />);
    const svg = container.querySelector('svg')!;
    expect(svg).toHaveAttribute('data-icon', 'info');
    expect(svg.getAttribute('class')).toMatch(/size_medium/);
    expect(warn).toHaveBeenCalledTimes(2);
  });
});

import { createRef } from 'react';
import { renderToString } from 'react-dom/server';
import { render, screen } from '@testing-library/react';
import { vi } from 'vitest';
import { ratingSizes } from '../../../design-tokens';
import { Rating, type RatingProps } from './Rating';

const fills = (el: HTMLElement) => [...el.querySelectorAll('[data-fill]')].map((s) => s.getAttribute('data-fill'));

describe('Rating', () => {
  it('is one image named by its label; stars and count are not read on their own', () => {
    render(<Rating value={4.5} count="89k" label="4,5 von 5 Sternen, 89.000 Bewertungen" />);
    const rating = screen.getByRole('img', { name: '4,5 von 5 Sternen, 89.000 Bewertungen' });
    expect(screen.getAllByRole('img')).toHaveLength(1);
    for (const svg of rating.querySelectorAll('svg')) expect(svg.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(rating).toHaveTextContent('89k');
  });

  it.each([
    [0, 'empty empty empty empty empty'],
    [2.5, 'full full half empty empty'],
    [4.5, 'full full full full half'],
    [5, 'full full full full full'],
  ])('value %s shows %s', (value, expected) => {
    render(<Rating value={value} label="Bewertung" />);
    expect(fills(screen.getByRole('img')).join(' ')).toBe(expected);
  });

  it('draws a filled star over the outline only where the star is filled, a half star clipped', () => {
    render(<Rating value={1.5} max={3} label="1,5 von 3" />);
    const [full, half, empty] = [...screen.getByRole('img').querySelectorAll('[data-fill]')];
    expect(full!.querySelectorAll('svg')).toHaveLength(2);
    expect(half!.querySelectorAll('svg')[1]!.getAttribute('class')).toMatch(/fill_half/);
    expect(empty!.querySelectorAll('svg')).toHaveLength(1);
    for (const s of [full, half, empty]) expect(s!.querySelector('svg')).toHaveAttribute('data-icon', 'star');
  });

  it('clamps the value to 0..max', () => {
    render(
      <>
        <Rating value={9} label="zu hoch" />
        <Rating value={-3} label="zu niedrig" />
      </>,
    );
    expect(fills(screen.getByRole('img', { name: 'zu hoch' }))).toEqual(Array(5).fill('full'));
    expect(fills(screen.getByRole('img', { name: 'zu niedrig' }))).toEqual(Array(5).fill('empty'));
  });

  it('draws max stars (default 5)', () => {
    render(
      <>
        <Rating value={3} label="fünf" />
        <Rating value={7} max={10} label="zehn" />
      </>,
    );
    expect(fills(screen.getByRole('img', { name: 'fünf' }))).toHaveLength(5);
    expect(fills(screen.getByRole('img', { name: 'zehn' }))).toHaveLength(10);
  });

  it.each(ratingSizes)('renders size %s with its recipe class and star size', (size) => {
    render(<Rating value={3} size={size} label="drei" />);
    const rating = screen.getByRole('img');
    expect(rating.className).toMatch(new RegExp(`size_${size}`));
    expect(rating.querySelector('svg')!.getAttribute('class')).toMatch(new RegExp(`size_${size}`));
  });

  it('falls back to the default size, scale and value with one warning each', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const bad = { size: 'huge', max: 0, value: Number.NaN } as unknown as Pick<RatingProps, 'size' | 'max' | 'value'>;
    render(
      <>
        <Rating {...bad} label="eins" />
        <Rating {...bad} label="zwei" />
        <Rating value={2} max={2.5} label="drei" />
        <Rating value={2} max={11} label="vier" />
      </>,
    );
    const first = screen.getByRole('img', { name: 'eins' });
    expect(first.className).toMatch(/size_medium/);
    expect(fills(first)).toEqual(Array(5).fill('empty'));
    expect(fills(screen.getByRole('img', { name: 'drei' }))).toHaveLength(5);
    expect(fills(screen.getByRole('img', { name: 'vier' }))).toHaveLength(5);
    const messages = warn.mock.calls.map((c) => String(c[0]));
    expect(messages).toHaveLength(5);
    expect(messages.some((m) => m.includes('unknown size "huge"; using "medium"'))).toBe(true);
    expect(messages.some((m) => m.includes('unknown max "0"; using "5"'))).toBe(true);
    expect(messages.some((m) => m.includes('unknown value "NaN"'))).toBe(true);
    expect(messages.some((m) => m.includes('unknown max "11"'))).toBe(true);
  });

  it('forwards its ref and spreads native props', () => {
    const ref = createRef<HTMLSpanElement>();
    render(<Rating ref={ref} value={4} label="vier" data-testid="r" className="extra" />);
    expect(ref.current).toBe(screen.getByTestId('r'));
    expect(ref.current).toHaveClass('extra');
  });

  it('renders on the server without error and without a style attribute', () => {
    const html = renderToString(<Rating value={4.5} count="89k" label="4,5 von 5 Sternen" size="small" />);
    expect(html).toContain('role="img"');
    expect(html).toContain('aria-label="4,5 von 5 Sternen"');
    expect(html).toContain('89k');
    expect(html).not.toMatch(/\sstyle=/);
  });
});

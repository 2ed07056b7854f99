import { createRef } from 'react';
import { renderToString } from 'react-dom/server';
import { render, screen } from '@testing-library/react';
import { vi } from 'vitest';
import { badgeTones } from '../../../design-tokens';
import { Badge, type BadgeProps } from './Badge';

describe('Badge', () => {
  it.each([
    [1, undefined, undefined, '1'],
    [9, undefined, undefined, '9'],
    [10, undefined, undefined, '9+'],
    [99, 99, 'prefix', '99'],
    [100, 99, 'prefix', '+99'],
    [100, undefined, 'prefix', '+99'],
  ] as const)('count %s (max %s, %s) shows %s', (count, max, capStyle, text) => {
    const { container } = render(<Badge count={count} max={max} capStyle={capStyle} />);
    expect(container.firstElementChild).toHaveTextContent(text);
    expect(container.textContent).toBe(text);
  });

  it.each([0, -1, Number.NaN, Number.POSITIVE_INFINITY])('renders nothing at count %s', (count) => {
    const { container } = render(<Badge count={count} label="Warenkorb" />);
    expect(container).toBeEmptyDOMElement();
  });

  it('with a label, reads the label and hides the bare number from assistive technology', () => {
    render(<Badge count={3} label="3 Artikel im Warenkorb" data-testid="b" />);
    const badge = screen.getByTestId('b');
    expect(screen.getByText('3 Artikel im Warenkorb')).toBeInTheDocument();
    expect(screen.getByText('3')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('3 Artikel im Warenkorb').className).toMatch(/visuallyHidden/);
    expect(badge).toHaveTextContent('3');
  });

  it('without a label, the visible number is the text', () => {
    render(<Badge count={4} data-testid="b" />);
    expect(screen.getByText('4')).toBe(screen.getByTestId('b'));
    expect(screen.getByTestId('b')).not.toHaveAttribute('aria-hidden');
  });

  it.each(badgeTones)('renders tone %s with its recipe class', (tone) => {
    render(<Badge count={2} tone={tone} data-testid="b" />);
    expect(screen.getByTestId('b').className).toMatch(new RegExp(`tone_${tone}`));
  });

  it('falls back to the default tone, cap style and cap with one warning each', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const bad = { tone: 'neon', capStyle: 'around', max: -5 } as unknown as Pick<
      BadgeProps,
      'tone' | 'capStyle' | 'max'
    >;
    render(
      <>
        <Badge {...bad} count={12} data-testid="a" />
        <Badge {...bad} count={12} data-testid="b" />
      </>,
    );
    for (const id of ['a', 'b']) {
      expect(screen.getByTestId(id).className).toMatch(/tone_accent/);
      expect(screen.getByTestId(id)).toHaveTextContent('9+');
    }
    const messages = warn.mock.calls.map((c) => String(c[0]));
    expect(messages).toHaveLength(3);
    expect(messages.some((m) => m.includes('unknown tone "neon"; using "accent"'))).toBe(true);
    expect(messages.some((m) => m.includes('unknown capStyle "around"; using "suffix"'))).toBe(true);
    expect(messages.some((m) => m.includes('unknown max "-5"; using "9"'))).toBe(true);
  });

  it('forwards its ref and spreads native props', () => {
    const ref = createRef<HTMLSpanElement>();
    render(<Badge ref={ref} count={5} id="warenkorb-anzahl" className="extra" />);
    expect(ref.current).toHaveAttribute('id', 'warenkorb-anzahl');
    expect(ref.current).toHaveClass('extra');
  });

  it('renders on the server without error and without a style attribute (strict CSP)', () => {
    const html = renderToString(<Badge count={120} capStyle="prefix" label="120 Artikel im Warenkorb" />);
    expect(html).toContain('+99');
    expect(html).toContain('120 Artikel im Warenkorb');
    expect(html).not.toMatch(/\sstyle=/);
    expect(renderToString(<Badge count={0} />)).toBe('');
  });
});

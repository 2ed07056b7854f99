import { createRef } from 'react';
import { renderToString } from 'react-dom/server';
import { render, screen, within } from '@testing-library/react';
import { atomsOf } from '../Box/atoms.testing';
import { Inline } from './Inline';

describe('Inline', () => {
  it('is a wrapping row with the space between items, at the start and centred on the line by default', () => {
    render(
      <Inline data-testid="i" space="s">
        <button type="button">Abbrechen</button>
        <button type="button">Speichern</button>
      </Inline>,
    );
    const row = screen.getByTestId('i');
    expect(atomsOf(row)).toEqual(
      expect.arrayContaining([
        'display_flex_base',
        'flexWrap_wrap_base',
        'gap_s_base',
        'justifyContent_flex-start_base',
        'alignItems_center_base',
      ]),
    );
    expect(row.children).toHaveLength(2);
  });

  it('takes responsive space, align and alignY', () => {
    render(
      <Inline
        data-testid="i"
        space={{ base: 'xs', m: 'm' }}
        align={{ base: 'center', l: 'spaceBetween' }}
        alignY="baseline"
      >
        <span>a</span>
      </Inline>,
    );
    expect(atomsOf(screen.getByTestId('i'))).toEqual(
      expect.arrayContaining([
        'gap_xs_base',
        'gap_m_m',
        'justifyContent_center_base',
        'justifyContent_space-between_l',
        'alignItems_baseline_base',
      ]),
    );
  });

  it('as a list puts each item in an li', () => {
    render(
      <Inline as="ul" space="s" aria-label="Zahlungsarten">
        <span>Rechnung</span>
        <span>PayPal</span>
      </Inline>,
    );
    const list = screen.getByRole('list', { name: 'Zahlungsarten' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Rechnung', 'PayPal']);
    expect(atomsOf(list)).toContain('listStyleType_none');
  });

  it('spreads native props, merges className and forwards its ref; renders on the server', () => {
    const ref = createRef<HTMLElement>();
    render(<Inline ref={ref} data-testid="i" className="mine" space="s" />);
    expect(ref.current).toBe(screen.getByTestId('i'));
    expect(ref.current).toHaveClass('mine');
    const html = renderToString(
      <Inline as="footer" space="s">
        x
      </Inline>,
    );
    expect(html).toMatch(/^<footer class="[^"]*sprinkles_flexWrap_wrap_base/);
  });
});

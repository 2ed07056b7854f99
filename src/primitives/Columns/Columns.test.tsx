import { createRef } from 'react';
import { renderToString } from 'react-dom/server';
import { render, screen, within } from '@testing-library/react';
import { vi } from 'vitest';
import type { ColumnWidth } from '../../../design-tokens';
import { atomsOf } from '../Box/atoms.testing';
import { Column, Columns, type CollapseBelow } from './Columns';

describe('Columns', () => {
  it('without collapseBelow is always a row; children that are not a Column become fluid columns', () => {
    render(
      <Columns data-testid="c" space="l">
        <p>Bild</p>
        <p>Text</p>
      </Columns>,
    );
    const row = screen.getByTestId('c');
    expect(atomsOf(row)).toEqual(
      expect.arrayContaining(['display_flex_base', 'flexDirection_row_base', 'gap_l_base', 'alignItems_stretch_base']),
    );
    const columns = [...row.children];
    expect(columns.map((c) => c.tagName)).toEqual(['DIV', 'DIV']);
    for (const column of columns) {
      expect(atomsOf(column)).toEqual(
        expect.arrayContaining(['minWidth_0', 'flexGrow_1_base', 'flexShrink_1_base', 'flexBasis_0_base']),
      );
    }
    expect(columns[0]?.firstElementChild?.textContent).toBe('Bild');
  });

  it('with collapseBelow="m" stacks full width below m and stands in a row from m up, widths from m up', () => {
    render(
      <Columns data-testid="c" space={{ base: 'm', l: 'xl' }} collapseBelow="m" alignY="center">
        <Column width="1/3">Bild</Column>
        <Column width="content">Preis</Column>
        <Column>Text</Column>
      </Columns>,
    );
    const row = screen.getByTestId('c');
    expect(atomsOf(row)).toEqual(
      expect.arrayContaining([
        'flexDirection_column_base',
        'flexDirection_row_m',
        'alignItems_stretch_base',
        'alignItems_center_m',
        'gap_m_base',
        'gap_xl_l',
      ]),
    );
    const [third, content, fluid] = [...row.children];
    expect(atomsOf(third)).toEqual(expect.arrayContaining(['flexGrow_0_m', 'flexShrink_1_m', 'flexBasis_1/3_m']));
    expect(atomsOf(content)).toEqual(expect.arrayContaining(['flexGrow_0_m', 'flexShrink_0_m', 'flexBasis_auto_m']));
    expect(atomsOf(fluid)).toEqual(expect.arrayContaining(['flexGrow_1_m', 'flexBasis_0_m']));
    // Stacked, a column keeps its natural size: no width atom applies below m.
    for (const column of [third, content, fluid]) {
      expect(atomsOf(column).filter((a) => a.startsWith('flex') && a.endsWith('_base'))).toEqual([]);
    }
  });

  it('reverse shows the row in reverse order, stacked columns keep source order', () => {
    render(
      <Columns data-testid="c" space="l" collapseBelow="l" reverse>
        <Column>Text</Column>
        <Column>Bild</Column>
      </Columns>,
    );
    expect(atomsOf(screen.getByTestId('c'))).toEqual(
      expect.arrayContaining(['flexDirection_column_base', 'flexDirection_row-reverse_l']),
    );
  });

  it('reverse without collapseBelow is ignored, with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(
      <Columns data-testid="c" space="l" reverse>
        <Column>Text</Column>
      </Columns>,
    );
    expect(atomsOf(screen.getByTestId('c'))).toContain('flexDirection_row_base');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/reverse without collapseBelow/);
  });

  it('as a list makes each column an li', () => {
    render(
      <Columns as="ul" aria-label="Service" space="l" collapseBelow="m">
        <Column width="1/4">Hilfe</Column>
        <span>Kontakt</span>
      </Columns>,
    );
    const list = screen.getByRole('list', { name: 'Service' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual(['Hilfe', 'Kontakt']);
    expect([...list.children].every((child) => child.tagName === 'LI')).toBe(true);
    expect(atomsOf(items[0])).toContain('flexBasis_1/4_m');
  });

  it('forwards refs and spreads native props on Columns and Column', () => {
    const rowRef = createRef<HTMLElement>();
    const columnRef = createRef<HTMLElement>();
    render(
      <Columns ref={rowRef} as="section" aria-label="Produkt" className="row" space="s">
        <Column ref={columnRef} id="bild" className="col">
          Bild
        </Column>
      </Columns>,
    );
    const region = screen.getByRole('region', { name: 'Produkt' });
    expect(rowRef.current).toBe(region);
    expect(region).toHaveClass('row');
    expect(columnRef.current).toHaveAttribute('id', 'bild');
    expect(columnRef.current).toHaveClass('col');
  });

  it('unknown width and collapseBelow fall back (fluid, m) with one warning each', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(
      <Columns data-testid="c" space="s" collapseBelow={'tablet' as CollapseBelow}>
        <Column width={'7/8' as ColumnWidth}>Text</Column>
      </Columns>,
    );
    const row = screen.getByTestId('c');
    expect(atomsOf(row)).toContain('flexDirection_row_m');
    expect(atomsOf(row.firstElementChild)).toContain('flexBasis_0_m');
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('renders on the server with classes only', () => {
    const html = renderToString(
      <Columns space="l" collapseBelow="m">
        <Column width="2/3">a</Column>
        <Column>b</Column>
      </Columns>,
    );
    expect(html).toContain('sprinkles_flexBasis_2/3_m');
    expect(html).not.toContain('style=');
  });
});

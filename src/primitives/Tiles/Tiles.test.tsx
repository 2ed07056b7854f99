import { renderToString } from 'react-dom/server';
import { render, screen, within } from '@testing-library/react';
import { vi } from 'vitest';
import type { TileColumnCount } from '../../../design-tokens';
import { atomsOf } from '../Box/atoms.testing';
import { Tiles } from './Tiles';

describe('Tiles', () => {
  it('is a grid of equal columns, their number per condition', () => {
    render(
      <Tiles data-testid="t" columns={{ base: 2, m: 3, xl: 4 }} space={{ base: 's', m: 'l' }}>
        <div>Espresso</div>
        <div>Crema</div>
        <div>Filterkaffee</div>
      </Tiles>,
    );
    const grid = screen.getByTestId('t');
    expect(atomsOf(grid)).toEqual(
      expect.arrayContaining([
        'display_grid_base',
        'gridTemplateColumns_2_base',
        'gridTemplateColumns_3_m',
        'gridTemplateColumns_4_xl',
        'gap_s_base',
        'gap_l_m',
      ]),
    );
    expect(grid.children).toHaveLength(3);
  });

  it('as a list puts each tile in an li (a product list)', () => {
    render(
      <Tiles as="ul" aria-label="Produkte" columns={2} space="m">
        <span>Espresso</span>
        <span>Crema</span>
      </Tiles>,
    );
    const list = screen.getByRole('list', { name: 'Produkte' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  });

  it('an unknown column count falls back to 1 with one warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(<Tiles data-testid="t" columns={9 as TileColumnCount} space="s" />);
    expect(atomsOf(screen.getByTestId('t'))).toContain('gridTemplateColumns_1_base');
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('renders on the server with classes only', () => {
    const html = renderToString(
      <Tiles as="ol" columns={[1, 2]} space="s">
        <span>a</span>
      </Tiles>,
    );
    expect(html).toMatch(/^<ol role="list" class="[^"]*sprinkles_gridTemplateColumns_2_s/);
    expect(html).not.toContain('style=');
  });
});

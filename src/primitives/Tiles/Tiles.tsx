import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { spaceNames, tileColumnCounts, type Space, type TileColumnCount } from '../../../design-tokens';
import { pickVariant } from '../../styles/fallback';
import type { ResponsiveValue } from '../../styles/sprinkles.css';
import { listItems } from '../Box/children';
import { isListElement, layoutElements, type LayoutElement } from '../Box/elements';
import { layoutRoot } from '../Box/layout';
import { mapConditions, pickResponsive } from '../Box/responsive';

export interface TilesProps extends HTMLAttributes<HTMLElement> {
  /** The element: `div` (default), a sectioning element, or `ul`/`ol`, which puts each tile in an `<li>`. */
  as?: LayoutElement;
  /** Tiles per row, 1 to 6; responsive (`{ base: 2, m: 3, xl: 4 }`). */
  columns: ResponsiveValue<TileColumnCount>;
  /** The space between tiles, across and down; responsive. */
  space: ResponsiveValue<Space>;
  children?: ReactNode;
}

/**
 * A grid of equal tiles, a set number per row: product tiles, theme worlds, teasers. Every tile in a row is as
 * wide as the others and as tall as the tallest, whatever its content.
 */
export const Tiles = forwardRef<HTMLElement, TilesProps>(function Tiles(
  { as, columns, space, children, ...rest },
  ref,
) {
  const element = pickVariant('Tiles', 'as', as, layoutElements, 'div');
  const perRow = pickResponsive('Tiles', 'columns', columns, tileColumnCounts, 1);
  return layoutRoot(
    element,
    {
      display: 'grid',
      gridTemplateColumns: perRow && mapConditions(perRow, (n) => `${n}` as const),
      gap: pickResponsive('Tiles', 'space', space, spaceNames, 'none'),
    },
    rest,
    ref,
    isListElement(element) ? listItems(children) : children,
  );
});
Tiles.displayName = 'Tiles';

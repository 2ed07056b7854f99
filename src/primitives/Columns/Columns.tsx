'use client';

import {
  createContext,
  createElement,
  forwardRef,
  isValidElement,
  useContext,
  type HTMLAttributes,
  type ReactNode,
} from 'react';
import {
  columnWidths,
  defaultColumnWidth,
  defaultColumnsAlignY,
  spaceNames,
  verticalAlignments,
  type ColumnWidth,
  type Space,
  type VerticalAlignment,
} from '../../../design-tokens';
import { cx } from '../../styles/cx';
import { pickVariant } from '../../styles/fallback';
import {
  responsiveConditions,
  sprinkles,
  type ResponsiveCondition,
  type ResponsiveValue,
} from '../../styles/sprinkles.css';
import { flattenChildren, keyOf } from '../Box/children';
import { alignItemsOf, isListElement, layoutElements, type LayoutElement } from '../Box/elements';
import { layoutRoot } from '../Box/layout';
import { pickResponsive } from '../Box/responsive';
import { useMisuseWarning } from '../internal/warn';

/** The conditions a Columns row can collapse below: every one but the smallest. */
export type CollapseBelow = Exclude<ResponsiveCondition, 'base'>;
const collapseConditions = responsiveConditions.filter((c): c is CollapseBelow => c !== 'base');

interface ColumnsLayout {
  /** The condition from which the columns stand side by side; `base` when they never collapse. */
  rowFrom: ResponsiveCondition;
  list: boolean;
}
const ColumnsContext = createContext<ColumnsLayout>({ rowFrom: 'base', list: false });

/** How a column takes its share of the row (flex-grow, flex-shrink, flex-basis) for each width. */
function flexOf(width: ColumnWidth) {
  if (width === 'fluid') return { flexGrow: 1, flexShrink: 1, flexBasis: '0' } as const;
  if (width === 'content') return { flexGrow: 0, flexShrink: 0, flexBasis: 'auto' } as const;
  // A fraction of the row; the columns give up the gaps in proportion to their width (flex-shrink 1).
  return { flexGrow: 0, flexShrink: 1, flexBasis: width } as const;
}

export interface ColumnProps extends HTMLAttributes<HTMLElement> {
  /**
   * `fluid` (default) shares the width the other columns leave, `content` is as wide as its content, a fraction
   * (`1/2`, `1/3`, `2/3`, `1/4`, `3/4`, `1/5` … `4/5`) is that share of the row. Below `collapseBelow` every
   * column is full width.
   */
  width?: ColumnWidth;
  children?: ReactNode;
}

/** One column of a Columns row. Only needed to set a width: other children of Columns are fluid columns. */
export const Column = forwardRef<HTMLElement, ColumnProps>(function Column({ width, className, ...rest }, ref) {
  const { rowFrom, list } = useContext(ColumnsContext);
  const safeWidth = pickVariant('Column', 'width', width, columnWidths, defaultColumnWidth);
  const flex = flexOf(safeWidth);
  const classes = sprinkles({
    minWidth: '0',
    flexGrow: { [rowFrom]: flex.flexGrow },
    flexShrink: { [rowFrom]: flex.flexShrink },
    flexBasis: { [rowFrom]: flex.flexBasis },
  });
  return createElement(list ? 'li' : 'div', { ...rest, ref, className: cx(classes, className) });
});
Column.displayName = 'Column';

export interface ColumnsProps extends HTMLAttributes<HTMLElement> {
  /** The element: `div` (default), a sectioning element, or `ul`/`ol`, which makes each column an `<li>`. */
  as?: LayoutElement;
  /** The space between the columns (and between the stacked columns when collapsed); responsive. */
  space: ResponsiveValue<Space>;
  /** Below this breakpoint the columns stack, full width, in source order (`m`: phones get one column). */
  collapseBelow?: CollapseBelow;
  /** How columns of different heights line up in a row: stretch (default, equal heights), start, center, end, baseline. */
  alignY?: VerticalAlignment;
  /**
   * Shows the columns in reverse order in a row, while stacked columns keep source order (the phone order).
   * Only with `collapseBelow`: without it, change the source order instead.
   */
  reverse?: boolean;
  children?: ReactNode;
}

/**
 * Content side by side in columns of set widths (fractions, content width or a fluid share) that stack below a
 * breakpoint: a product picture next to its details, a form next to its summary, a footer's link columns.
 */
export const Columns = forwardRef<HTMLElement, ColumnsProps>(function Columns(
  { as, space, collapseBelow, alignY, reverse = false, children, ...rest },
  ref,
) {
  const element = pickVariant('Columns', 'as', as, layoutElements, 'div');
  const list = isListElement(element);
  const collapse =
    collapseBelow === undefined
      ? undefined
      : pickVariant('Columns', 'collapseBelow', collapseBelow, collapseConditions, 'm');
  const safeAlignY = pickVariant('Columns', 'alignY', alignY, verticalAlignments, defaultColumnsAlignY);
  useMisuseWarning(
    reverse && collapse === undefined,
    'Columns',
    'reverse without collapseBelow is ignored: put the columns in the order they are shown instead.',
  );
  const rowFrom: ResponsiveCondition = collapse ?? 'base';
  const row = reverse && collapse !== undefined ? 'row-reverse' : 'row';
  const columns = flattenChildren(children).map((child, i) =>
    isValidElement(child) && child.type === Column ? child : <Column key={keyOf(child, i)}>{child}</Column>,
  );
  return layoutRoot(
    element,
    {
      display: 'flex',
      flexDirection: collapse === undefined ? row : { base: 'column', [collapse]: row },
      gap: pickResponsive('Columns', 'space', space, spaceNames, 'none'),
      // Stacked columns stay full width; the alignment is for the row.
      alignItems:
        collapse === undefined ? alignItemsOf[safeAlignY] : { base: 'stretch', [collapse]: alignItemsOf[safeAlignY] },
    },
    rest,
    ref,
    <ColumnsContext.Provider value={{ rowFrom, list }}>{columns}</ColumnsContext.Provider>,
  );
});
Columns.displayName = 'Columns';

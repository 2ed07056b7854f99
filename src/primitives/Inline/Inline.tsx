import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import {
  defaultInlineAlignY,
  defaultInlineAlignment,
  inlineAlignments,
  spaceNames,
  verticalAlignments,
  type InlineAlignment,
  type Space,
  type VerticalAlignment,
} from '../../../design-tokens';
import { pickVariant } from '../../styles/fallback';
import type { ResponsiveValue } from '../../styles/sprinkles.css';
import { listItems } from '../Box/children';
import { alignItemsOf, isListElement, justifyContentOf, layoutElements, type LayoutElement } from '../Box/elements';
import { layoutRoot } from '../Box/layout';
import { mapConditions, pickResponsive } from '../Box/responsive';

export interface InlineProps extends HTMLAttributes<HTMLElement> {
  /** The element: `div` (default), a sectioning element, or `ul`/`ol`, which puts each child in an `<li>`. */
  as?: LayoutElement;
  /** The space between items, across and between lines, from the space scale; responsive. */
  space: ResponsiveValue<Space>;
  /** Where the items sit along the row: start (default), center, end, or spaceBetween (edge to edge); responsive. */
  align?: ResponsiveValue<InlineAlignment>;
  /** How items of different heights line up: center (default), start, end, baseline or stretch; responsive. */
  alignY?: ResponsiveValue<VerticalAlignment>;
  children?: ReactNode;
}

/**
 * Items side by side, wrapping onto more lines when the row is full, with the same space between them in both
 * directions: buttons, badges, tags, payment logos, a row of links. Each item keeps its own width.
 */
export const Inline = forwardRef<HTMLElement, InlineProps>(function Inline(
  { as, space, align, alignY, children, ...rest },
  ref,
) {
  const element = pickVariant('Inline', 'as', as, layoutElements, 'div');
  const horizontal = pickResponsive(
    'Inline',
    'align',
    align ?? defaultInlineAlignment,
    inlineAlignments,
    defaultInlineAlignment,
  );
  const vertical = pickResponsive(
    'Inline',
    'alignY',
    alignY ?? defaultInlineAlignY,
    verticalAlignments,
    defaultInlineAlignY,
  );
  return layoutRoot(
    element,
    {
      display: 'flex',
      flexWrap: 'wrap',
      gap: pickResponsive('Inline', 'space', space, spaceNames, 'none'),
      justifyContent: horizontal && mapConditions(horizontal, (a) => justifyContentOf[a]),
      alignItems: vertical && mapConditions(vertical, (a) => alignItemsOf[a]),
    },
    rest,
    ref,
    isListElement(element) ? listItems(children) : children,
  );
});
Inline.displayName = 'Inline';

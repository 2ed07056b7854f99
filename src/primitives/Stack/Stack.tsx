import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import {
  defaultStackAlignment,
  spaceNames,
  stackAlignments,
  type Space,
  type StackAlignment,
} from '../../../design-tokens';
import { pickVariant } from '../../styles/fallback';
import type { ResponsiveValue } from '../../styles/sprinkles.css';
import { listItems } from '../Box/children';
import { alignItemsOf, isListElement, layoutElements, type LayoutElement } from '../Box/elements';
import { layoutRoot } from '../Box/layout';
import { mapConditions, pickResponsive } from '../Box/responsive';

export interface StackProps extends HTMLAttributes<HTMLElement> {
  /** The element: `div` (default), a sectioning element, or `ul`/`ol`, which puts each child in an `<li>`. */
  as?: LayoutElement;
  /** The space between the children, from the space scale; responsive (`{ base: 's', m: 'l' }`). */
  space: ResponsiveValue<Space>;
  /** How children sit across the width: stretched (default), or at the start, centre or end; responsive. */
  align?: ResponsiveValue<StackAlignment>;
  children?: ReactNode;
}

/**
 * Children one below the other with the same space between them: the vertical rhythm of a page, a card, a form.
 * The space is between the children only (no margin around them), so a Stack nests in any other layout.
 */
export const Stack = forwardRef<HTMLElement, StackProps>(function Stack({ as, space, align, children, ...rest }, ref) {
  const element = pickVariant('Stack', 'as', as, layoutElements, 'div');
  const alignment = pickResponsive(
    'Stack',
    'align',
    align ?? defaultStackAlignment,
    stackAlignments,
    defaultStackAlignment,
  );
  return layoutRoot(
    element,
    {
      display: 'flex',
      flexDirection: 'column',
      gap: pickResponsive('Stack', 'space', space, spaceNames, 'none'),
      alignItems: alignment && mapConditions(alignment, (a) => alignItemsOf[a]),
    },
    rest,
    ref,
    isListElement(element) ? listItems(children) : children,
  );
});
Stack.displayName = 'Stack';

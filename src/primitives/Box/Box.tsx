import { createElement, forwardRef, type AllHTMLAttributes } from 'react';
import { cx } from '../../styles/cx';
import { sprinkles, type Sprinkles } from '../../styles/sprinkles.css';
import { warnOnce } from './responsive';

export type BoxElement = keyof HTMLElementTagNameMap;

export type BoxProps = {
  /** The element to render. Default `div`. */
  as?: BoxElement;
} & Sprinkles &
  Omit<AllHTMLAttributes<HTMLElement>, keyof Sprinkles | 'as'>;

/**
 * The sprinkles classes for these props. A value sprinkles does not know (from an untyped caller) is left out
 * with one warning instead of the throw sprinkles gives in development.
 */
function atoms(props: Record<string, unknown>): string {
  try {
    return sprinkles(props as Sprinkles);
  } catch {
    return Object.entries(props)
      .map(([prop, value]) => {
        try {
          return sprinkles({ [prop]: value } as Sprinkles);
        } catch (error) {
          const reason = error instanceof Error ? error.message : String(error);
          warnOnce(`Box.${prop}.${JSON.stringify(value)}`, `[crema] Box: ${reason}; left out.`);
          return '';
        }
      })
      .join(' ');
  }
}

/**
 * The one element every layout is made of: any HTML element (`as`) with the sprinkles as props, so spacing,
 * flex, grid, widths and surface colours are classes from tokens (no style attribute, no layout CSS of your own).
 * Reach for Stack, Inline, Columns, Tiles or ContentBlock first; Box is for what they do not say.
 */
export const Box = forwardRef<HTMLElement, BoxProps>(function Box({ as = 'div', className, ...props }, ref) {
  const atomProps: Record<string, unknown> = {};
  const nativeProps: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (sprinkles.properties.has(key as keyof Sprinkles)) atomProps[key] = value;
    else nativeProps[key] = value;
  }
  return createElement(as, { ...nativeProps, ref, className: cx(atoms(atomProps), className) || undefined });
});
Box.displayName = 'Box';

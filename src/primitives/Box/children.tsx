import { Children, Fragment, cloneElement, isValidElement, type Key, type ReactElement, type ReactNode } from 'react';

/**
 * The children as a flat list, fragments opened (`<>{a}{b}</>` gives two items, as it gives two boxes on the
 * page), null, undefined and booleans left out. Elements keep unique keys: one from inside a fragment is prefixed
 * with the fragment's key.
 */
export function flattenChildren(children: ReactNode, prefix = ''): ReactNode[] {
  return Children.toArray(children).flatMap((child): ReactNode[] => {
    if (isValidElement<{ children?: ReactNode }>(child) && child.type === Fragment) {
      return flattenChildren(child.props.children, `${prefix}${String(child.key)}`);
    }
    if (prefix && isValidElement(child)) return [cloneElement(child, { key: `${prefix}${String(child.key)}` })];
    return [child];
  });
}

/** A stable key for the i-th flattened child: its own key when it is an element, else its place. */
export const keyOf = (child: ReactNode, index: number): Key =>
  isValidElement(child) && child.key !== null ? child.key : `#${index}`;

/** Each child in its own `<li>`, for a layout rendered as a list. */
export function listItems(children: ReactNode, className?: string): ReactElement[] {
  return flattenChildren(children).map((child, i) => (
    <li key={keyOf(child, i)} className={className}>
      {child}
    </li>
  ));
}

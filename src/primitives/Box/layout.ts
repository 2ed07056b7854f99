import { createElement, type HTMLAttributes, type ReactElement, type ReactNode, type Ref } from 'react';
import { cx } from '../../styles/cx';
import { sprinkles, type Sprinkles } from '../../styles/sprinkles.css';
import { isListElement, type LayoutElement } from './elements';

/**
 * The root of a layout primitive: its sprinkles classes and yours, your native props, its children. A list
 * (`ul`, `ol`) loses its bullets and indent and gets role="list", because Safari drops the list role of a list
 * without bullets and a screen reader would no longer say "list, 3 items".
 */
export function layoutRoot(
  element: LayoutElement,
  atoms: Sprinkles,
  { className, ...rest }: HTMLAttributes<HTMLElement>,
  ref: Ref<HTMLElement>,
  children: ReactNode,
): ReactElement {
  const list = isListElement(element);
  const classes = sprinkles({ ...atoms, ...(list && { listStyleType: 'none', padding: 'none', margin: 'none' }) });
  return createElement(
    element,
    { ...(list && { role: 'list' }), ...rest, ref, className: cx(classes, className) },
    children,
  );
}

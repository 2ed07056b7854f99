import type { ReactNode } from 'react';
import { Stack } from '../../src/primitives/Stack';
import { cx } from '../../src/styles/cx';
import * as support from '../support/support.css';
import * as styles from './layoutDemo.css';

/** A placeholder child for the layout stories: a dashed box on the raised surface. */
export function Panel({ children, tall = false }: { children: ReactNode; tall?: boolean }) {
  return <div className={cx(styles.panel, tall && styles.tall)}>{children}</div>;
}

/** A labelled example at the full width of the story (a Row of the theme matrix would shrink it to its content). */
export function Example({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack as="section" aria-label={label} space="s">
      <h2 className={support.matrixLabel}>{label}</h2>
      {children}
    </Stack>
  );
}

/** The accessibility paragraph every layout primitive's docs page shares. */
export const layoutAccessibility = [
  '**Accessibility:** layout has no role of its own: it renders a `div` unless `as` names the element that says what the',
  'content is (`section` with a heading, `nav`, `header`, `footer`, `main`, `aside`, `article`). With `as="ul"` or `as="ol"`',
  'each child is put in an `<li>` (fragments are opened, empty children left out) and the list keeps `role="list"`,',
  'which Safari drops from lists without bullets. The visual order is the source order (except Columns `reverse` in a row),',
  'so reading and tab order follow what is seen. Everything is classes from the sprinkles: no style attribute, so it',
  'renders the same on the server under the strict CSP.',
].join('\n');

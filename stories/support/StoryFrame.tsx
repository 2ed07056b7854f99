import type { ReactNode } from 'react';
import type { SurfaceTheme } from '../../design-tokens';
import { Surface } from '../../src/primitives/Surface';
import { VisuallyHidden } from '../../src/primitives/VisuallyHidden';
import * as styles from './support.css';

/**
 * Every story renders as a small page: a main landmark and an h1 naming the story (visually hidden),
 * on a Surface in the theme picked in the toolbar. Theme variables are unset without it. A story that is a whole page
 * (`page`: its own banner, main, footer and h1, as the header's) gets only the Surface.
 */
export function StoryFrame({
  theme,
  title,
  page = false,
  children,
}: {
  theme: SurfaceTheme;
  title: string;
  page?: boolean;
  children: ReactNode;
}) {
  if (page)
    return (
      <Surface theme={theme} className={styles.frame}>
        {children}
      </Surface>
    );
  return (
    <Surface theme={theme} className={styles.frame}>
      <main className={styles.main}>
        <VisuallyHidden asChild>
          <h1>{title}</h1>
        </VisuallyHidden>
        {children}
      </main>
    </Surface>
  );
}

import type { ReactNode } from 'react';
import { surfaceThemes } from '../../design-tokens';
import { Surface } from '../../src/primitives/Surface';
import * as styles from './support.css';

/** Renders `children` once in each of the 12 surface themes, each cell labelled with its theme's name. */
export function ThemeMatrix({ children }: { children: (theme: (typeof surfaceThemes)[number]) => ReactNode }) {
  return (
    <div className={styles.matrix}>
      {surfaceThemes.map((theme) => (
        <Surface key={theme} theme={theme} className={styles.matrixCell}>
          <section aria-label={theme}>
            <h2 className={styles.matrixLabel}>{theme}</h2>
            {children(theme)}
          </section>
        </Surface>
      ))}
    </div>
  );
}

/** A labelled row of examples. */
export function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <section aria-label={label} className={styles.stack}>
      <h2 className={styles.matrixLabel}>{label}</h2>
      <div className={styles.row}>{children}</div>
    </section>
  );
}

import type { ReactNode } from 'react';
import { formLocales, type FormLocale } from '../../design-tokens';
import { FormTextsProvider } from '../../src/primitives/formTexts';
import { Row } from './ThemeMatrix';
import * as styles from './support.css';

/** Renders `children` once in each locale the form primitives ship, each in its own FormTextsProvider and labelled. */
export function LocaleMatrix({ children }: { children: (locale: FormLocale) => ReactNode }) {
  return (
    <div className={styles.matrix}>
      {formLocales.map((locale) => (
        <Row key={locale} label={locale}>
          <FormTextsProvider locale={locale}>{children(locale)}</FormTextsProvider>
        </Row>
      ))}
    </div>
  );
}

import type { ReactNode } from 'react';
import { formLocales, type FormLocale } from '../../design-tokens';
import { FormMessagesProvider, formCatalogs } from '../../src/primitives/formTexts';
import { Row } from './ThemeMatrix';
import * as styles from './support.css';

/**
 * Renders `children` once in each locale the form primitives ship, labelled, each row given only its own locale's
 * catalog, as a storefront page that loaded one locale's texts does.
 */
export function LocaleMatrix({ children }: { children: (locale: FormLocale) => ReactNode }) {
  return (
    <div className={styles.matrix}>
      {formLocales.map((locale) => (
        <Row key={locale} label={locale}>
          <FormMessagesProvider locale={locale} messages={formCatalogs[locale]}>
            {children(locale)}
          </FormMessagesProvider>
        </Row>
      ))}
    </div>
  );
}

import type { ReactNode } from 'react';
import * as styles from './PageLayout.css';

interface PageLayoutProps {
  /** The header slot; left out when the content cookie hides it. */
  header?: ReactNode;
  footer?: ReactNode;
  children: ReactNode;
}

/** Spec 002, page layout: an optional header, the main content area, then the footer. */
export function PageLayout({ header, footer, children }: PageLayoutProps) {
  return (
    <div className={styles.page}>
      {header !== undefined && <header className={styles.header}>{header}</header>}
      <main id="main" className={styles.main}>
        {children}
      </main>
      {footer !== undefined && <footer className={styles.footer}>{footer}</footer>}
    </div>
  );
}

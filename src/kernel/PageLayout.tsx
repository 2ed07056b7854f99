import type { ReactNode } from 'react';
import { Box } from '../primitives/Box';
import * as styles from './PageLayout.css';

/**
 * The ids of the page regions the skip links jump to ("a skip-links bar (anchors to the search box, the main content
 * and the footer)"). The layout puts `main` and `footer` on its regions; the header's search box carries `search`.
 */
export const skipLinkTargets = { search: 'search', main: 'main', footer: 'footer' } as const;

export interface PageLayoutProps {
  /**
   * The page type, on the page root as `data-page-type` ("A page-type attribute on the page root is read; pages of type
   * basket and ProductDetailPage disable the hide-on-scroll header behaviour").
   */
  pageType: string;
  /**
   * The header slot: the banner itself (the header feature's `Header` renders the `<header>` element, so it can be
   * sticky against the whole page). Left out (with the footer) when a content cookie says no header and no footer.
   */
  header?: ReactNode;
  footer?: ReactNode;
  children: ReactNode;
}

/**
 * The default layout: "an optional header and a main content area, then the footer". Landmarks: the header slot's
 * banner, `main` and `footer` (contentinfo); the main region and the footer are skip-link targets, focusable by script
 * only so a skip link moves focus there too.
 */
export function PageLayout({ pageType, header, footer, children }: PageLayoutProps) {
  return (
    <Box className={styles.page} data-page-type={pageType}>
      {header}
      <main id={skipLinkTargets.main} tabIndex={-1} className={styles.main}>
        {children}
      </main>
      {footer !== undefined && (
        <footer id={skipLinkTargets.footer} tabIndex={-1} className={styles.footer}>
          {footer}
        </footer>
      )}
    </Box>
  );
}

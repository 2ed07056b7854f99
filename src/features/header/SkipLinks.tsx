'use client';

import { skipLinkTargets } from '../../kernel';
import { useHeaderMessages, type HeaderMessageId } from './messages';
import * as styles from './Header.css';
import { trackNavigationClick } from '../../platform/tracking';

export type SkipLinkTarget = keyof typeof skipLinkTargets;

const texts: Record<SkipLinkTarget, HeaderMessageId> = {
  search: 'header.skipLinks.search',
  main: 'header.skipLinks.main',
  footer: 'header.skipLinks.footer',
};

/**
 * "A skip-links bar (anchors to the search box, the main content and the footer), visible only while it has keyboard
 * focus". Plain in-page links, first in the header: they work before any script, and the targets (PageLayout's main and
 * footer, the header's search box) take focus because they are focusable.
 */
export function SkipLinks({ targets }: { targets: readonly SkipLinkTarget[] }) {
  const { t } = useHeaderMessages();
  return (
    <nav aria-label={t('header.skipLinks.label')}>
      <ul className={styles.skipLinks}>
        {targets.map((target) => (
          <li key={target}>
            <a
              className={styles.skipLink}
              href={`#${skipLinkTargets[target]}`}
              onClick={() => trackNavigationClick('skip_link', target)}
            >
              {t(texts[target])}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

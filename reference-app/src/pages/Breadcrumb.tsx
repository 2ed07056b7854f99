import { Inline, TextLink } from 'crema';
import { useAppMessages } from '../messages/hooks';
import * as styles from './pages.css';

export interface Crumb {
  title: string;
  href: string;
}

/** Where the page sits: home, then each category above it; the page itself is the last, not a link. */
export function Breadcrumb({ trail, current }: { trail: readonly Crumb[]; current: string }) {
  const { t } = useAppMessages();
  return (
    <nav aria-label={t('layout.breadcrumb')} className={styles.breadcrumb}>
      <Inline as="ol" space="s">
        <TextLink href="/">{t('layout.home')}</TextLink>
        {trail.map((crumb) => (
          <TextLink key={crumb.href} href={crumb.href}>
            {crumb.title}
          </TextLink>
        ))}
        <span aria-current="page">{current}</span>
      </Inline>
    </nav>
  );
}

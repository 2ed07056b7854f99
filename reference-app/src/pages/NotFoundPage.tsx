'use client';

import { Button, ContentBlock, Stack } from 'crema';
import { useAppMessages } from '../messages/hooks';
import * as styles from './pages.css';

/** The 404 page: said plainly, inside the shop's layout, with the way back home. */
export function NotFoundPage() {
  const { t } = useAppMessages();
  return (
    <ContentBlock gutter width="text" className={styles.page}>
      <Stack space="l" align="start">
        <h1 className={styles.title}>{t('notFound.title')}</h1>
        <p className={styles.lead}>{t('notFound.text')}</p>
        <Button href="/" variant="primary">
          {t('notFound.home')}
        </Button>
      </Stack>
    </ContentBlock>
  );
}

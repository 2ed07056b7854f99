'use client';

import { Button, ContentBlock, Inline, Stack } from 'crema';
import { useAppMessages } from '../messages/hooks';
import type { PageProps } from '../routing/route';
import * as styles from './pages.css';

/**
 * The error page: the page's own data could not be loaded (a failed or hung call, a bad answer), or its data did not
 * reach the browser intact. Nothing of the visitor's is lost by trying again.
 */
export function ErrorPage({ path }: PageProps<unknown>) {
  const { t } = useAppMessages();
  return (
    <ContentBlock gutter width="text" className={styles.page}>
      <Stack space="l" align="start">
        <h1 className={styles.title}>{t('error.title')}</h1>
        <p className={styles.lead}>{t('error.text')}</p>
        <Inline space="m">
          <Button href={path} variant="primary">
            {t('error.retry')}
          </Button>
          <Button href="/" variant="secondary">
            {t('error.home')}
          </Button>
        </Inline>
      </Stack>
    </ContentBlock>
  );
}

'use client';

import { Button, ContentBlock, Stack, TextLink } from 'crema';
import { useAppMessages } from '../messages/hooks';
import type { PageProps } from '../routing/route';
import { STAFF_LOGIN_PAGE_PATH, type StaffLoginPageData } from './staffLogin';
import * as pageStyles from './pages.css';

/**
 * The demo's staff sign-in: one button that posts to this page's address; the server sets the
 * staff cookie and comes back here. Signed in, the page says where the preview settings are. Works without script.
 */
export function StaffLoginPage({ data }: PageProps<StaffLoginPageData>) {
  const { t } = useAppMessages();
  return (
    <ContentBlock gutter width="text" className={pageStyles.page}>
      <Stack space="l">
        <h1 className={pageStyles.title}>{t('staffLogin.title')}</h1>
        <p className={pageStyles.lead}>{t('staffLogin.intro')}</p>
        {data.staff ? (
          <p className={pageStyles.text} role="status">
            {t('staffLogin.signedIn')}
          </p>
        ) : (
          <form method="post" action={STAFF_LOGIN_PAGE_PATH}>
            <Button type="submit">{t('staffLogin.submit')}</Button>
          </form>
        )}
        <TextLink href="/">{t('staffLogin.home')}</TextLink>
      </Stack>
    </ContentBlock>
  );
}

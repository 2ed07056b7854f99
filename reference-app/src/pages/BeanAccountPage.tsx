'use client';

import { ContentBlock, Stack, TextLink } from 'crema';
import { useAppMessages } from '../messages/hooks';
import type { PageProps } from '../routing/route';
import { USER_MENU_PAGE_PATH, type AccountContentPageData } from './account';
import { ContentHead, ContentSections } from './ContentSections';
import { SignInPrompt } from './SignInPrompt';
import * as styles from './pages.css';

/**
 * The bean account ("/beanaccount"): the visitor's loyalty beans (psdata's "customer loyaltyBeans", read
 * from psdata on the server), and how beans are collected. Signed out, the way to the sign-in.
 */
export function BeanAccountPage({ data }: PageProps<AccountContentPageData>) {
  const { t } = useAppMessages();
  const { visitor, page } = data;
  return (
    <ContentBlock gutter width="text" className={styles.page}>
      <Stack space="xl">
        <ContentHead title={page.title} intro={page.intro} />
        {visitor.signedIn ? (
          <Stack as="section" space="s" className={styles.card} aria-labelledby="bean-balance">
            <h2 id="bean-balance" className={styles.sectionTitle}>
              {t('beanAccount.balance')}
            </h2>
            <p className={styles.productPrice}>{t('beanAccount.beans', { count: visitor.loyaltyBeans ?? 0 })}</p>
          </Stack>
        ) : (
          <SignInPrompt />
        )}
        <ContentSections sections={page.sections} />
        {visitor.signedIn && <TextLink href={USER_MENU_PAGE_PATH}>{t('account.backToMenu')}</TextLink>}
      </Stack>
    </ContentBlock>
  );
}

'use client';

import { ContentBlock, Notification, Stack, TextLink } from 'crema';
import { useAppMessages } from '../messages/hooks';
import type { PageProps } from '../routing/route';
import { USER_MENU_PAGE_PATH, type AccountContentPageData } from './account';
import { ContentHead, ContentSections } from './ContentSections';
import { SignInPrompt } from './SignInPrompt';
import * as styles from './pages.css';

/**
 * The loyalty card's overview ("/{loyalty-card}/Overview"): whether the visitor is a member (psdata's "a
 * loyalty-card-member flag", from psdata on the server), the card's benefits and the way to get one.
 */
export function LoyaltyCardPage({ data }: PageProps<AccountContentPageData>) {
  const { t } = useAppMessages();
  const { visitor, page } = data;
  return (
    <ContentBlock gutter width="text" className={styles.page}>
      <Stack space="xl">
        <ContentHead title={page.title} intro={page.intro} />
        {!visitor.signedIn ? (
          <SignInPrompt />
        ) : (
          <Notification tone={visitor.loyaltyCardMember ? 'success' : 'info'}>
            {visitor.loyaltyCardMember ? t('loyaltyCard.member') : t('loyaltyCard.notMember')}
          </Notification>
        )}
        <ContentSections sections={page.sections} />
        {visitor.signedIn && <TextLink href={USER_MENU_PAGE_PATH}>{t('account.backToMenu')}</TextLink>}
      </Stack>
    </ContentBlock>
  );
}

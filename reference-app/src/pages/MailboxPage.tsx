'use client';

import { sites, ContentBlock, Inline, Stack, TextLink } from 'crema';
import { useAppMessages } from '../messages/hooks';
import type { PageProps } from '../routing/route';
import { MAILBOX_PAGE_PATH, mailKindTexts, type MailboxPageData } from './mailbox';
import { NEWSLETTER_PAGE_PATH } from './newsletter';
import * as styles from './MailboxPage.css';
import * as pageStyles from './pages.css';

/**
 * The demo mailbox (the reference storefront's own page, not the spec's): every mail the reference
 * newsletter service "sent", newest first, with its recipient, shop and link, so a person can sign up and confirm
 * the double opt-in in the browser. Plain links: it works before any script.
 */
export function MailboxPage({ data }: PageProps<MailboxPageData>) {
  const { t } = useAppMessages();
  return (
    <ContentBlock gutter width="text" className={pageStyles.page}>
      <Stack space="xl">
        <Stack space="s">
          <h1 className={pageStyles.title}>{t('mailbox.title')}</h1>
          <p className={pageStyles.lead}>{t('mailbox.intro')}</p>
        </Stack>
        <Inline space="l">
          <TextLink href={NEWSLETTER_PAGE_PATH}>{t('mailbox.signUp')}</TextLink>
          <TextLink href={MAILBOX_PAGE_PATH}>{t('mailbox.refresh')}</TextLink>
        </Inline>
        <Stack as="section" space="m" aria-labelledby="mailbox-mails">
          <h2 id="mailbox-mails" className={pageStyles.sectionTitle}>
            {t('mailbox.count', { count: data.mails.length })}
          </h2>
          {data.mails.length === 0 ? (
            <p className={pageStyles.text}>{t('mailbox.empty')}</p>
          ) : (
            <Stack as="ul" space="none" aria-labelledby="mailbox-mails" className={styles.mails}>
              {data.mails.map((mail, index) => {
                const texts = mailKindTexts[mail.kind];
                const site = sites[mail.site];
                return (
                  <Stack key={`${data.mails.length - index}`} space="s" className={styles.mail}>
                    <h3 className={styles.subject}>{t(texts.subject)}</h3>
                    <dl className={styles.facts}>
                      <dt>{t('mailbox.to')}</dt>
                      <dd>{mail.to}</dd>
                      <dt>{t('mailbox.shop')}</dt>
                      <dd lang={site.locale}>{site.label}</dd>
                    </dl>
                    {mail.link ? (
                      <TextLink href={mail.link}>{t(texts.link)}</TextLink>
                    ) : (
                      <p className={pageStyles.muted}>{t('mailbox.noLink')}</p>
                    )}
                    {mail.updateHref && <TextLink href={mail.updateHref}>{t('mailbox.update')}</TextLink>}
                  </Stack>
                );
              })}
            </Stack>
          )}
        </Stack>
      </Stack>
    </ContentBlock>
  );
}

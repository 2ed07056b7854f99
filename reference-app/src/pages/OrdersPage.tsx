'use client';

import { formatPrice, ContentBlock, Stack, TextLink } from 'crema';
import { useAppMessages } from '../messages/hooks';
import type { PageProps } from '../routing/route';
import { USER_MENU_PAGE_PATH, type OrdersPageData } from './account';
import { SignInPrompt } from './SignInPrompt';
import * as styles from './pages.css';

/** An order's day as the site writes dates (the ISO date read as a calendar day, so no time zone moves it). */
const dayOf = (date: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));

/**
 * The visitor's orders ("/orders"), newest first: number, day, state, articles and total. Signed out, the
 * way to the sign-in.
 */
export function OrdersPage({ data, site }: PageProps<OrdersPageData>) {
  const { t } = useAppMessages();
  return (
    <ContentBlock gutter width="text" className={styles.page}>
      <Stack space="xl">
        <h1 className={styles.title}>{t('orders.title')}</h1>
        {!data.signedIn ? (
          <SignInPrompt />
        ) : data.orders.length === 0 ? (
          <p className={styles.text}>{t('orders.empty')}</p>
        ) : (
          <Stack as="ul" space="l" className={styles.plainList}>
            {data.orders.map((order) => (
              <Stack
                as="article"
                space="s"
                className={styles.card}
                key={order.id}
                aria-labelledby={`order-${order.id}`}
              >
                <h2 id={`order-${order.id}`} className={styles.sectionTitle}>
                  {t('orders.order', { id: order.id })}
                </h2>
                <p className={styles.muted}>{t('orders.date', { date: dayOf(order.date, site.locale) })}</p>
                <p className={styles.text}>{t('orders.status', { status: order.status })}</p>
                <Stack as="ul" space="xs" aria-label={t('orders.items')}>
                  {order.items.map((item) => (
                    <span key={item.title}>{t('orders.item', { quantity: item.quantity, title: item.title })}</span>
                  ))}
                </Stack>
                <p className={styles.amount}>{t('orders.total', { total: formatPrice(order.total.amount, site) })}</p>
              </Stack>
            ))}
          </Stack>
        )}
        <TextLink href={USER_MENU_PAGE_PATH}>{t('account.backToMenu')}</TextLink>
      </Stack>
    </ContentBlock>
  );
}

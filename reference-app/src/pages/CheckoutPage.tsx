'use client';

import { Button, Columns, Column, ContentBlock, Stack, TextLink } from 'crema';
import { useAppMessages } from '../messages/hooks';
import type { PageProps } from '../routing/route';
import { CART_PAGE_PATH } from './cart';
import type { CheckoutData } from './checkout';
import { CartLines, CartTotal, SummaryPanel } from './CartLines';
import * as styles from './pages.css';

/**
 * The checkout page (page type CheckoutPage, shown with the reduced header used for checkout): the order summary of the
 * visitor's cart, why the checkout is a calm and secure place, and, plainly, that the reference shop takes no orders.
 */
export function CheckoutPage({ data, site }: PageProps<CheckoutData>) {
  const { t } = useAppMessages();
  const empty = data.lines.length === 0;
  return (
    <ContentBlock gutter className={styles.page}>
      <Stack space={{ base: 'xl', m: 'xxl' }}>
        <h1 className={styles.title}>{t('checkout.title')}</h1>
        <p className={styles.note}>{t('checkout.referenceNote')}</p>
        {empty ? (
          <Stack space="l" align="start">
            <p className={styles.lead}>{t('checkout.empty')}</p>
            <Button href="/" variant="primary">
              {t('cart.continueShopping')}
            </Button>
          </Stack>
        ) : (
          <Columns space={{ base: 'xl', l: '3xl' }} collapseBelow="l" alignY="start">
            <Column width="1/2">
              <Stack as="section" space="m" aria-labelledby="checkout-secure">
                <h2 id="checkout-secure" className={styles.sectionTitle}>
                  {t('checkout.secureTitle')}
                </h2>
                <p className={styles.text}>{t('checkout.secureText')}</p>
              </Stack>
            </Column>
            <SummaryPanel id="checkout-summary" title={t('checkout.summary')}>
              <CartLines lines={data.lines} site={site} density="compact" labelledBy="checkout-summary" />
              <CartTotal total={data.total} site={site} />
              <TextLink href={CART_PAGE_PATH}>{t('checkout.backToCart')}</TextLink>
            </SummaryPanel>
          </Columns>
        )}
      </Stack>
    </ContentBlock>
  );
}

'use client';

import {
  Button,
  Columns,
  Column,
  ContentBlock,
  Stack,
  TextLink,
  VisuallyHidden,
  countOf,
  hasLines,
  Minicart,
  useMinicart,
} from 'crema';
import { useAppMessages } from '../messages/hooks';
import type { PageProps } from '../routing/route';
import type { BasketData } from './cart';
import { SummaryPanel } from './CartLines';
import * as styles from './pages.css';

/**
 * The cart page (page type `basket`: the header does not hide on scroll here). Its cart is the mini
 * cart's store, started with the cart the server read: the same lines, steppers, deleted entries
 * with undo and messages as the mini cart, and a summary with the total and the way to the checkout. An empty cart
 * says so and leads back to the shop.
 */
export function BasketPage({ data }: PageProps<BasketData>) {
  const { t } = useAppMessages();
  // The store holds the server's cart from its creation, so the server and the hydrating render agree.
  const cart = useMinicart((m) => m.cart) ?? data.cart;
  const deleted = useMinicart((m) => m.deleted.length);
  const empty = !hasLines(cart) && deleted === 0;
  return (
    <ContentBlock gutter className={styles.page}>
      <Stack space={{ base: 'xl', m: 'xxl' }}>
        <Stack space="s">
          <h1 className={styles.title}>{t('cart.title')}</h1>
          {!empty && <p className={styles.muted}>{t('cart.count', { count: countOf(cart) })}</p>}
        </Stack>
        {empty ? (
          <Stack space="l" align="start">
            <p className={styles.lead}>{t('cart.empty')}</p>
            <p className={styles.text}>{t('cart.emptyText')}</p>
            <Button href="/" variant="primary">
              {t('cart.continueShopping')}
            </Button>
          </Stack>
        ) : (
          <Columns space={{ base: 'xl', l: '3xl' }} collapseBelow="l" alignY="start">
            <Column width="2/3">
              <Stack as="section" space="none" aria-labelledby="cart-lines">
                <VisuallyHidden asChild>
                  <h2 id="cart-lines">{t('cart.lines')}</h2>
                </VisuallyHidden>
                <Minicart.Content />
              </Stack>
            </Column>
            <SummaryPanel id="cart-summary" title={t('cart.summary')}>
              <Minicart.Footer cartLink={false} />
              <TextLink href="/">{t('cart.continueShopping')}</TextLink>
            </SummaryPanel>
          </Columns>
        )}
      </Stack>
    </ContentBlock>
  );
}

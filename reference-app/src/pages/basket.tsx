import { Button } from '../../../src/primitives/Button';
import { Columns, Column } from '../../../src/primitives/Columns';
import { ContentBlock } from '../../../src/primitives/ContentBlock';
import { Stack } from '../../../src/primitives/Stack';
import { TextLink } from '../../../src/primitives/TextLink';
import { VisuallyHidden } from '../../../src/primitives/VisuallyHidden';
import { useAppMessages } from '../messages';
import type { PageProps } from '../routing/route';
import { CHECKOUT_PAGE_PATH, type CartPageData } from './cart';
import { CartLines, CartTotal, SummaryPanel } from './CartLines';
import * as styles from './pages.css';

/**
 * The cart page (page type `basket`: spec 000 §2, the header does not hide on scroll here): the visitor's cart lines
 * and a summary with the total and the way to the checkout; an empty cart says so and leads back to the shop.
 */
export function BasketPage({ data, site }: PageProps<CartPageData>) {
  const { t } = useAppMessages();
  const empty = data.lines.length === 0;
  return (
    <ContentBlock gutter className={styles.page}>
      <Stack space={{ base: 'xl', m: 'xxl' }}>
        <Stack space="s">
          <h1 className={styles.title}>{t('cart.title')}</h1>
          {!empty && <p className={styles.muted}>{t('cart.count', { count: data.numberOfArticles })}</p>}
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
                <CartLines lines={data.lines} site={site} density="regular" labelledBy="cart-lines" />
              </Stack>
            </Column>
            <SummaryPanel id="cart-summary" title={t('cart.summary')}>
              <CartTotal total={data.total} site={site} />
              <Button href={CHECKOUT_PAGE_PATH} variant="primary" fullWidth>
                {t('cart.checkout')}
              </Button>
              <TextLink href="/">{t('cart.continueShopping')}</TextLink>
            </SummaryPanel>
          </Columns>
        )}
      </Stack>
    </ContentBlock>
  );
}

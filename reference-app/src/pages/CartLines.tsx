import type { ReactNode } from 'react';
import { formatPrice, type Site, Box, Columns, Column, Inline, Picture, Stack, VisuallyHidden } from 'crema';
import { isUnavailable } from 'crema/services';
import type { AppMessageId } from '../messages';
import { useAppMessages } from '../messages/hooks';
import { Availability } from './Availability';
import { linePriceOf, type CartLine, type CartLineKind } from './cart';
import * as styles from './pages.css';

/** How roomy the lines are: the cart page's own list, or the checkout's order summary. */
export type CartLinesDensity = keyof typeof styles.cartLine;

/** The label of the lines that are not plain articles. */
const kindLabels = {
  article: null,
  freeArticle: 'cart.freeArticle',
  giftCard: 'cart.giftCard',
  partnerProduct: 'cart.partnerProduct',
} as const satisfies Record<CartLineKind, AppMessageId | null>;

/**
 * The cart's lines as a list: each line's title (a link to its product page when the cart gives one), its image when
 * it has one, kind, quantity, availability and price. Prices are said with a label ("Preis: 33,98 €"), so a screen
 * reader does not read a bare number.
 */
export function CartLines({
  lines,
  site,
  density,
  labelledBy,
}: {
  lines: readonly CartLine[];
  site: Site;
  density: CartLinesDensity;
  /** The id of the heading that names the list. */
  labelledBy: string;
}) {
  const { t } = useAppMessages();
  return (
    <Stack as="ul" space="none" className={styles.cartLines} aria-labelledby={labelledBy}>
      {lines.map((line) => {
        const title = line.title ?? t('product.articleNumber', { id: line.productId });
        const kindId = kindLabels[line.kind];
        // A gift card is often titled just "Geschenkkarte": its kind is then not said twice.
        const kind = kindId && t(kindId) !== title ? t(kindId) : null;
        const price = linePriceOf(line);
        const free = line.kind === 'freeArticle' && !price;
        return (
          <Columns
            key={`${line.kind}:${line.productId}`}
            space={{ base: 'm', m: 'l' }}
            alignY="start"
            className={styles.cartLine[density]}
          >
            {line.image && density === 'regular' && (
              <Column width="1/5">
                <Picture src={line.image.src} alt={line.image.alt} aspectRatio="1/1" layout="fill" />
              </Column>
            )}
            <Stack space="xs">
              <p className={styles.lineTitle}>
                {line.href ? (
                  <a href={line.href} className={styles.lineTitleLink}>
                    {title}
                  </a>
                ) : (
                  title
                )}
              </p>
              {kind && <p className={styles.small}>{kind}</p>}
              <Inline space="m">
                <span className={styles.small}>{t('cart.quantity', { quantity: line.quantity })}</span>
                {line.unitPrice !== null && line.quantity > 1 && (
                  <span className={styles.small}>
                    {t('cart.unitPrice', { price: formatPrice(line.unitPrice, site) })}
                  </span>
                )}
              </Inline>
              {line.availability !== null && (density === 'regular' || isUnavailable(line.availability)) && (
                <Availability value={line.availability} />
              )}
            </Stack>
            {(price !== null || free) && (
              <Column width="content">
                <p className={styles.amount}>
                  <VisuallyHidden>{t('cart.priceLabel')} </VisuallyHidden>
                  {price === null || free ? t('cart.free') : formatPrice(price, site)}
                </p>
              </Column>
            )}
          </Columns>
        );
      })}
    </Stack>
  );
}

/** The cart's total as a labelled figure; nothing when the cart's total cannot be told. */
export function CartTotal({ total, site }: { total: number | null; site: Site }) {
  const { t } = useAppMessages();
  if (total === null) return null;
  return (
    <dl className={styles.summaryList}>
      <Inline space="m" align="spaceBetween" alignY="baseline">
        <dt className={styles.summaryLabel}>{t('cart.total')}</dt>
        <dd className={styles.summaryValue}>{formatPrice(total, site)}</dd>
      </Inline>
    </dl>
  );
}

/** The raised summary panel beside the lines (cart: total and checkout; checkout: the order summary), named by its h2. */
export function SummaryPanel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box as="section" aria-labelledby={id} background="raised" borderRadius="m" padding={{ base: 'l', m: 'xl' }}>
      <Stack space="l">
        <h2 id={id} className={styles.sectionTitle}>
          {title}
        </h2>
        {children}
      </Stack>
    </Box>
  );
}

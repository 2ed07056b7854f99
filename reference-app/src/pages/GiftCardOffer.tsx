import { useState } from 'react';
import {
  formatPrice,
  type Site,
  Button,
  Notification,
  Picture,
  Stack,
  VisuallyHidden,
  useMinicart,
  useMinicartStore,
  whenCartKnown,
} from 'crema';
import type { Cart, ContentGiftCard } from 'crema/services';
import { useAppMessages } from '../messages/hooks';
import { piecesOf } from './cart';
import * as styles from './pages.css';

/** Gift cards of a product in a cart ("giftCards (each holding an article)"); 0 when none. */
export function giftCardsInCart(cart: Cart | null, productId: string): number {
  const entry = cart?.giftCards.find((line) => line.article.productId === productId);
  return entry ? piecesOf(entry.article.quantity) : 0;
}

/**
 * A gift card offered for sale: its design, title and value, and a button that puts one more into the cart with the
 * cart's setGiftCard change ("setGiftCard {productId, tcm, set}", `set` the quantity to hold), through the
 * mini cart's store, so the header's badge and the mini cart follow. A status line says how many the cart holds once
 * the add went through; a failed add says so.
 */
export function GiftCardOffer({ card, site }: { card: ContentGiftCard; site: Site }) {
  const { t } = useAppMessages();
  const store = useMinicartStore();
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<'added' | 'failed' | null>(null);
  const quantity = useMinicart((m) => giftCardsInCart(m.cart, card.productId));

  const add = async () => {
    setPending(true);
    setOutcome(null);
    try {
      await whenCartKnown(store);
      const { cart, change } = store.getState();
      if (!cart) {
        setOutcome('failed');
        return;
      }
      const set = giftCardsInCart(cart, card.productId) + 1;
      const notice = await change({ setGiftCard: { productId: card.productId, tcm: card.tcm, set } });
      setOutcome(notice ? 'failed' : 'added');
    } finally {
      setPending(false);
    }
  };

  return (
    <Stack as="article" space="m" className={styles.card} aria-labelledby={`gift-card-${card.productId}`}>
      <Picture src={card.imageSrc} alt={card.imageAlt} aspectRatio="16/9" />
      <h3 id={`gift-card-${card.productId}`} className={styles.tileTitle}>
        {card.title}
      </h3>
      <p className={styles.price}>{t('giftCards.value', { price: formatPrice(card.price.amount, site) })}</p>
      <div>
        <Button variant="primary" loading={pending} onClick={() => void add()}>
          {t('giftCards.add')}
          <VisuallyHidden> {card.title}</VisuallyHidden>
        </Button>
      </div>
      <p role="status" className={styles.small}>
        {outcome === 'added' && !pending ? t('giftCards.added', { count: quantity }) : null}
      </p>
      {outcome === 'failed' && <Notification tone="error">{t('giftCards.failed')}</Notification>}
    </Stack>
  );
}

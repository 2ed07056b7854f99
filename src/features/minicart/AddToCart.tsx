'use client';

import { useState } from 'react';
import type { Cart, CartChange } from '../../services/cart';
import { Button } from '../../primitives/Button';
import { Notification } from '../../primitives/Notification';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { cx } from '../../styles/cx';
import { sameNotice, type MinicartNotice } from './errors';
import { useMinicartMessages } from './messages';
import { MinicartMessageView } from './Minicart';
import { useMinicart, useMinicartStore } from './MinicartProvider';
import { quantityOf } from './optimistic';
import type { MinicartMessage, MinicartState, MinicartStore } from './store';
import * as styles from './AddToCart.css';

export interface AddToCartButtonProps {
  /** The setArticle change's `productId`. */
  productId: string;
  /** The setArticle change's `tcm`. */
  tcm: string;
  /** The product's title: the button's accessible name says it after the visible label. */
  title: string;
  className?: string;
}

/** The pieces of a product in a cart ("quantity (a number or an object holding quantity)"); 0 when none. */
function quantityInCart(cart: Cart | null, productId: string): number {
  const entry = cart?.articles.find((line) => line.article.productId === productId);
  return entry ? quantityOf(entry.article.quantity) : 0;
}

/**
 * The cart's PUT changes have no "add": adding one piece sets the quantity the cart holds plus one. The store's cart
 * already holds the edits still on their way, so adds made before an answer count on from each other in the store's
 * queue.
 */
export function addOneChange(cart: Cart | null, productId: string, tcm: string): CartChange {
  return { setArticle: { productId, tcm, quantity: quantityInCart(cart, productId) + 1 } };
}

/**
 * The server's cart, once it is known: at once when it is, else after the load under way (or one started here when
 * nothing was asked yet). Null when it could not be read. A cart shown from storage while the load is out is not
 * the server's (another device may have changed it): the answer is awaited.
 */
export function whenCartKnown(store: MinicartStore): Promise<Cart | null> {
  return new Promise((resolve) => {
    // The store sets the status before it puts the cart in: a ready status counts once its cart is there too.
    const settled = ({ status, cart }: Pick<MinicartState, 'status' | 'cart'>) => {
      if (status === 'failed') resolve(null);
      else if (status === 'ready' && cart) resolve(cart);
      else return false;
      return true;
    };
    if (settled(store.getState())) return;
    const unsubscribe = store.subscribe((state) => {
      if (settled(state)) unsubscribe();
    });
    if (store.getState().status === 'idle') void store.getState().load();
  });
}

/** The store's message for a notice `change()` resolved with: the store keeps one message per text and limit. */
const messageFor = (messages: readonly MinicartMessage[], notice: MinicartNotice): MinicartMessage | undefined =>
  messages.find((m) => sameNotice(m, notice));

/**
 * "In den Warenkorb": adds one piece of a product to the cart, for product pages and category
 * tiles. Its accessible name is the visible label followed by the product's title (WCAG 2.5.3), so the names in a grid
 * of tiles differ. The button is busy (the Button's loading state, which takes no second click) until the edit's
 * answer is in. Before the server's cart is known a click waits for it; when it could not be read nothing is sent and
 * the read error shows under the button. A status line says how many pieces the cart holds once an add went through
 * (the header's badge follows by itself, through `useCartCount`); a failed add shows the store's own message under the
 * button (its 7.5 s, paused while hovered or focused, its close button), as the mini cart dialog shows it. Needs a
 * MinicartProvider above. Renders on the server with nothing read from the browser.
 */
export function AddToCartButton({ productId, tcm, title, className }: AddToCartButtonProps) {
  const { t } = useMinicartMessages();
  const store = useMinicartStore();
  const [pending, setPending] = useState(false);
  /** An add of this button went through: from then on the status line says the cart's count. */
  const [added, setAdded] = useState(false);
  /** The store message of this button's last failed add, while the store shows it. */
  const [messageId, setMessageId] = useState<string | null>(null);
  /** This button's last click found no cart: the store's read error shows under it while it stands. */
  const [unreadable, setUnreadable] = useState(false);

  const quantity = useMinicart((m) => quantityInCart(m.cart, productId));
  const message = useMinicart((m) => (messageId === null ? undefined : m.messages.find((x) => x.id === messageId)));
  const readError = useMinicart((m) => m.readError);

  const add = async () => {
    setPending(true);
    setMessageId(null);
    setUnreadable(false);
    try {
      await whenCartKnown(store);
      // The cart now, with every edit made meanwhile. A quantity is only ever computed from the server's cart: an
      // unknown cart sends nothing.
      const { cart, change } = store.getState();
      if (!cart) {
        setUnreadable(true);
        return;
      }
      const notice = await change(addOneChange(cart, productId, tcm));
      if (notice) setMessageId(messageFor(store.getState().messages, notice)?.id ?? null);
      else setAdded(true);
    } finally {
      setPending(false);
    }
  };

  return (
    <div className={cx(styles.root, className)}>
      <Button variant="primary" loading={pending} onClick={() => void add()}>
        {t('minicart.addToCart')}
        <VisuallyHidden> {title}</VisuallyHidden>
      </Button>
      {/* Always there (empty on the server), so the count is announced when it appears. While an add is on its way
          it says nothing: only a count the server confirmed is announced. */}
      <p role="status" className={styles.status}>
        {added && !pending ? t('minicart.addToCart.inCart', { count: quantity }) : null}
      </p>
      {unreadable && readError && <Notification tone="error">{t(readError.messageId)}</Notification>}
      {message && <MinicartMessageView message={message} />}
    </div>
  );
}

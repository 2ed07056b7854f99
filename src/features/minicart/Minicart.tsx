'use client';

import { useEffect, useId, useRef, type FocusEvent, type ReactElement, type ReactNode } from 'react';
import { isUnavailable, type Cart } from '../../services/cart';
import { formatPrice } from '../../platform/i18n';
import { Badge } from '../../primitives/Badge';
import { Button } from '../../primitives/Button';
import { Icon } from '../../primitives/Icon';
import { Modal } from '../../primitives/Modal';
import { Notification } from '../../primitives/Notification';
import { Picture } from '../../primitives/Picture';
import { NumberInput } from '../../primitives/NumberInput';
import { Spinner } from '../../primitives/Spinner';
import { TextLink } from '../../primitives/TextLink';
// The header's constants, not its index: the header loads this module lazily (LazyMinicartDialog).
import { headerLinks } from '../../kernel/constants';
import { useStorefront } from '../../kernel';
import { MINICART_BADGE_CAP_STYLE } from './constants';
import { lineExtrasOf, moneySchema } from './extras';
import { checkoutBlockMessageIds, checkoutEligibility } from './eligibility';
import { useMinicartMessages } from './messages';
import { useMinicart, useMinicartStore } from './MinicartProvider';
import {
  availabilityOf,
  changeFor,
  isEmpty,
  isQuantityToSend,
  isStepped,
  kindLabelIds,
  lineKeyOf,
  linePrice,
  lineTitle,
  quantityOfItem,
  rowsOf,
  titleOf,
} from './lines';
import { countOf, itemKeyOf, type CartItem } from './optimistic';
import type { DeletedEntry, MinicartMessage } from './store';
import * as styles from './Minicart.css';

/** The checkout page: the storefront's own address (docs/decisions.md "Pages under /service"); none is given. */
export const CHECKOUT_PATH = '/checkout';

/** A price the site can show: in the site's currency, else nothing (no conversion on the client). */
function usePrice(value: unknown, times = 1): string | undefined {
  const { site } = useStorefront();
  const price = moneySchema.safeParse(value);
  if (!price.success || price.data.currency !== site.currency) return undefined;
  return formatPrice(price.data.amount * times, site);
}

/**
 * WCAG 2.2.1: the store's timer of a message or deleted entry stops while the pointer is over it or focus is inside
 * it. Focus moving between its own controls is neither a new pause nor an end (the store counts pauses). A view that
 * goes while held (the dialog closes with focus in a message) ends its own pauses, so the timer runs on.
 */
function usePauseWhileHeld(id: string, pause: (id: string) => void, resume: (id: string) => void) {
  const holds = useRef(0);
  useEffect(
    () => () => {
      for (; holds.current > 0; holds.current -= 1) resume(id);
    },
    [id, resume],
  );
  const hold = () => {
    holds.current += 1;
    pause(id);
  };
  const release = () => {
    if (holds.current === 0) return;
    holds.current -= 1;
    resume(id);
  };
  const inside = (event: FocusEvent<HTMLElement>) => event.currentTarget.contains(event.relatedTarget as Node | null);
  return {
    onPointerEnter: hold,
    onPointerLeave: release,
    onFocus: (event: FocusEvent<HTMLElement>) => {
      if (!inside(event)) hold();
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (!inside(event)) release();
    },
  };
}

export interface MinicartDialogProps {
  /**
   * The opener (the header's cart button), rendered as is and wired as the dialog's trigger (`Modal.Trigger asChild`):
   * it must be a button that passes on the props and ref it is given (the opening click, aria-expanded). Focus
   * returns to it when the dialog closes.
   */
  trigger: ReactElement;
  /** Controlled open state; leave out to let the trigger open and close it. */
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/**
 * The mini cart: a modal dialog (APG dialog pattern, on the Modal primitive)
 * opened by `trigger`. Title "Warenkorb" with the count badge ('+99' above 99); the read error, the loading state, the
 * empty state or the lines (articles with a quantity stepper, free articles, gift cards, partner products,
 * subscriptions), each removed line replaced in place by its deleted entry with "Rückgängig" for 10 s; the error and
 * limit messages (7.5 s); the link to the cart page and the checkout button, which says why when checkout is not
 * allowed. Needs a MinicartProvider above.
 */
export function MinicartDialog({ trigger, open, defaultOpen, onOpenChange }: MinicartDialogProps) {
  const { t } = useMinicartMessages();
  return (
    <Modal.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      <Modal.Trigger asChild>{trigger}</Modal.Trigger>
      <Modal.Content title={<MinicartTitle />} closeLabel={t('common.close')} footer={<MinicartFooter />}>
        <MinicartContent />
      </Modal.Content>
    </Modal.Root>
  );
}

/** "Warenkorb" and the count, as the badge shows it ('+99' above 99; none at 0). */
export function MinicartTitle() {
  const { t } = useMinicartMessages();
  const count = useMinicart((m) => countOf(m.cart));
  return (
    <span className={styles.title}>
      {t('minicart.title')}
      <Badge count={count} capStyle={MINICART_BADGE_CAP_STYLE} label={t('minicart.items', { count })} />
    </span>
  );
}

/** The dialog's body: read error, loading, empty, or messages and lines. */
export function MinicartContent() {
  const { t } = useMinicartMessages();
  const cart = useMinicart((m) => m.cart);
  const status = useMinicart((m) => m.status);
  const readError = useMinicart((m) => m.readError);
  const deleted = useMinicart((m) => m.deleted);
  const busy = useMinicart((m) => m.busy);

  let lines: ReactNode;
  if (readError) {
    lines = <Notification tone="error">{t(readError.messageId)}</Notification>;
  } else if (!cart) {
    lines = status === 'failed' ? null : <Spinner label={t('common.loading')} />;
  } else if (isEmpty(cart, deleted)) {
    lines = <p>{t('minicart.empty')}</p>;
  } else {
    lines = <MinicartLines cart={cart} deleted={deleted} busy={busy} />;
  }
  return (
    <div className={styles.body}>
      <MinicartMessages />
      {lines}
    </div>
  );
}

function MinicartMessages() {
  const messages = useMinicart((m) => m.messages);
  if (!messages.length) return null;
  return (
    <>
      {messages.map((message) => (
        <MinicartMessageView key={message.id} message={message} />
      ))}
    </>
  );
}

/**
 * One error or limit message of the store, wherever it shows (the dialog's list, under an add-to-cart button): the
 * same store message, so its 7.5 s, its pauses (hover, focus) and its close button are the store's. Tone error for
 * technical errors, warning for limits: both are alerts (the primitive's roles), because the shopper's own edit was
 * just taken back and the message goes by itself after 7.5 s.
 */
export function MinicartMessageView({ message }: { message: MinicartMessage }) {
  const { t } = useMinicartMessages();
  const pause = useMinicart((m) => m.pauseMessage);
  const resume = useMinicart((m) => m.resumeMessage);
  const dismiss = useMinicart((m) => m.dismissMessage);
  const held = usePauseWhileHeld(message.id, pause, resume);
  return (
    <Notification
      // A restarted message (same text again) gets a new key: the Notification shows itself again.
      key={message.createdAt}
      tone={message.kind === 'limit' ? 'warning' : 'error'}
      dismissible
      dismissLabel={t('minicart.dismiss')}
      onDismiss={() => dismiss(message.id)}
      data-message-code={message.code}
      {...held}
    >
      {t(message.messageId, message.values)}
    </Notification>
  );
}

/** The element that takes focus after the next render: a deleted entry after a removal, a line after an undo. */
const FOCUS_KEY = 'data-minicart-focus';

function MinicartLines({ cart, deleted, busy }: { cart: Cart; deleted: DeletedEntry[]; busy: boolean }) {
  const { t } = useMinicartMessages();
  const store = useMinicartStore();
  const change = useMinicart((m) => m.change);
  const undo = useMinicart((m) => m.undo);
  const listRef = useRef<HTMLUListElement>(null);
  const pendingFocus = useRef<string | null>(null);

  useEffect(() => {
    const key = pendingFocus.current;
    if (key === null) return;
    const target = listRef.current?.querySelector<HTMLElement>(`[${FOCUS_KEY}="${CSS.escape(key)}"]`);
    if (!target) return;
    pendingFocus.current = null;
    // A line's quantity field, else its first button (the stepper's own buttons are no Tab stops: skip them).
    const control =
      target.querySelector<HTMLElement>('input') ?? target.querySelector<HTMLElement>('button:not([tabindex="-1"])');
    (control ?? target).focus();
  });

  // The removed line's controls go with it: focus goes to its deleted entry (its undo button), not to the page.
  const remove = (item: CartItem) => {
    void change(changeFor(item, 0));
    const entry = store.getState().deleted.at(-1);
    if (entry && itemKeyOf(entry.item) === itemKeyOf(item)) pendingFocus.current = entry.id;
  };
  const restore = (entry: DeletedEntry) => {
    pendingFocus.current = lineKeyOf(entry.item);
    void undo(entry.id);
  };

  return (
    <ul ref={listRef} className={styles.list} aria-label={t('minicart.title')} aria-busy={busy}>
      {rowsOf(cart, deleted).map((row) =>
        row.type === 'deleted' ? (
          <DeletedLine key={row.entry.id} entry={row.entry} onUndo={restore} />
        ) : (
          <MinicartLine
            key={lineKeyOf(row.item)}
            item={row.item}
            onQuantity={(quantity) => void change(changeFor(row.item, quantity))}
            onRemove={() => remove(row.item)}
          />
        ),
      )}
    </ul>
  );
}

interface MinicartLineProps {
  item: CartItem;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
}

function MinicartLine({ item, onQuantity, onRemove }: MinicartLineProps) {
  const { t } = useMinicartMessages();
  const titleId = useId();
  const kindLabel = kindLabelIds[item.kind];
  const title = lineTitle(item, t);
  const quantity = quantityOfItem(item);
  const stepped = isStepped(item);
  const { value: priceField, times } = linePrice(item);
  const price = usePrice(priceField, times);
  const availability = availabilityOf(item);
  const unavailable = isUnavailable(availability);
  // The product page and picture, when the cart line brings them (the catalogue's fields, see extras.ts).
  const extras = 'article' in item.entry ? lineExtrasOf(item.entry.article) : undefined;

  return (
    <li className={styles.line} {...{ [FOCUS_KEY]: lineKeyOf(item) }}>
      {extras?.imageProductThumb && (
        // Beside its title, which says what it shows: decorative.
        <Picture className={styles.thumbnail} src={extras.imageProductThumb} alt="" aspectRatio="1/1" layout="fill" />
      )}
      <div className={styles.itemText}>
        <span id={titleId} className={styles.itemTitle}>
          {extras?.productViewUrl ? <TextLink href={extras.productViewUrl}>{title}</TextLink> : title}
        </span>
        {kindLabel && titleOf(item) !== undefined && <span className={styles.meta}>{t(kindLabel)}</span>}
        {item.kind === 'freeArticle' && <span className={styles.meta}>{t('minicart.quantityOf', { quantity })}</span>}
        {unavailable && (
          <span className={styles.unavailable}>
            {t(availability === 'SOLDOUT' ? 'minicart.soldOut' : 'minicart.notAvailable')}
          </span>
        )}
      </div>
      <div className={styles.controls}>
        {stepped && (
          <NumberInput
            label={t('minicart.quantity')}
            aria-describedby={titleId}
            value={quantity}
            // At least 1: taking a line out is the remove button's. No upper bound here: the server answers a
            // quantity above its limits with ITEM_LIMIT, CART_LIMIT or AVAILABILITY_LIMIT.
            min={1}
            onValueChange={(next) => {
              if (isQuantityToSend(next, quantity)) onQuantity(next);
            }}
          />
        )}
        {price && <span className={styles.price}>{price}</span>}
        <Button
          variant="secondary"
          icon={<Icon name="close" size="small" />}
          aria-label={t('minicart.remove', { title })}
          onClick={onRemove}
        />
      </div>
    </li>
  );
}

function DeletedLine({ entry, onUndo }: { entry: DeletedEntry; onUndo: (entry: DeletedEntry) => void }) {
  const { t } = useMinicartMessages();
  const pause = useMinicart((m) => m.pauseDeleted);
  const resume = useMinicart((m) => m.resumeDeleted);
  const title = lineTitle(entry.item, t);
  const held = usePauseWhileHeld(entry.id, pause, resume);
  const removedId = useId();
  return (
    <li
      className={styles.deleted}
      // Focusable by script only: the target when there is no undo (a subscription), so focus stays in the list.
      tabIndex={-1}
      data-deleted-entry=""
      {...{ [FOCUS_KEY]: entry.id }}
      {...held}
    >
      <span id={removedId} className={styles.itemText}>
        {t('minicart.removed', { title })}
      </span>
      {entry.undo && (
        // Focus lands here after a removal: its description says what "Rückgängig" brings back.
        <Button variant="secondary" aria-describedby={removedId} onClick={() => onUndo(entry)}>
          {t('minicart.undo')}
        </Button>
      )}
    </li>
  );
}

export interface MinicartFooterProps {
  /** The link to the cart page (default true); the cart page itself leaves it out. */
  cartLink?: boolean;
}

/** The total (when the cart has one in the site's currency), the cart page link and the checkout button. */
export function MinicartFooter({ cartLink = true }: MinicartFooterProps) {
  const { t } = useMinicartMessages();
  const cart = useMinicart((m) => m.cart);
  const reasonId = useId();
  const total = usePrice(cart?.totalPrice);
  const eligibility = cart ? checkoutEligibility(cart) : null;
  const blocked = eligibility && !eligibility.allowed ? eligibility.reasons : null;

  return (
    <div className={styles.footer}>
      {total && (
        <p className={styles.total}>
          <span>{t('minicart.total')}</span>
          <span>{total}</span>
        </p>
      )}
      {blocked && (
        <p id={reasonId} className={styles.blockReasons}>
          {blocked.map((reason) => t(checkoutBlockMessageIds[reason])).join(' ')}
        </p>
      )}
      <div className={styles.links}>
        {cartLink && (
          <TextLink href={headerLinks.cart} className={styles.cartLink}>
            {t('minicart.toCart')}
          </TextLink>
        )}
        {eligibility && (
          // Disabled stays focusable (an aria-disabled link), so the reason tied to it is found by keyboard too.
          <Button
            href={CHECKOUT_PATH}
            variant="activating"
            disabled={blocked !== null}
            aria-describedby={blocked ? reasonId : undefined}
          >
            {t('minicart.checkout')}
          </Button>
        )}
      </div>
    </div>
  );
}

/**
 * The mini cart's error catalogue: a failed cart call, as a ServiceError, to the message the shopper
 * reads. Pure.
 */
import {
  cartErrorOf,
  cartLimitCodes,
  type CartChange,
  type CartErrorCode,
  type CartLimitCode,
} from '../../services/cart';
import type { ServiceError } from '../../services/http';
import type { MessageKind } from './constants';
import type { MinicartMessageId } from './messages';

/** What a message says: its catalog id, the values it needs, its kind, and the catalogue code it came from. */
export interface MinicartNotice {
  messageId: MinicartMessageId;
  /** `{limit}` of CART_LIMIT, ITEM_LIMIT and AVAILABILITY_LIMIT ("each with a {limit} value"). */
  values?: { limit: number };
  kind: MessageKind;
  code: CartErrorCode;
}

/** Two notices say the same (text and limit): the store shows such a one once, restarting it. */
export const sameNotice = (a: MinicartNotice, b: MinicartNotice): boolean =>
  a.messageId === b.messageId && a.values?.limit === b.values?.limit;

/** Cart change errors: the texts of the three limits, each with {limit}. */
const limitMessageIds = {
  CART_LIMIT: 'minicart.error.cartLimit',
  ITEM_LIMIT: 'minicart.error.itemLimit',
  AVAILABILITY_LIMIT: 'minicart.error.availabilityLimit',
} as const satisfies Record<CartLimitCode, MinicartMessageId>;

const isLimitCode = (code: CartErrorCode): code is CartLimitCode =>
  (cartLimitCodes as readonly string[]).includes(code);

/** A limit the shopper can read: a whole number of at least 0 (anything else is no limit). */
const isLimit = (limit: number | undefined): limit is number =>
  limit !== undefined && Number.isSafeInteger(limit) && limit >= 0;

/**
 * Cart read errors: "UNKNOWN, CARTSTORAGE_UNAVAILABLE, PRODUCTDATA_UNAVAILABLE, PRICE_UNAVAILABLE,
 * NOT_MODIFIED: one message telling the shopper to retry later because of a technical reason". Every failed read
 * (network, timeout, malformed or wrong-shaped answer, any code) gives that one message.
 */
export function readErrorNotice(error: ServiceError): MinicartNotice {
  return { messageId: 'minicart.error.read', kind: 'error', code: cartErrorOf(error).code };
}

/** The setGiftCard change: `set` 0 takes the gift card out of the cart. */
const removesGiftCard = (change: CartChange | undefined) => change?.setGiftCard?.set === 0;

/**
 * Cart change errors: CART_LIMIT, ITEM_LIMIT and AVAILABILITY_LIMIT with their {limit}; every other
 * code, and every failure without one (network, timeout, malformed or wrong-shaped answer), is "the cart cannot be
 * changed now, retry later" ("Unknown failures map to UNKNOWN"). A gift card that could not be taken out says so:
 * "gift card could not be removed (wait a few minutes and retry)". A limit code whose limit is missing or not a
 * whole number cannot fill {limit}: the retry-later text stands in.
 */
export function changeErrorNotice(error: ServiceError, change?: CartChange): MinicartNotice {
  const { code, limit } = cartErrorOf(error);
  if (isLimitCode(code) && isLimit(limit)) {
    return { messageId: limitMessageIds[code], values: { limit }, kind: 'limit', code };
  }
  if (removesGiftCard(change)) return { messageId: 'minicart.error.giftCardRemove', kind: 'error', code };
  return { messageId: 'minicart.error.change', kind: 'error', code };
}

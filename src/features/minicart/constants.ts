/**
 * Constants of the mini cart, each named once with the words of its rule. The cart's error codes, limit codes and
 * unavailable availabilities live with the cart service (services/cart/constants.ts); the feature imports them from
 * there. Where no value is given (the storage key), the choice is recorded in docs/decisions.md ("Mini cart").
 */
import { notificationAutoDismissMs, type BadgeCapStyle } from '../../../design-tokens';

/**
 * "Error and limit messages appear next to the mini cart and disappear by themselves after 7.5 seconds" ("Error and
 * limit messages vanish after 7.5 s"). The value is the Notification token (7500 ms), so the primitive
 * and the store count the same time.
 */
export const MESSAGE_LIFETIME_MS = notificationAutoDismissMs.miniCartMessage;

/**
 * "Removed items stay visible as undoable deleted entries for 10 seconds" ("Deleted cart entries stay 10 s").
 */
export const UNDO_LIFETIME_MS = 10000;

/** The badge: "capped display '+99' above 99 ... hide the badge at 0": the Badge primitive's 'prefix' cap style. */
export const MINICART_BADGE_CAP_STYLE = 'prefix' satisfies BadgeCapStyle;

/**
 * "The cart is cached in browser storage." The key is not shown: chosen. The mini cart keeps the whole
 * last cart the server confirmed (`{ site, cart }`), so the cart and its count (the header's badge, `useCartCount`)
 * show at once after a page load. The one key for the cart: the header stores nothing of its own.
 */
export const CART_STORAGE_KEY = 'crema.minicart.cart';

/** What a message is: a technical error, or one of the server's limits ("Error and limit messages"). */
export const messageKinds = ['error', 'limit'] as const;
export type MessageKind = (typeof messageKinds)[number];

/** Checkout eligibility: why checkout is not allowed, one reason per rule that fails. */
export const checkoutBlockReasons = ['empty', 'defective', 'unavailable'] as const;
export type CheckoutBlockReason = (typeof checkoutBlockReasons)[number];

/**
 * Cart loading: "Failure clears the cart and sets a read error" (a cart read error), and the header's "Cart load
 * failure: count shown as 0; error logged". An answer whose count is negative or not a whole number fails the cart's
 * contract at the service edge: a failed load too, its issue naming `cart.numberOfArticles`. The logged text, once
 * per failed load.
 */
export const CART_LOAD_FAILURE_LOG = '[crema] Mini cart load failure: the cart cannot be shown and its count is 0.';

/** Cart editing: "On failure the previous cart is restored ... and the error ... is shown". The logged text. */
export const CART_CHANGE_FAILURE_LOG = '[crema] Mini cart change failure: the edit is rolled back.';

/** A change that is not exactly one valid PUT body (a caller's bug): not sent, shown as a change error. */
export const CART_CHANGE_INVALID_LOG = '[crema] Mini cart change is not a valid cart change: not sent.';

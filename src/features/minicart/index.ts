/**
 * The mini cart: the cart's state with optimistic edits, undo, limits and errors, and checkout
 * eligibility, and the mini cart's dialog.
 */
export {
  MinicartDialog,
  MinicartTitle,
  MinicartContent,
  MinicartFooter,
  CHECKOUT_PATH,
  type MinicartDialogProps,
  type MinicartFooterProps,
} from './Minicart';
export { AddToCartButton, type AddToCartButtonProps } from './AddToCart';
export { MinicartProvider, useMinicart, useMinicartStore, useCartCount } from './MinicartProvider';
export {
  createMinicartStore,
  startMinicart,
  loadStatuses,
  type DeletedEntry,
  type LoadStatus,
  type Minicart,
  type MinicartActions,
  type MinicartInit,
  type MinicartMessage,
  type MinicartState,
  type MinicartStore,
  type MinicartStoreOptions,
} from './store';
export { checkoutEligibility, checkoutBlockMessageIds, type CheckoutEligibility } from './eligibility';
export type { MinicartNotice } from './errors';
export { countOf, hasLines, type CartItem, type CartItemKind, type RemovedItem } from './optimistic';
export {
  MESSAGE_LIFETIME_MS,
  UNDO_LIFETIME_MS,
  MINICART_BADGE_CAP_STYLE,
  checkoutBlockReasons,
  messageKinds,
  type CheckoutBlockReason,
  type MessageKind,
} from './constants';

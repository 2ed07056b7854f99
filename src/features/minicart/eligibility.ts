/**
 * Checkout eligibility: "Checkout is allowed when the cart has items (or partner products), no
 * defective list has content, and no article or free article is NOT_AVAILABLE or SOLDOUT". Pure.
 */
import { isUnavailable, type Cart } from '../../services/cart';
import type { CheckoutBlockReason } from './constants';
import type { MinicartMessageId } from './messages';

export type CheckoutEligibility = { allowed: true } | { allowed: false; reasons: CheckoutBlockReason[] };

/** What the checkout button says for each reason it is blocked: it says why. */
export const checkoutBlockMessageIds = {
  empty: 'minicart.empty',
  defective: 'minicart.error.defective',
  unavailable: 'minicart.checkoutBlocked.unavailable',
} as const satisfies Record<CheckoutBlockReason, MinicartMessageId>;

const defectiveLists = [
  'defectiveArticles',
  'defectiveGiftCards',
  'defectivePartnerProducts',
  'defectiveSubscriptions',
] as const satisfies readonly (keyof Cart)[];

/**
 * Whether the cart may go to checkout, and if not every reason why, in the rule's order (empty, defective,
 * unavailable). "Items" are articles, free articles and gift cards; a cart holding only subscriptions has none (the
 * rule names items or partner products).
 */
export function checkoutEligibility(cart: Cart): CheckoutEligibility {
  const reasons: CheckoutBlockReason[] = [];
  const hasItems =
    cart.articles.length + cart.freeArticles.length + cart.giftCards.length + cart.partnerProducts.length > 0;
  if (!hasItems) reasons.push('empty');
  if (defectiveLists.some((list) => cart[list].length > 0)) reasons.push('defective');
  if ([...cart.articles, ...cart.freeArticles].some((entry) => isUnavailable(entry.article.availability))) {
    reasons.push('unavailable');
  }
  return reasons.length === 0 ? { allowed: true } : { allowed: false, reasons };
}

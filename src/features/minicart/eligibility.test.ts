import { cartSchema, type Cart } from '../../services/cart';
import { checkoutEligibility } from './eligibility';

const article = (availability?: string) => ({ article: { productId: 'a', quantity: 1, availability } });
const cartWith = (lists: Partial<Record<keyof Cart, unknown>>): Cart =>
  cartSchema.parse({ numberOfArticles: 1, ...lists });

/**
 * "Checkout is allowed when the cart has items (or partner products), no defective list has content, and
 * no article or free article is NOT_AVAILABLE or SOLDOUT".
 */
describe('checkout eligibility', () => {
  it.each<[string, Partial<Record<keyof Cart, unknown>>, ReturnType<typeof checkoutEligibility>]>([
    // allowed
    ['an available article', { articles: [article('AVAILABLE')] }, { allowed: true }],
    ['an article without availability', { articles: [article()] }, { allowed: true }],
    ['an article of another available value', { articles: [article('LOW_STOCK')] }, { allowed: true }],
    ['a free article only', { freeArticles: [article('AVAILABLE')] }, { allowed: true }],
    ['a gift card only', { giftCards: [article()] }, { allowed: true }],
    ['partner products only', { partnerProducts: [{ partnerProductId: 'p', totalQuantity: 1 }] }, { allowed: true }],
    [
      'a gift card that is SOLDOUT (only articles and free articles count)',
      { giftCards: [article('SOLDOUT')] },
      { allowed: true },
    ],
    [
      'empty defective lists',
      { articles: [article()], defectiveArticles: [], defectiveGiftCards: [] },
      { allowed: true },
    ],
    // no items
    ['an empty cart', {}, { allowed: false, reasons: ['empty'] }],
    [
      'subscriptions only',
      { subscriptions: [{ subscriptionConfigurationId: 's' }] },
      { allowed: false, reasons: ['empty'] },
    ],
    // a defective list has content
    [
      'defectiveArticles',
      { articles: [article()], defectiveArticles: [{}] },
      { allowed: false, reasons: ['defective'] },
    ],
    [
      'defectiveGiftCards',
      { articles: [article()], defectiveGiftCards: ['x'] },
      { allowed: false, reasons: ['defective'] },
    ],
    [
      'defectivePartnerProducts',
      { articles: [article()], defectivePartnerProducts: [null] },
      { allowed: false, reasons: ['defective'] },
    ],
    [
      'defectiveSubscriptions',
      { articles: [article()], defectiveSubscriptions: [1] },
      { allowed: false, reasons: ['defective'] },
    ],
    // unavailable
    [
      'an article NOT_AVAILABLE',
      { articles: [article(), article('NOT_AVAILABLE')] },
      { allowed: false, reasons: ['unavailable'] },
    ],
    ['an article SOLDOUT', { articles: [article('SOLDOUT')] }, { allowed: false, reasons: ['unavailable'] }],
    [
      'a free article NOT_AVAILABLE',
      { articles: [article()], freeArticles: [article('NOT_AVAILABLE')] },
      { allowed: false, reasons: ['unavailable'] },
    ],
    ['a free article SOLDOUT', { freeArticles: [article('SOLDOUT')] }, { allowed: false, reasons: ['unavailable'] }],
    // every reason at once, in the rule's order (empty, defective, unavailable)
    [
      'an empty cart with defective entries',
      { defectiveArticles: [{}] },
      { allowed: false, reasons: ['empty', 'defective'] },
    ],
    [
      'defective and unavailable',
      { articles: [article('SOLDOUT')], defectiveGiftCards: [{}] },
      { allowed: false, reasons: ['defective', 'unavailable'] },
    ],
  ])('%s', (_name, lists, expected) => {
    expect(checkoutEligibility(cartWith(lists))).toEqual(expected);
  });
});

import { LOYALTY_CARD_INTEREST, LOYALTY_CARD_PRODUCT, interestCategories } from './constants';

/** The interest categories as the product names them, `{product}` standing for the loyalty card's product. */
const namedCategories =
  'WOMEN_FASHION, MEN_FASHION, SPORT, LIVING_FURNITURE, HOBBY, KIDS, KITCHEN, SLEEPING, DISCOUNTS, COFFEE, MOBILE, {product}_CARD, STORE';

describe('interest categories', () => {
  it('are exactly the 13 named ones, in their order, {product} being the reference shop’s card (CREMA)', () => {
    expect(LOYALTY_CARD_PRODUCT).toBe('CREMA');
    expect(LOYALTY_CARD_INTEREST).toBe('CREMA_CARD');
    expect(interestCategories).toHaveLength(13);
    expect(interestCategories).toEqual(
      namedCategories.split(', ').map((category) => category.replace('{product}', LOYALTY_CARD_PRODUCT)),
    );
  });
});

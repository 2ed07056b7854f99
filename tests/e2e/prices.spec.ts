import type { Locator, Page } from '@playwright/test';
import { availabilityOf, priceOf } from '../../src/mocks/fixtures/catalogue';
import { GIFT_CARD_PRODUCT_ID } from '../../src/mocks/fixtures/content';
import { catalogueOf } from '../../src/mocks/fixtures/products';
import { findCartArticle } from '../../src/mocks/routes/cartArticles';
import { formatPrice } from '../../src/platform/i18n/format';
import { sites, type Site } from '../../src/platform/site/sites';
import { CART_PATH } from '../../src/services/cart/constants';
import { CSRF_MARKER_VALUE, serviceHeaders } from '../../src/services/http/constants';
import { expect, hydrated, test } from './fixtures';

/**
 * A site writes every amount one way, the way `formatPrice` writes it: the product page, the cart page (the mini cart's
 * lines and total) and the checkout's order summary (lines, unit prices, total). In HU the coffee costs a 4-digit
 * amount, three of them a 5-digit one ("4 990 Ft", "14 970 Ft"); ten gift cards reach 5 digits in CZ and TR, 4 in PL.
 * The euro and franc sites' demo amounts stay below 1 000 (their 4- and 5-digit amounts are the formatter's unit test).
 */
const COFFEE_PIECES = 3;
const GIFT_CARD_PIECES = 10;

/** An available coffee of the seed whose HU price has 4 digits and three of it 5 (the same product on every site). */
function coffee() {
  const product = catalogueOf('HU').find((p) => {
    const huf = priceOf(p, 'HUF');
    return (
      p.category === 'coffee' && availabilityOf(p) === 'AVAILABLE' && huf < 10_000 && huf * COFFEE_PIECES >= 10_000
    );
  });
  if (!product) throw new Error('the seed has no coffee of 4 digits in HUF');
  return product;
}

const giftCard = findCartArticle(GIFT_CARD_PRODUCT_ID, 'giftCard')!;

/** The amounts the pages show, as the formatter writes them for a site. */
function amountsOf(site: Site) {
  const product = catalogueOf(site.code).find((p) => p.id === coffee().id)!;
  const unit = priceOf(product, site.currency);
  const card = giftCard.prices[site.currency];
  // Sums in hundredths, as the cart service makes them.
  const line = (unit * 100 * COFFEE_PIECES) / 100;
  const cards = (card * 100 * GIFT_CARD_PIECES) / 100;
  const total = (unit * 100 * COFFEE_PIECES + card * 100 * GIFT_CARD_PIECES) / 100;
  return {
    product,
    unit: formatPrice(unit, site),
    line: formatPrice(line, site),
    card: formatPrice(card, site),
    cards: formatPrice(cards, site),
    total: formatPrice(total, site),
  };
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The scope shows `amount` with exactly these characters (its group separator and no-break spaces), as a whole amount:
 * no digit or group separator of a longer number runs into it.
 */
async function expectAmount(scope: Locator, amount: string) {
  const text = (await scope.textContent()) ?? '';
  expect(text, `"${amount}" among the shown amounts`).toMatch(
    new RegExp(`(?<![\\d.,'’\u00a0\u202f])${escape(amount)}`),
  );
}

/** No amount of 4 or more digits is written ungrouped next to the site's currency ("5990 Ft"). */
async function expectNoUngrouped(scope: Locator, site: Site) {
  const symbol = site.showsSymbol ? site.symbol : '€';
  expect((await scope.textContent()) ?? '').not.toMatch(
    new RegExp(`(?<![\\d.,'’\u00a0\u202f])\\d{4,}([.,]\\d+)?\\s${escape(symbol)}`),
  );
}

async function open(page: Page, site: Site, path: string) {
  await page.goto(`${path}?site=${site.switcherCode}`);
  await hydrated(page);
}

/** Puts the pieces into the visitor's cart through the reference cart service, as the shop's client does. */
async function fillCart(page: Page, productId: string) {
  const changes = [
    { setArticle: { productId, tcm: `tcm:e2e-${productId}`, quantity: COFFEE_PIECES } },
    { setGiftCard: { productId: giftCard.productId, tcm: giftCard.tcm, set: GIFT_CARD_PIECES } },
  ];
  for (const data of changes) {
    const response = await page.request.put(CART_PATH, {
      headers: { [serviceHeaders.csrfMarker]: CSRF_MARKER_VALUE },
      data,
    });
    expect(response.status()).toBe(200);
  }
}

for (const site of Object.values(sites)) {
  test(`${site.code}: the product page, the cart page and the checkout write each amount as formatPrice does`, async ({
    page,
  }) => {
    const amounts = amountsOf(site);
    const main = page.getByRole('main');

    await open(page, site, amounts.product.productViewUrl);
    await expectAmount(main, amounts.unit);
    await expectNoUngrouped(main, site);

    await fillCart(page, amounts.product.id);

    // The cart page: the mini cart's lines (price × pieces) and its total.
    await open(page, site, '/cart');
    for (const amount of [amounts.line, amounts.cards, amounts.total]) await expectAmount(main, amount);
    await expectNoUngrouped(main, site);

    // The checkout's order summary: each line's unit price, its price and the total.
    await open(page, site, '/checkout');
    for (const amount of [amounts.unit, amounts.card, amounts.line, amounts.cards, amounts.total]) {
      await expectAmount(main, amount);
    }
    await expectNoUngrouped(main, site);
  });
}

test('HU: the amounts are 4- and 5-digit, grouped with a no-break space', () => {
  const amounts = amountsOf(sites.HU);
  expect(amounts.unit).toMatch(/^\d\u00a0\d{3}\u00a0Ft$/);
  expect(amounts.line).toMatch(/^\d{2}\u00a0\d{3}\u00a0Ft$/);
});

/**
 * The reference cart service's own small set: a few articles (among them the one with a known stock for
 * AVAILABILITY_LIMIT, a NOT_AVAILABLE and a SOLDOUT one), the free article, the gift card and the partner product,
 * each with a title in each site's language and a price per currency. Seed data of the reference services (not UI
 * texts). The cart holds the seeded catalogue's products too (fixtures/products.ts: what the storefront's product
 * and category pages add); cart.ts looks an article id up in this set first, then in the catalogue, so neither is
 * copied into the other. The set's ids (4xxxxx) lie outside the catalogue's article numbers (1xxxxx).
 */
import type { Currency, Site, SiteLocale } from '../../platform/site';
import { unavailableAvailabilities } from '../../services/cart/constants';

/** The language part of a site locale: de, fr, cs, hu, pl, sk, tr. */
export type TitleLanguage = SiteLocale extends `${infer L}-${string}` ? L : never;
/** A title in every language of the nine sites. */
export type Titles = Record<TitleLanguage, string>;
/** A price in every currency of the nine sites, in major units (e.g. 16.99 EUR, 429 CZK). */
export type Prices = Record<Currency, number>;

/**
 * The available value of "availability (NOT_AVAILABLE, SOLDOUT or available)", spelled AVAILABLE (any value but
 * the two unavailable ones counts as available for checkout).
 */
export const AVAILABLE = 'AVAILABLE';

/** "availability (NOT_AVAILABLE, SOLDOUT or available)": the values the reference cart reports. */
export type CartAvailability = (typeof unavailableAvailabilities)[number] | typeof AVAILABLE;

/**
 * Another service's availability as the cart reports it: the two unavailable values as they are, anything else as
 * AVAILABLE (only NOT_AVAILABLE and SOLDOUT block checkout), so an unexpected value never blocks it.
 */
export function cartAvailabilityOf(value: string): CartAvailability {
  return unavailableAvailabilities.find((unavailable) => unavailable === value) ?? AVAILABLE;
}

/** Which list of the cart an article goes into. */
export type CartArticleKind = 'article' | 'freeArticle' | 'giftCard';

export interface CartCatalogueArticle {
  productId: string;
  tcm: string;
  kind: CartArticleKind;
  titles: Titles;
  /** Unit price; free articles cost nothing. */
  prices: Prices;
  /**
   * Reported as is in the cart. NOT_AVAILABLE and SOLDOUT articles can still be put into the cart (as if they sold
   * out after being added), so the mini cart's checkout eligibility (which they block) can be exercised.
   */
  availability: CartAvailability;
  /** Pieces still in stock: asking for more gives AVAILABILITY_LIMIT with this limit. Absent: unlimited. */
  stock?: number;
  /** "campaignId (free articles only)". */
  campaignId?: string;
}

export interface CartPartnerProduct {
  partnerProductId: string;
  titles: Titles;
  prices: Prices;
}

/**
 * AVAILABILITY_LIMIT ("only {limit} pieces of this item are still available"): the stock of the one
 * limited article of the set (Espresso Milano), so asking for more than 3 pieces answers the limit 3.
 */
export const LIMITED_ARTICLE_STOCK = 3;

const FREE: Prices = { EUR: 0, CHF: 0, CZK: 0, HUF: 0, PLN: 0, TRY: 0 };

/** The articles, free articles and gift cards of the reference cart. */
export const cartArticles: readonly CartCatalogueArticle[] = [
  {
    productId: '400001',
    tcm: 'tcm:cart-400001',
    kind: 'article',
    titles: {
      de: 'Caffè Crema mild, ganze Bohne, 1\u00a0kg',
      fr: 'Caffè Crema doux, grains entiers, 1\u00a0kg',
      cs: 'Caffè Crema jemná, zrnková, 1\u00a0kg',
      hu: 'Caffè Crema enyhe, szemes, 1\u00a0kg',
      pl: 'Caffè Crema łagodna, ziarnista, 1\u00a0kg',
      sk: 'Caffè Crema jemná, zrnková, 1\u00a0kg',
      tr: 'Caffè Crema yumuşak, çekirdek, 1\u00a0kg',
    },
    prices: { EUR: 16.99, CHF: 19.9, CZK: 429, HUF: 6990, PLN: 69.99, TRY: 899.9 },
    availability: 'AVAILABLE',
  },
  {
    productId: '400002',
    tcm: 'tcm:cart-400002',
    kind: 'article',
    titles: {
      de: 'Espresso Milano, ganze Bohne, 500\u00a0g (nur noch wenige)',
      fr: 'Espresso Milano, grains entiers, 500\u00a0g (derniers exemplaires)',
      cs: 'Espresso Milano, zrnková, 500\u00a0g (posledních pár kusů)',
      hu: 'Espresso Milano, szemes, 500\u00a0g (utolsó darabok)',
      pl: 'Espresso Milano, ziarnista, 500\u00a0g (ostatnie sztuki)',
      sk: 'Espresso Milano, zrnková, 500\u00a0g (posledné kusy)',
      tr: 'Espresso Milano, çekirdek, 500\u00a0g (son ürünler)',
    },
    prices: { EUR: 9.99, CHF: 11.9, CZK: 259, HUF: 3990, PLN: 39.99, TRY: 529.9 },
    availability: 'AVAILABLE',
    stock: LIMITED_ARTICLE_STOCK,
  },
  {
    productId: '400003',
    tcm: 'tcm:cart-400003',
    kind: 'article',
    titles: {
      de: 'Kaffeekapseln Barista Caffè Crema, 30 Stück',
      fr: 'Capsules de café Barista Caffè Crema, 30 pièces',
      cs: 'Kávové kapsle Barista Caffè Crema, 30 kusů',
      hu: 'Barista Caffè Crema kávékapszula, 30 darab',
      pl: 'Kapsułki z kawą Barista Caffè Crema, 30 sztuk',
      sk: 'Kávové kapsule Barista Caffè Crema, 30 kusov',
      tr: 'Barista Caffè Crema kahve kapsülü, 30 adet',
    },
    prices: { EUR: 8.49, CHF: 9.9, CZK: 219, HUF: 3490, PLN: 34.99, TRY: 449.9 },
    availability: 'AVAILABLE',
  },
  {
    productId: '400004',
    tcm: 'tcm:cart-400004',
    kind: 'article',
    titles: {
      de: 'Thermobecher aus Edelstahl, 350\u00a0ml',
      fr: 'Mug isotherme en inox, 350\u00a0ml',
      cs: 'Termohrnek z nerezové oceli, 350\u00a0ml',
      hu: 'Rozsdamentes acél termobögre, 350\u00a0ml',
      pl: 'Kubek termiczny ze stali nierdzewnej, 350\u00a0ml',
      sk: 'Termohrnček z nehrdzavejúcej ocele, 350\u00a0ml',
      tr: 'Paslanmaz çelik termos bardak, 350\u00a0ml',
    },
    prices: { EUR: 14.99, CHF: 17.9, CZK: 379, HUF: 5990, PLN: 59.99, TRY: 749.9 },
    availability: 'AVAILABLE',
  },
  {
    productId: '400005',
    tcm: 'tcm:cart-400005',
    kind: 'article',
    titles: {
      de: 'Elektrischer Milchaufschäumer',
      fr: 'Mousseur à lait électrique',
      cs: 'Elektrický napěňovač mléka',
      hu: 'Elektromos tejhabosító',
      pl: 'Elektryczny spieniacz do mleka',
      sk: 'Elektrický napeňovač mlieka',
      tr: 'Elektrikli süt köpürtücü',
    },
    prices: { EUR: 39.99, CHF: 44.9, CZK: 999, HUF: 15990, PLN: 159.99, TRY: 1999.9 },
    availability: 'NOT_AVAILABLE',
  },
  {
    productId: '400006',
    tcm: 'tcm:cart-400006',
    kind: 'article',
    titles: {
      de: 'Strickpullover aus Bio-Baumwolle',
      fr: 'Pull en maille de coton bio',
      cs: 'Pletený svetr z biobavlny',
      hu: 'Kötött pulóver biopamutból',
      pl: 'Sweter z dzianiny z bawełny organicznej',
      sk: 'Pletený sveter z biobavlny',
      tr: 'Organik pamuklu triko kazak',
    },
    prices: { EUR: 29.99, CHF: 34.9, CZK: 749, HUF: 11990, PLN: 119.99, TRY: 1499.9 },
    availability: 'SOLDOUT',
  },
  {
    productId: '490001',
    tcm: 'tcm:cart-490001',
    kind: 'freeArticle',
    titles: {
      de: 'Gratis: Kaffee-Probierset',
      fr: 'Offert\u00a0: coffret de dégustation de café',
      cs: 'Zdarma: degustační sada kávy',
      hu: 'Ajándék: kávékóstoló csomag',
      pl: 'Gratis: zestaw degustacyjny kawy',
      sk: 'Zadarmo: degustačná sada kávy',
      tr: 'Hediye: kahve tadım seti',
    },
    prices: FREE,
    availability: 'AVAILABLE',
    campaignId: 'welcome-tasting-set',
  },
  {
    productId: '480025',
    tcm: 'tcm:cart-480025',
    kind: 'giftCard',
    titles: {
      de: 'Geschenkkarte',
      fr: 'Carte cadeau',
      cs: 'Dárková karta',
      hu: 'Ajándékkártya',
      pl: 'Karta podarunkowa',
      sk: 'Darčeková karta',
      tr: 'Hediye kartı',
    },
    prices: { EUR: 25, CHF: 25, CZK: 500, HUF: 10000, PLN: 100, TRY: 1000 },
    availability: 'AVAILABLE',
  },
];

/** Partner products (e.g. an extended warranty sold with a machine). */
export const cartPartnerProducts: readonly CartPartnerProduct[] = [
  {
    partnerProductId: 'pp-warranty-3y',
    titles: {
      de: 'Garantieverlängerung um 3 Jahre',
      fr: 'Extension de garantie de 3 ans',
      cs: 'Prodloužení záruky o 3 roky',
      hu: 'Garanciahosszabbítás 3 évvel',
      pl: 'Przedłużenie gwarancji o 3 lata',
      sk: 'Predĺženie záruky o 3 roky',
      tr: '3 yıl ek garanti',
    },
    prices: { EUR: 19.99, CHF: 22.9, CZK: 499, HUF: 7990, PLN: 79.99, TRY: 999.9 },
  },
];

/** The article of a product id (of the given kind, when given), or undefined. */
export function findCartArticle(productId: string, kind?: CartArticleKind): CartCatalogueArticle | undefined {
  return cartArticles.find((a) => a.productId === productId && (kind === undefined || a.kind === kind));
}

export function findPartnerProduct(partnerProductId: string): CartPartnerProduct | undefined {
  return cartPartnerProducts.find((p) => p.partnerProductId === partnerProductId);
}

/** The title language of a site: the language part of its locale. */
export function titleLanguageOf(site: Site): TitleLanguage {
  return site.locale.slice(0, site.locale.indexOf('-')) as TitleLanguage;
}

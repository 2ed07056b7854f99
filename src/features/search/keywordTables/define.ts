import { siteCodes, type SiteCode } from '../../../platform/site';
import { catalogueRoutes, countryShopAddresses, keywordRoutes } from '../constants';

/**
 * The keyword tables "cover words for service, catalogue, gift card, returns, delivery, payment, stores and
 * newsletter"; contact, cart and orders words are added for the other header link targets a shopper types.
 */
export const keywordTopics = [
  'service',
  'contact',
  'catalogue',
  'giftCard',
  'returns',
  'delivery',
  'payment',
  'stores',
  'newsletter',
  'cart',
  'orders',
] as const;
export type KeywordTopic = (typeof keywordTopics)[number];

/** A site's words: lowercase, per topic, and the names of other country shops (their absolute addresses). */
export interface KeywordWords {
  topics: Readonly<Record<KeywordTopic, readonly string[]>>;
  countryShops?: Readonly<Partial<Record<SiteCode, readonly string[]>>>;
}

export type KeywordTable = Readonly<Record<string, string>>;

/**
 * The topic's target in a site: the catalogue words lead to the site's theme-world overview, the rest to header link
 * routes.
 */
const targetOf = (site: SiteCode, topic: KeywordTopic): string =>
  topic === 'catalogue' ? catalogueRoutes[site] : keywordRoutes[topic];

/**
 * A site's table, word → target. Targets come only from the route and address constants, never from the words, so a
 * table cannot hold an address that is not configured. A word listed twice keeps its first target (the table tests
 * reject such a list).
 */
export function defineKeywordTable(site: SiteCode, words: KeywordWords): KeywordTable {
  const table = new Map<string, string>();
  const add = (word: string, target: string) => {
    if (!table.has(word)) table.set(word, target);
  };
  for (const topic of keywordTopics) for (const word of words.topics[topic]) add(word, targetOf(site, topic));
  for (const shop of siteCodes)
    for (const name of words.countryShops?.[shop] ?? []) add(name, countryShopAddresses[shop]);
  return Object.freeze(Object.fromEntries(table));
}

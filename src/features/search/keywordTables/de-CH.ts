import { germanTopics } from './de-DE';
import type { KeywordWords } from './define';

/**
 * Swiss German: the German words and Switzerland's own (Laden, Einzahlungsschein, Twint); the French words lead to the
 * French-speaking Swiss shop.
 */
export const deCHWords: KeywordWords = {
  topics: {
    ...germanTopics,
    payment: [...germanTopics.payment, 'einzahlungsschein', 'twint'],
    stores: [...germanTopics.stores, 'laden', 'läden', 'laeden'],
    delivery: [...germanTopics.delivery, 'zustellung', 'postversand'],
  },
  countryShops: { CH_FR: ['français', 'francais', 'französisch', 'suisse romande'], DE: ['deutschland'] },
};

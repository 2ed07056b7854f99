import { germanTopics } from './de-DE';
import type { KeywordWords } from './define';

/** Austrian German: the German words and Austria's own (Zustellung, Retournierung, Geschäft). */
export const deATWords: KeywordWords = {
  topics: {
    ...germanTopics,
    returns: [...germanTopics.returns, 'retournierung', 'retournieren'],
    delivery: [...germanTopics.delivery, 'zustellung', 'zustellkosten'],
    payment: [...germanTopics.payment, 'erlagschein'],
    stores: [...germanTopics.stores, 'geschäft', 'geschaeft', 'geschäfte'],
  },
  countryShops: { DE: ['deutschland'], CH: ['schweiz'] },
};

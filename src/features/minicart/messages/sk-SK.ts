import type { MinicartMessageId } from './de-DE';

/** Slovak. Counts use the plural forms one, few, many and other ("1 kus", "3 kusy", "5 kusov"). */
export const skSK = {
  'minicart.title': 'Košík',
  'minicart.empty': 'Váš košík je prázdny.',
  'minicart.items': '{count, plural, one {# položka} few {# položky} many {# položky} other {# položiek}}',
  'minicart.toCart': 'Do košíka',
  'minicart.total': 'Spolu',
  'minicart.checkout': 'K pokladni',
  'minicart.checkoutBlocked': 'Skôr ako prejdete k pokladni, venujte prosím pozornosť upozorneniam v košíku.',
  'minicart.checkoutBlocked.unavailable':
    'Niektoré položky nie sú dostupné alebo sú vypredané. Skôr ako prejdete k pokladni, odstráňte ich, prosím.',
  'minicart.quantity': 'Množstvo',
  'minicart.quantityOf': 'Množstvo: {quantity, number}',
  'minicart.remove': 'Odstrániť {title}',
  'minicart.removed': '{title} bolo odstránené.',
  'minicart.undo': 'Vrátiť späť',
  'minicart.freeArticle': 'Tovar zadarmo',
  'minicart.giftCard': 'Darčeková karta',
  'minicart.subscription': 'Predplatné',
  'minicart.partnerProduct': 'Partnerský produkt',
  'minicart.soldOut': 'Vypredané',
  'minicart.notAvailable': 'Nedostupné',
  'minicart.dismiss': 'Zavrieť upozornenie',
  'minicart.addToCart': 'Pridať do košíka',
  'minicart.addToCart.inCart': 'V košíku: {count, number}\u00a0ks',
  'minicart.error.read': 'Váš košík teraz z technických dôvodov nemožno zobraziť. Skúste to prosím neskôr.',
  'minicart.error.change': 'Váš košík teraz z technických dôvodov nemožno zmeniť. Skúste to prosím neskôr.',
  'minicart.error.cartLimit':
    'Na jeden nákup si môžete objednať najviac {limit, plural, one {# produkt} few {# produkty} many {# produktu} other {# produktov}}.',
  'minicart.error.itemLimit': 'Tohto tovaru si môžete na jeden nákup objednať najviac {limit, number}\u00a0ks.',
  'minicart.error.availabilityLimit':
    'Z tohto tovaru {limit, plural, one {zostáva už len # kus} few {zostávajú už len # kusy} many {zostáva už len # kusu} other {zostáva už len # kusov}}.',
  'minicart.error.defective': 'Vyskytli sa chyby. Prečítajte si prosím upozornenia pod košíkom.',
  'minicart.error.voucherRemove': 'Zľavový kód sa nepodarilo odstrániť.',
  'minicart.error.giftCardRemove':
    'Darčekovú kartu sa nepodarilo odstrániť. Počkajte prosím niekoľko minút a skúste to znova.',
} satisfies Record<MinicartMessageId, string>;

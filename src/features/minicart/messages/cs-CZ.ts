import type { MinicartMessageId } from './de-DE';

/** Czech. Counts use the plural forms one, few, many and other ("1 kus", "3 kusy", "5 kusů"). */
export const csCZ = {
  'minicart.title': 'Košík',
  'minicart.empty': 'Váš košík je prázdný.',
  'minicart.items': '{count, plural, one {# položka} few {# položky} many {# položky} other {# položek}}',
  'minicart.toCart': 'Do košíku',
  'minicart.total': 'Celkem',
  'minicart.checkout': 'K pokladně',
  'minicart.checkoutBlocked': 'Než přejdete k pokladně, věnujte prosím pozornost upozorněním v košíku.',
  'minicart.checkoutBlocked.unavailable':
    'Některé položky nejsou dostupné nebo jsou vyprodané. Než přejdete k pokladně, odeberte je prosím.',
  'minicart.quantity': 'Množství',
  'minicart.quantityOf': 'Množství: {quantity, number}',
  'minicart.remove': 'Odebrat {title}',
  'minicart.removed': '{title} bylo odebráno.',
  'minicart.undo': 'Vrátit zpět',
  'minicart.freeArticle': 'Zboží zdarma',
  'minicart.giftCard': 'Dárková karta',
  'minicart.subscription': 'Předplatné',
  'minicart.partnerProduct': 'Partnerský produkt',
  'minicart.soldOut': 'Vyprodáno',
  'minicart.notAvailable': 'Nedostupné',
  'minicart.dismiss': 'Zavřít upozornění',
  'minicart.addToCart': 'Přidat do košíku',
  'minicart.addToCart.inCart': 'V košíku: {count, number}\u00a0ks',
  'minicart.error.read': 'Váš košík nyní z technických důvodů nelze zobrazit. Zkuste to prosím později.',
  'minicart.error.change': 'Váš košík nyní z technických důvodů nelze změnit. Zkuste to prosím později.',
  'minicart.error.cartLimit':
    'Na jeden nákup můžete objednat nejvýše {limit, plural, one {# produkt} few {# produkty} many {# produktu} other {# produktů}}.',
  'minicart.error.itemLimit': 'Tohoto zboží můžete na jeden nákup objednat nejvýše {limit, number}\u00a0ks.',
  'minicart.error.availabilityLimit':
    'Tohoto zboží {limit, plural, one {zbývá už jen # kus} few {zbývají už jen # kusy} many {zbývá už jen # kusu} other {zbývá už jen # kusů}}.',
  'minicart.error.defective': 'Vyskytly se chyby. Přečtěte si prosím upozornění pod košíkem.',
  'minicart.error.voucherRemove': 'Slevový kód se nepodařilo odebrat.',
  'minicart.error.giftCardRemove':
    'Dárkovou kartu se nepodařilo odebrat. Počkejte prosím několik minut a zkuste to znovu.',
} satisfies Record<MinicartMessageId, string>;

import type { MinicartMessageId } from './de-DE';

/**
 * Hungarian. A noun after a number stays singular ("3 termék"), so plural messages use the same form for one and
 * other.
 */
export const huHU = {
  'minicart.title': 'Kosár',
  'minicart.empty': 'A kosara üres.',
  'minicart.items': '{count, plural, one {# termék} other {# termék}}',
  'minicart.toCart': 'Tovább a kosárhoz',
  'minicart.total': 'Összesen',
  'minicart.checkout': 'Tovább a pénztárhoz',
  'minicart.checkoutBlocked': 'Mielőtt a pénztárhoz lép, kérjük, vegye figyelembe a kosárban lévő megjegyzéseket.',
  'minicart.checkoutBlocked.unavailable':
    'Néhány termék nem elérhető vagy elfogyott. Kérjük, távolítsa el őket, mielőtt a pénztárhoz lép.',
  'minicart.quantity': 'Mennyiség',
  'minicart.quantityOf': 'Mennyiség: {quantity, number}',
  'minicart.remove': '{title} eltávolítása',
  'minicart.removed': '{title} eltávolítva.',
  'minicart.undo': 'Visszavonás',
  'minicart.freeArticle': 'Ajándéktermék',
  'minicart.giftCard': 'Ajándékkártya',
  'minicart.subscription': 'Előfizetés',
  'minicart.partnerProduct': 'Partnertermék',
  'minicart.soldOut': 'Elfogyott',
  'minicart.notAvailable': 'Nem elérhető',
  'minicart.dismiss': 'Üzenet bezárása',
  'minicart.addToCart': 'Kosárba',
  'minicart.addToCart.inCart': 'A kosárban: {count, number}\u00a0db',
  'minicart.error.read': 'Technikai okokból a kosár jelenleg nem jeleníthető meg. Kérjük, próbálja újra később.',
  'minicart.error.change': 'Technikai okokból a kosár jelenleg nem módosítható. Kérjük, próbálja újra később.',
  'minicart.error.cartLimit':
    'Vásárlásonként legfeljebb {limit, plural, one {# terméket} other {# terméket}} rendelhet.',
  'minicart.error.itemLimit': 'Ebből a termékből vásárlásonként legfeljebb {limit, number} darabot rendelhet.',
  'minicart.error.availabilityLimit':
    'Ebből a termékből már csak {limit, plural, one {# darab} other {# darab}} érhető el.',
  'minicart.error.defective': 'Hibák történtek. Kérjük, olvassa el a kosár alatti megjegyzéseket.',
  'minicart.error.voucherRemove': 'A kuponkódot nem sikerült eltávolítani.',
  'minicart.error.giftCardRemove':
    'Az ajándékkártyát nem sikerült eltávolítani. Kérjük, várjon néhány percet, majd próbálja újra.',
} satisfies Record<MinicartMessageId, string>;

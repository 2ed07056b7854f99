import type { MinicartMessageId } from './de-DE';

/** French (Switzerland): typographic apostrophes (’), Swiss usage (no space before ! and ?, "TVA"). */
export const frCH = {
  'minicart.title': 'Panier',
  'minicart.empty': 'Votre panier est vide.',
  'minicart.items': '{count, plural, one {# article} other {# articles}}',
  'minicart.toCart': 'Voir le panier',
  'minicart.total': 'Total',
  'minicart.checkout': 'Passer la commande',
  'minicart.checkoutBlocked': 'Veuillez tenir compte des remarques dans votre panier avant de passer la commande.',
  'minicart.checkoutBlocked.unavailable':
    'Certains articles ne sont pas disponibles ou sont épuisés. Veuillez les retirer avant de passer la commande.',
  'minicart.quantity': 'Quantité',
  'minicart.quantityOf': 'Quantité\u00a0: {quantity, number}',
  'minicart.remove': 'Retirer {title}',
  'minicart.removed': '{title} a été retiré.',
  'minicart.undo': 'Annuler',
  'minicart.freeArticle': 'Article offert',
  'minicart.giftCard': 'Carte cadeau',
  'minicart.subscription': 'Abonnement',
  'minicart.partnerProduct': 'Produit partenaire',
  'minicart.soldOut': 'Épuisé',
  'minicart.notAvailable': 'Indisponible',
  'minicart.dismiss': 'Fermer la remarque',
  'minicart.addToCart': 'Ajouter au panier',
  'minicart.addToCart.inCart': '{count, number} dans le panier',
  'minicart.error.read':
    'Pour des raisons techniques, votre panier ne peut pas être affiché pour le moment. Veuillez réessayer plus tard.',
  'minicart.error.change':
    'Pour des raisons techniques, votre panier ne peut pas être modifié pour le moment. Veuillez réessayer plus tard.',
  'minicart.error.cartLimit':
    'Vous pouvez commander au maximum {limit, plural, one {# produit} other {# produits}} par achat.',
  'minicart.error.itemLimit': 'Vous pouvez commander au maximum {limit, number} pièces de cet article par achat.',
  'minicart.error.availabilityLimit':
    'Il ne reste plus que {limit, plural, one {# pièce} other {# pièces}} de cet article.',
  'minicart.error.defective': 'Des erreurs sont survenues. Veuillez consulter les remarques sous le panier.',
  'minicart.error.voucherRemove': 'Le code promo n’a pas pu être retiré.',
  'minicart.error.giftCardRemove':
    'La carte cadeau n’a pas pu être retirée. Veuillez patienter quelques minutes, puis réessayer.',
} satisfies Record<MinicartMessageId, string>;

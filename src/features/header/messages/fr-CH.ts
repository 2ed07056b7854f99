import type { HeaderMessageId } from './de-DE';

/** French (Switzerland): typographic apostrophes (’), Swiss usage (no space before ! and ?, "TVA"). */
export const frCH = {
  'header.logo': 'Vers la page d’accueil',
  'header.skipLinks.label': 'Liens d’accès rapide',
  'header.skipLinks.search': 'Aller à la recherche',
  'header.skipLinks.main': 'Aller au contenu',
  'header.skipLinks.footer': 'Aller au pied de page',
  'header.flyout.close': 'Fermer',
  'header.icons.search': 'Ouvrir la recherche',
  'header.icons.storeFinder': 'Trouver une filiale',
  'header.icons.user': 'Se connecter',
  'header.icons.userLoggedIn': 'Mon compte',
  'header.icons.greeting': 'Bonjour {name}',
  'header.icons.loyaltyBeans': '{beans, plural, one {# grain} other {# grains}}',
  'header.icons.cart': 'Panier',
  'header.cart.badgeLabel':
    '{count, plural, =0 {Panier, aucun article} one {Panier, # article} other {Panier, # articles}}',
  'header.reduced.secureHint': 'Achat sécurisé',
  'header.reduced.back': 'Retour',
  'header.secureOrder': 'Commande sécurisée',
  'header.paymentLogos': 'Moyens de paiement et marques',
  'header.payment.paypal': 'PayPal',
  'header.payment.visa': 'Visa',
  'header.payment.mastercard': 'Mastercard',
  'header.payment.twint': 'TWINT',
  'header.payment.blik': 'BLIK',
  'header.payment.bkm': 'BKM Express',
  'header.brand': 'Crema',
  'header.icons.searchClose': 'Fermer la recherche',
  'header.payment.invoice': 'Facture',
  'header.payment.cashOnPickup': 'Paiement en espèces au retrait',
} satisfies Record<HeaderMessageId, string>;

import type { KeywordWords } from './define';

/** Swiss French; the German words for the German-speaking Swiss shop lead there. */
export const frCHWords: KeywordWords = {
  topics: {
    service: ['service', 'service client', 'service clientèle', 'aide', 'faq', 'questions'],
    contact: ['contact', 'contacter', 'nous contacter', 'hotline'],
    catalogue: ['catalogue', 'prospectus', 'univers', 'offres'],
    giftCard: ['carte cadeau', 'carte-cadeau', 'cartes cadeaux', 'bon cadeau', 'bon'],
    returns: ['retour', 'retours', 'renvoi', 'échange', 'echange', 'rétractation'],
    delivery: ['livraison', 'expédition', 'expedition', 'frais de port', 'délai de livraison', 'suivi'],
    payment: ['paiement', 'paiements', 'modes de paiement', 'facture', 'bulletin de versement', 'twint'],
    stores: ['magasin', 'magasins', 'filiale', 'filiales', 'horaires', "heures d'ouverture"],
    newsletter: ['newsletter', 'lettre d’information', "lettre d'information"],
    cart: ['panier'],
    orders: ['commande', 'commandes', 'mes commandes', 'suivi de commande'],
  },
  countryShops: { CH: ['deutsch', 'allemand', 'suisse alémanique'] },
};

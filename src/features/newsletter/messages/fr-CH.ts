import type { NewsletterMessageId } from './de-DE';

/** French (Switzerland): typographic apostrophes (’), Swiss usage (no space before ! and ?, "TVA"). */
export const frCH = {
  'newsletter.title': 'S’abonner à la newsletter',
  'newsletter.discountBubble': '{discount, number, ::percent}',
  'newsletter.intro':
    'Inscrivez-vous maintenant et recevez {discount, number, ::percent} de réduction sur votre premier achat.*',
  'newsletter.email': 'Adresse e-mail',
  'newsletter.salutation': 'Civilité',
  'newsletter.salutation.prompt': 'Veuillez choisir',
  'newsletter.salutation.mr': 'Monsieur',
  'newsletter.salutation.mrs': 'Madame',
  'newsletter.salutation.divers': 'Autre',
  'newsletter.salutation.company': 'Entreprise',
  'newsletter.firstName': 'Prénom',
  'newsletter.lastName': 'Nom',
  'newsletter.submit': 'S’inscrire',
  'newsletter.mandatory': '* Champ obligatoire',
  'newsletter.voucherFootnote': '* Le bon est valable pour votre premier achat dans la boutique en ligne.',
  'newsletter.voucherConditions': 'Conditions du bon',
  'newsletter.voucherValidity':
    'Le bon est valable {months, plural, one {# mois} other {# mois}} après l’inscription, utilisable une seule fois et uniquement en ligne.',
  'newsletter.legal':
    'En m’inscrivant, j’accepte d’être informé·e par e-mail des offres, promotions et tendances. J’ai au moins {minAge, number} ans. Je peux révoquer mon consentement à tout moment.',
  'newsletter.retention':
    'Les inscriptions non confirmées sont supprimées après {days, plural, one {# jour} other {# jours}}. Si vous n’ouvrez aucune newsletter pendant {years, plural, one {# an} other {# ans}}, nous cessons l’envoi.',
  'newsletter.privacyLink': 'Protection des données',
  'newsletter.contactLink': 'Contact',
  'newsletter.dataPolicyLink': 'Politique de confidentialité',
  'newsletter.informationLink': 'Note d’information',
  'newsletter.consentLink': 'Déclaration de consentement',
  'newsletter.sampleLink': 'Voir un exemple de newsletter',
  'newsletter.consent.personalisedOffers':
    'Oui, je souhaite recevoir des offres personnalisées selon mes centres d’intérêt et mes achats.',
  'newsletter.consent.personalisedOffersContact':
    'Oui, je souhaite recevoir des offres personnalisées. Je peux me désinscrire à tout moment via notre <contact>contact</contact>.',
  'newsletter.consent.commercialMessages': 'J’accepte de recevoir des messages électroniques commerciaux.',
  'newsletter.error.emailRequired': 'L’adresse e-mail est obligatoire.',
  'newsletter.error.emailInvalid': 'Veuillez saisir une adresse e-mail valide.',
  'newsletter.error.tooLong': 'Veuillez saisir au maximum {max, number} caractères.',
  'newsletter.error.invalidCharacters': 'Ce champ contient des caractères non valides.',
  'newsletter.error.firstNameRequired': 'Le prénom est obligatoire.',
  'newsletter.error.lastNameRequired': 'Le nom est obligatoire.',
  'newsletter.error.salutationRequired': 'La civilité est obligatoire.',
  'newsletter.error.commercialMessagesRequired':
    'Veuillez accepter de recevoir des messages électroniques commerciaux.',
  'newsletter.error.technical':
    'Pour des raisons techniques, l’inscription à la newsletter est impossible. Veuillez réessayer plus tard\u202f!',
  'newsletter.error.linkInvalid':
    'Malheureusement, ce lien n’est plus valable. Veuillez vous réinscrire à la newsletter {product}.',
  'newsletter.success.title': 'Merci pour votre inscription\u202f!',
  'newsletter.success.text':
    'Nous avons envoyé un e-mail de confirmation à {email}. Veuillez confirmer votre inscription grâce au lien qu’il contient.',
  'newsletter.product': 'Crema',
  'newsletter.honeypot': 'Veuillez laisser ce champ vide.',
  'newsletter.confirmed.title': 'Votre inscription est confirmée',
  'newsletter.confirmed.text':
    'Merci\u202f! Vous recevez désormais notre newsletter avec nos offres, promotions et tendances.',
  'newsletter.update.title': 'Paramètres de la newsletter',
  'newsletter.update.intro': 'Modifiez ici vos informations pour la newsletter envoyée à {email}.',
  'newsletter.update.interests': 'Mes centres d’intérêt',
  'newsletter.update.submit': 'Enregistrer les modifications',
  'newsletter.update.saved': 'Vos modifications ont été enregistrées.',
  'newsletter.update.failed':
    'Pour des raisons techniques, vos modifications n’ont pas pu être enregistrées. Veuillez réessayer plus tard\u202f!',
  'newsletter.interest.WOMEN_FASHION': 'Mode femme',
  'newsletter.interest.MEN_FASHION': 'Mode homme',
  'newsletter.interest.SPORT': 'Sport et fitness',
  'newsletter.interest.LIVING_FURNITURE': 'Maison et meubles',
  'newsletter.interest.HOBBY': 'Loisirs',
  'newsletter.interest.KIDS': 'Enfants',
  'newsletter.interest.KITCHEN': 'Cuisine',
  'newsletter.interest.SLEEPING': 'Sommeil',
  'newsletter.interest.DISCOUNTS': 'Offres et réductions',
  'newsletter.interest.COFFEE': 'Café',
  'newsletter.interest.MOBILE': 'Téléphonie mobile',
  'newsletter.interest.CREMA_CARD': 'CremaCard',
  'newsletter.interest.STORE': 'Magasins',
} satisfies Record<NewsletterMessageId, string>;

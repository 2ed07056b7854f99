import type { NewsletterMessageId } from './de-DE';

/**
 * Hungarian. A noun after a number stays singular ("3 termék"), so plural messages use the same form for one and other.
 * The salutation error is the given text verbatim ("A megszólítás mező kitöltése kötelező.").
 */
export const huHU = {
  'newsletter.title': 'Iratkozzon fel hírlevelünkre',
  'newsletter.discountBubble': '{discount, number, ::percent}',
  'newsletter.intro': 'Iratkozzon fel most, és kapjon {discount, number, ::percent} kedvezményt első vásárlásából.*',
  'newsletter.email': 'E-mail-cím',
  'newsletter.salutation': 'Megszólítás',
  'newsletter.salutation.prompt': 'Kérjük, válasszon',
  'newsletter.salutation.mr': 'Úr',
  'newsletter.salutation.mrs': 'Hölgy',
  'newsletter.salutation.divers': 'Egyéb',
  'newsletter.salutation.company': 'Cég',
  'newsletter.firstName': 'Keresztnév',
  'newsletter.lastName': 'Vezetéknév',
  'newsletter.submit': 'Feliratkozom',
  'newsletter.mandatory': '* Kötelező mező',
  'newsletter.voucherFootnote': '* A kupon az első webáruházas vásárlására érvényes.',
  'newsletter.voucherConditions': 'A kupon feltételei',
  'newsletter.voucherValidity':
    'A kupon a feliratkozástól számított {months, plural, one {# hónapig} other {# hónapig}} érvényes, egyszer használható fel, kizárólag a webáruházban.',
  'newsletter.legal':
    'Feliratkozásommal hozzájárulok, hogy e-mailben tájékoztatást kapjak ajánlatokról, akciókról és trendekről. Elmúltam {minAge, number} éves. Hozzájárulásomat bármikor visszavonhatom.',
  'newsletter.retention':
    'A meg nem erősített feliratkozásokat {days, plural, one {# nap} other {# nap}} után töröljük. Ha {years, plural, one {# évig} other {# évig}} egy hírlevelet sem nyit meg, a küldést leállítjuk.',
  'newsletter.privacyLink': 'Adatvédelmi tájékoztató',
  'newsletter.contactLink': 'Kapcsolat',
  'newsletter.dataPolicyLink': 'Adatkezelési tájékoztató',
  'newsletter.informationLink': 'Tájékoztató szöveg',
  'newsletter.consentLink': 'Hozzájáruló nyilatkozat',
  'newsletter.sampleLink': 'Minta hírlevél megtekintése',
  'newsletter.consent.personalisedOffers':
    'Igen, személyre szabott ajánlatokat szeretnék kapni érdeklődésem és vásárlásaim alapján.',
  'newsletter.consent.personalisedOffersContact':
    'Igen, személyre szabott ajánlatokat szeretnék kapni. Hozzájárulásomat a <contact>kapcsolatfelvételi oldalon</contact> bármikor visszavonhatom.',
  'newsletter.consent.commercialMessages': 'Hozzájárulok kereskedelmi célú elektronikus üzenetek fogadásához.',
  'newsletter.error.emailRequired': 'Az e-mail-cím megadása kötelező.',
  'newsletter.error.emailInvalid': 'Kérjük, érvényes e-mail-címet adjon meg.',
  'newsletter.error.tooLong': 'Kérjük, legfeljebb {max, number} karaktert adjon meg.',
  'newsletter.error.invalidCharacters': 'Ez a mező érvénytelen karaktereket tartalmaz.',
  'newsletter.error.firstNameRequired': 'A keresztnév megadása kötelező.',
  'newsletter.error.lastNameRequired': 'A vezetéknév megadása kötelező.',
  'newsletter.error.salutationRequired': 'A megszólítás mező kitöltése kötelező.',
  'newsletter.error.commercialMessagesRequired':
    'Kérjük, járuljon hozzá kereskedelmi célú elektronikus üzenetek fogadásához.',
  'newsletter.error.technical':
    'Technikai okokból a hírlevélre való feliratkozás jelenleg nem lehetséges. Kérjük, próbálja újra később!',
  'newsletter.error.linkInvalid':
    'Sajnos ez a link már nem érvényes. Kérjük, iratkozzon fel újra a(z) {product} hírlevélre.',
  'newsletter.success.title': 'Köszönjük a feliratkozást!',
  'newsletter.success.text':
    'Megerősítő e-mailt küldtünk a(z) {email} címre. Kérjük, erősítse meg feliratkozását az abban található linkkel.',
  'newsletter.product': 'Crema',
  'newsletter.honeypot': 'Kérjük, ezt a mezőt hagyja üresen.',
  'newsletter.confirmed.title': 'Feliratkozását megerősítettük',
  'newsletter.confirmed.text': 'Köszönjük! Mostantól megkapja hírlevelünket ajánlatokkal, akciókkal és trendekkel.',
  'newsletter.update.title': 'Hírlevél-beállítások',
  'newsletter.update.intro': 'Itt módosíthatja a(z) {email} címre küldött hírlevél adatait.',
  'newsletter.update.interests': 'Érdeklődési köreim',
  'newsletter.update.submit': 'Módosítások mentése',
  'newsletter.update.saved': 'A módosításokat elmentettük.',
  'newsletter.update.failed': 'Technikai okokból a módosításokat nem sikerült menteni. Kérjük, próbálja újra később!',
  'newsletter.interest.WOMEN_FASHION': 'Női divat',
  'newsletter.interest.MEN_FASHION': 'Férfi divat',
  'newsletter.interest.SPORT': 'Sport és fitnesz',
  'newsletter.interest.LIVING_FURNITURE': 'Lakberendezés és bútorok',
  'newsletter.interest.HOBBY': 'Hobbi és szabadidő',
  'newsletter.interest.KIDS': 'Gyerekek',
  'newsletter.interest.KITCHEN': 'Konyha',
  'newsletter.interest.SLEEPING': 'Alvás',
  'newsletter.interest.DISCOUNTS': 'Ajánlatok és kedvezmények',
  'newsletter.interest.COFFEE': 'Kávé',
  'newsletter.interest.MOBILE': 'Mobiltelefónia',
  'newsletter.interest.CREMA_CARD': 'CremaCard',
  'newsletter.interest.STORE': 'Üzletek',
} satisfies Record<NewsletterMessageId, string>;

import type { NewsletterMessageId } from './de-DE';

/** Polish. Counts use the plural forms one, few, many and other ("1 produkt", "3 produkty", "5 produktów"). */
export const plPL = {
  'newsletter.title': 'Zapisz się do newslettera',
  'newsletter.discountBubble': '{discount, number, ::percent}',
  'newsletter.intro': 'Zapisz się teraz i otrzymaj {discount, number, ::percent} rabatu na pierwsze zakupy.*',
  'newsletter.email': 'Adres e-mail',
  'newsletter.salutation': 'Zwrot grzecznościowy',
  'newsletter.salutation.prompt': 'Wybierz',
  'newsletter.salutation.mr': 'Pan',
  'newsletter.salutation.mrs': 'Pani',
  'newsletter.salutation.divers': 'Inne',
  'newsletter.salutation.company': 'Firma',
  'newsletter.firstName': 'Imię',
  'newsletter.lastName': 'Nazwisko',
  'newsletter.submit': 'Zapisz się',
  'newsletter.mandatory': '* Pole obowiązkowe',
  'newsletter.voucherFootnote': '* Kupon obowiązuje przy pierwszych zakupach w sklepie internetowym.',
  'newsletter.voucherConditions': 'Warunki kuponu',
  'newsletter.voucherValidity':
    'Kupon jest ważny {months, plural, one {# miesiąc} few {# miesiące} many {# miesięcy} other {# miesiąca}} od zapisu, jednorazowy i tylko w sklepie internetowym.',
  'newsletter.legal':
    'Zapisując się, zgadzam się na otrzymywanie e-mailem informacji o ofertach, promocjach i trendach. Mam co najmniej {minAge, number} lat. Zgodę mogę w każdej chwili wycofać.',
  'newsletter.legal.show': 'Pokaż informacje o ochronie danych',
  'newsletter.retention':
    'Niepotwierdzone zapisy usuwamy po {days, plural, one {# dniu} other {# dniach}}. Jeśli przez {years, plural, one {# rok} few {# lata} many {# lat} other {# roku}} nie otworzysz newslettera, przestaniemy go wysyłać.',
  'newsletter.privacyLink': 'Polityka prywatności',
  'newsletter.contactLink': 'Kontakt',
  'newsletter.dataPolicyLink': 'Zasady przetwarzania danych',
  'newsletter.informationLink': 'Klauzula informacyjna',
  'newsletter.consentLink': 'Oświadczenie o zgodzie',
  'newsletter.sampleLink': 'Zobacz przykładowy newsletter',
  'newsletter.consent.personalisedOffers':
    'Tak, chcę otrzymywać spersonalizowane oferty dopasowane do moich zainteresowań i zakupów.',
  'newsletter.consent.personalisedOffersContact':
    'Tak, chcę otrzymywać spersonalizowane oferty. Zgodę mogę w każdej chwili wycofać przez formularz kontaktowy.',
  'newsletter.consent.commercialMessages': 'Wyrażam zgodę na otrzymywanie handlowych wiadomości elektronicznych.*',
  'newsletter.error.emailRequired': 'Adres e-mail jest polem obowiązkowym.',
  'newsletter.error.emailInvalid': 'Podaj prawidłowy adres e-mail.',
  'newsletter.error.tooLong': 'Wpisz maksymalnie {max, number} znaków.',
  'newsletter.error.invalidCharacters': 'To pole zawiera niedozwolone znaki.',
  'newsletter.error.firstNameRequired': 'Imię jest polem obowiązkowym.',
  'newsletter.error.lastNameRequired': 'Nazwisko jest polem obowiązkowym.',
  'newsletter.error.salutationRequired': 'Zwrot grzecznościowy jest polem obowiązkowym.',
  'newsletter.error.commercialMessagesRequired': 'Wyraź zgodę na otrzymywanie handlowych wiadomości elektronicznych.',
  'newsletter.error.technical':
    'Z przyczyn technicznych zapis do newslettera jest teraz niemożliwy. Spróbuj ponownie później!',
  'newsletter.error.linkInvalid': 'Niestety ten link jest już nieważny. Zapisz się ponownie do newslettera {product}.',
  'newsletter.success.title': 'Dziękujemy za zapis!',
  'newsletter.success.text':
    'Wysłaliśmy wiadomość z potwierdzeniem na adres {email}. Potwierdź zapis, klikając link w tej wiadomości.',
} satisfies Record<NewsletterMessageId, string>;

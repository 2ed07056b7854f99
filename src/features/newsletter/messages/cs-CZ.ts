import type { NewsletterMessageId } from './de-DE';

/** Czech. Counts use the plural forms one, few, many and other ("1 kus", "3 kusy", "5 kusů"). */
export const csCZ = {
  'newsletter.title': 'Přihlásit se k odběru newsletteru',
  'newsletter.discountBubble': '{discount, number, ::percent}',
  'newsletter.intro': 'Přihlaste se nyní a získejte slevu {discount, number, ::percent} na první nákup.*',
  'newsletter.email': 'E-mailová adresa',
  'newsletter.salutation': 'Oslovení',
  'newsletter.salutation.prompt': 'Vyberte prosím',
  'newsletter.salutation.mr': 'Pan',
  'newsletter.salutation.mrs': 'Paní',
  'newsletter.salutation.divers': 'Jiné',
  'newsletter.salutation.company': 'Firma',
  'newsletter.firstName': 'Jméno',
  'newsletter.lastName': 'Příjmení',
  'newsletter.submit': 'Přihlásit se',
  'newsletter.mandatory': '* Povinné pole',
  'newsletter.voucherFootnote': '* Poukaz platí pro váš první nákup v e-shopu.',
  'newsletter.voucherConditions': 'Podmínky poukazu',
  'newsletter.voucherValidity':
    'Poukaz platí {months, plural, one {# měsíc} few {# měsíce} many {# měsíce} other {# měsíců}} od přihlášení, lze jej použít jednou a pouze v e-shopu.',
  'newsletter.legal':
    'Přihlášením souhlasím se zasíláním informací o nabídkách, akcích a trendech e-mailem. Je mi alespoň {minAge, number} let. Souhlas mohu kdykoli odvolat.',
  'newsletter.legal.show': 'Zobrazit informace o ochraně osobních údajů',
  'newsletter.retention':
    'Nepotvrzené přihlášky mažeme po {days, plural, one {# dni} other {# dnech}}. Pokud newsletter neotevřete {years, plural, one {# rok} few {# roky} many {# roku} other {# let}}, přestaneme jej zasílat.',
  'newsletter.privacyLink': 'Ochrana osobních údajů',
  'newsletter.contactLink': 'Kontakt',
  'newsletter.dataPolicyLink': 'Zásady zpracování údajů',
  'newsletter.informationLink': 'Informační text',
  'newsletter.consentLink': 'Prohlášení o souhlasu',
  'newsletter.sampleLink': 'Zobrazit ukázku newsletteru',
  'newsletter.consent.personalisedOffers': 'Ano, chci dostávat personalizované nabídky podle svých zájmů a nákupů.',
  'newsletter.consent.personalisedOffersContact':
    'Ano, chci dostávat personalizované nabídky. Souhlas mohu kdykoli odvolat prostřednictvím kontaktu.',
  'newsletter.consent.commercialMessages': 'Souhlasím se zasíláním obchodních elektronických sdělení.*',
  'newsletter.error.emailRequired': 'E-mailová adresa je povinný údaj.',
  'newsletter.error.emailInvalid': 'Zadejte prosím platnou e-mailovou adresu.',
  'newsletter.error.tooLong': 'Zadejte prosím nejvýše {max, number} znaků.',
  'newsletter.error.invalidCharacters': 'Toto pole obsahuje neplatné znaky.',
  'newsletter.error.firstNameRequired': 'Jméno je povinný údaj.',
  'newsletter.error.lastNameRequired': 'Příjmení je povinný údaj.',
  'newsletter.error.salutationRequired': 'Oslovení je povinný údaj.',
  'newsletter.error.commercialMessagesRequired':
    'Udělte prosím souhlas se zasíláním obchodních elektronických sdělení.',
  'newsletter.error.technical':
    'Z technických důvodů se nyní nelze přihlásit k odběru newsletteru. Zkuste to prosím později!',
  'newsletter.error.linkInvalid':
    'Tento odkaz bohužel již není platný. Přihlaste se prosím znovu k odběru newsletteru {product}.',
  'newsletter.success.title': 'Děkujeme za přihlášení!',
  'newsletter.success.text':
    'Na adresu {email} jsme odeslali potvrzovací e-mail. Potvrďte prosím přihlášení pomocí odkazu v něm.',
} satisfies Record<NewsletterMessageId, string>;

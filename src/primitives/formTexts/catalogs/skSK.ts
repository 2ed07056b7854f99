import type { FormTextKey } from './en';

/** Slovak. Counts use the ICU plural forms one, few, many and other ("1 znak", "2 znaky", "8 znakov"). */
export const skSK = {
  'password.label': 'Heslo',
  'password.hint':
    'Aspoň {minLength, plural, one {# znak} few {# znaky} many {# znaku} other {# znakov}}, s malými a veľkými písmenami a číslicami.',
  'password.show': 'Zobraziť',
  'password.showName': 'Zobraziť: {label}',
  'password.strength': 'Sila hesla: {strength} ({score, number} z {max, number})',
  'password.strength.0': 'príliš slabá',
  'password.strength.1': 'slabá',
  'password.strength.2': 'stredná',
  'password.strength.3': 'silná',
  'password.tooLong':
    'Heslo môže mať najviac {max, plural, one {# znak} few {# znaky} many {# znaku} other {# znakov}}; toto má {count, number}.',

  'iban.label': 'IBAN',
  'iban.hint': 'Začína kódom krajiny, napr. {example}',
  'iban.example': 'SK31 1200 0000 1987 4263 7541',
  'iban.valid': 'IBAN je platný.',
  'iban.characters': 'IBAN obsahuje iba písmená a číslice: znak „{character}“ nie je povolený.',
  'iban.start': 'IBAN sa začína dvoma písmenami (kódom krajiny) a dvoma číslicami.',
  'iban.unknownCountry': '„{code}“ nie je kód krajiny, ktorá používa IBAN. Skontrolujte prvé dve písmená.',
  'iban.incomplete':
    'IBAN je neúplný: s kódom krajiny {code} ({country}) má {expected, plural, one {# znak} few {# znaky} many {# znaku} other {# znakov}}, zadali ste {count, number}.',
  'iban.tooLong':
    'IBAN je príliš dlhý: s kódom krajiny {code} ({country}) má {expected, plural, one {# znak} few {# znaky} many {# znaku} other {# znakov}}, zadali ste {count, number}.',
  'iban.format': 'Toto nezodpovedá formátu IBAN pre {code} ({country}). Skontrolujte znaky.',
  'iban.checksum': 'Kontrolné číslice nesedia. Skontrolujte, či IBAN neobsahuje preklep.',

  'number.label': 'Množstvo',
  'number.decrement': 'Znížiť: {label}',
  'number.increment': 'Zvýšiť: {label}',
  'number.notNumber': 'Zadajte číslo, napr. {example}.',
  'number.clampedMin': 'Najmenšia možná hodnota je {min}, preto bola nastavená na {min}.',
  'number.clampedMax': 'Najväčšia možná hodnota je {max}, preto bola nastavená na {max}.',
  'number.clampedStep': 'Možné sú len kroky po {step}, preto bola hodnota zaokrúhlená na {value}.',
} satisfies Record<FormTextKey, string>;

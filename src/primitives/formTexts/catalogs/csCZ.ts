import type { FormTextKey } from './en';

/** Czech. Counts use the ICU plural forms one, few, many and other ("1 znak", "2 znaky", "8 znaků"). */
export const csCZ = {
  'password.label': 'Heslo',
  'password.hint':
    'Alespoň {minLength, plural, one {# znak} few {# znaky} many {# znaku} other {# znaků}}, s malými a velkými písmeny a číslicemi.',
  'password.show': 'Zobrazit',
  'password.showName': 'Zobrazit: {label}',
  'password.strength': 'Síla hesla: {strength} ({score, number} z {max, number})',
  'password.strength.0': 'příliš slabá',
  'password.strength.1': 'slabá',
  'password.strength.2': 'střední',
  'password.strength.3': 'silná',
  'password.tooLong':
    'Heslo může mít nejvýše {max, plural, one {# znak} few {# znaky} many {# znaku} other {# znaků}}; toto má {count, number}.',

  'iban.label': 'IBAN',
  'iban.hint': 'Začíná kódem země, např. {example}',
  'iban.example': 'CZ65 0800 0000 1920 0014 5399',
  'iban.valid': 'IBAN je platný.',
  'iban.characters': 'IBAN obsahuje pouze písmena a číslice: znak „{character}“ není povolen.',
  'iban.start': 'IBAN začíná dvěma písmeny (kódem země) a dvěma číslicemi.',
  'iban.unknownCountry': '„{code}“ není kód země, která používá IBAN. Zkontrolujte první dvě písmena.',
  'iban.incomplete':
    'IBAN je neúplný: s kódem země {code} ({country}) má {expected, plural, one {# znak} few {# znaky} many {# znaku} other {# znaků}}, zadali jste {count, number}.',
  'iban.tooLong':
    'IBAN je příliš dlouhý: s kódem země {code} ({country}) má {expected, plural, one {# znak} few {# znaky} many {# znaku} other {# znaků}}, zadali jste {count, number}.',
  'iban.format': 'Neodpovídá to formátu IBAN pro {code} ({country}). Zkontrolujte prosím znaky.',
  'iban.checksum': 'Kontrolní číslice nesouhlasí. Zkontrolujte, zda IBAN neobsahuje překlep.',

  'number.label': 'Množství',
  'number.decrement': 'Snížit: {label}',
  'number.increment': 'Zvýšit: {label}',
  'number.notNumber': 'Zadejte číslo, např. {example}.',
  'number.clampedMin': 'Nejmenší možná hodnota je {min}, proto byla nastavena na {min}.',
  'number.clampedMax': 'Největší možná hodnota je {max}, proto byla nastavena na {max}.',
  'number.clampedStep': 'Možné jsou jen kroky po {step}, proto byla hodnota zaokrouhlena na {value}.',
} satisfies Record<FormTextKey, string>;

import type { FormTextKey } from './en';

/** Polish. Counts use the ICU plural forms one, few, many and other ("1 znak", "2 znaki", "8 znaków"). */
export const plPL = {
  'password.label': 'Hasło',
  'password.hint':
    'Co najmniej {minLength, plural, one {# znak} few {# znaki} many {# znaków} other {# znaku}}, w tym małe i wielkie litery oraz cyfry.',
  'password.show': 'Pokaż',
  'password.showName': 'Pokaż: {label}',
  'password.strength': 'Siła hasła: {strength} ({score, number} z {max, number})',
  'password.strength.0': 'za słaba',
  'password.strength.1': 'słaba',
  'password.strength.2': 'średnia',
  'password.strength.3': 'silna',
  'password.tooLong':
    'Hasło może mieć najwyżej {max, plural, one {# znak} few {# znaki} many {# znaków} other {# znaku}}; to ma {count, number}.',

  'iban.label': 'IBAN',
  'iban.hint': 'Zaczyna się od kodu kraju, np. {example}',
  'iban.example': 'PL61 1090 1014 0000 0712 1981 2874',
  'iban.valid': 'Numer IBAN jest prawidłowy.',
  'iban.characters': 'IBAN zawiera tylko litery i cyfry: znak „{character}” jest niedozwolony.',
  'iban.start': 'IBAN zaczyna się od dwóch liter (kodu kraju) i dwóch cyfr.',
  'iban.unknownCountry': '„{code}” nie jest kodem kraju, w którym używa się IBAN. Sprawdź pierwsze dwie litery.',
  'iban.incomplete':
    'IBAN jest niekompletny: z kodem kraju {code} ({country}) ma {expected, plural, one {# znak} few {# znaki} many {# znaków} other {# znaku}}, wpisano {count, number}.',
  'iban.tooLong':
    'IBAN jest za długi: z kodem kraju {code} ({country}) ma {expected, plural, one {# znak} few {# znaki} many {# znaków} other {# znaku}}, wpisano {count, number}.',
  'iban.format': 'To nie jest prawidłowy format IBAN dla {code} ({country}). Sprawdź wpisane znaki.',
  'iban.checksum': 'Cyfry kontrolne się nie zgadzają. Sprawdź, czy w numerze IBAN nie ma literówki.',

  'number.label': 'Ilość',
  'number.decrement': 'Zmniejsz: {label}',
  'number.increment': 'Zwiększ: {label}',
  'number.notNumber': 'Wpisz liczbę, np. {example}.',
  'number.clampedMin': 'Najmniejsza możliwa wartość to {min}, więc ustawiono {min}.',
  'number.clampedMax': 'Największa możliwa wartość to {max}, więc ustawiono {max}.',
  'number.clampedStep': 'Możliwe są tylko kroki co {step}, więc wartość zaokrąglono do {value}.',
} satisfies Record<FormTextKey, string>;

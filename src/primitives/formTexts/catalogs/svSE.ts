import type { FormTextKey } from './en';

/** Swedish, with Swedish quotation marks ”…”. */
export const svSE = {
  'password.label': 'Lösenord',
  'password.hint': 'Minst {minLength, number} tecken, med små och stora bokstäver samt siffror.',
  'password.show': 'Visa',
  'password.showName': 'Visa {label}',
  'password.strength': 'Lösenordets styrka: {strength} ({score, number} av {max, number})',
  'password.strength.0': 'för svag',
  'password.strength.1': 'svag',
  'password.strength.2': 'medel',
  'password.strength.3': 'stark',
  'password.tooLong': 'Ett lösenord får ha högst {max, number} tecken; det här har {count, number}.',

  'iban.label': 'IBAN',
  'iban.hint': 'Börjar med landskoden, t.ex. {example}',
  'iban.example': 'SE45 5000 0000 0583 9825 7466',
  'iban.valid': 'IBAN-numret är giltigt.',
  'iban.characters': 'Ett IBAN-nummer innehåller bara bokstäver och siffror: ”{character}” är inte tillåtet.',
  'iban.start': 'Ett IBAN-nummer börjar med två bokstäver (landskoden) följda av två siffror.',
  'iban.unknownCountry':
    '”{code}” är inte koden för ett land som använder IBAN. Kontrollera de två första bokstäverna.',
  'iban.incomplete':
    'IBAN-numret är ofullständigt: med landskoden {code} ({country}) har det {expected, number} tecken, du har angett {count, number}.',
  'iban.tooLong':
    'IBAN-numret är för långt: med landskoden {code} ({country}) har det {expected, number} tecken, du har angett {count, number}.',
  'iban.format': 'Det stämmer inte med IBAN-formatet för {code} ({country}). Kontrollera tecknen.',
  'iban.checksum': 'Kontrollsiffrorna stämmer inte. Kontrollera IBAN-numret efter skrivfel.',

  'number.label': 'Antal',
  'number.decrement': 'Minska {label}',
  'number.increment': 'Öka {label}',
  'number.notNumber': 'Ange ett tal, t.ex. {example}.',
  'number.clampedMin': 'Det minsta möjliga värdet är {min}, så värdet ändrades till {min}.',
  'number.clampedMax': 'Det största möjliga värdet är {max}, så värdet ändrades till {max}.',
  'number.clampedStep': 'Endast steg om {step} är möjliga, så värdet avrundades till {value}.',
} satisfies Record<FormTextKey, string>;

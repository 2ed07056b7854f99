import type { FormTextKey } from './en';

/** German (Germany): the component set's default locale ("form default de-DE"). */
export const deDE = {
  'password.label': 'Passwort',
  'password.hint': 'Mindestens {minLength, number} Zeichen, mit Klein- und Großbuchstaben sowie Ziffern.',
  'password.show': 'Anzeigen',
  'password.showName': '{label} anzeigen',
  'password.strength': 'Passwortstärke: {strength} ({score, number} von {max, number})',
  'password.strength.0': 'zu schwach',
  'password.strength.1': 'schwach',
  'password.strength.2': 'mittel',
  'password.strength.3': 'stark',
  'password.tooLong': 'Ein Passwort darf höchstens {max, number} Zeichen lang sein; dieses hat {count, number}.',

  'iban.label': 'IBAN',
  'iban.hint': 'Beginnt mit dem Ländercode, z. B. {example}',
  'iban.example': 'DE89 3704 0044 0532 0130 00',
  'iban.valid': 'Die IBAN ist gültig.',
  'iban.characters': 'Eine IBAN enthält nur Buchstaben und Ziffern: „{character}“ ist nicht erlaubt.',
  'iban.start': 'Eine IBAN beginnt mit zwei Buchstaben (dem Ländercode) und zwei Ziffern.',
  'iban.unknownCountry':
    '„{code}“ ist kein Ländercode eines Landes mit IBAN. Bitte prüfen Sie die ersten beiden Buchstaben.',
  'iban.incomplete':
    'Die IBAN ist unvollständig: Mit dem Ländercode {code} ({country}) hat sie {expected, number} Zeichen, eingegeben sind {count, number}.',
  'iban.tooLong':
    'Die IBAN ist zu lang: Mit dem Ländercode {code} ({country}) hat sie {expected, number} Zeichen, eingegeben sind {count, number}.',
  'iban.format': 'Das entspricht nicht dem IBAN-Format für {code} ({country}). Bitte prüfen Sie die Zeichen.',
  'iban.checksum': 'Die Prüfziffern stimmen nicht. Bitte prüfen Sie die IBAN auf Tippfehler.',

  'number.label': 'Menge',
  'number.decrement': '{label} verringern',
  'number.increment': '{label} erhöhen',
  'number.notNumber': 'Bitte geben Sie eine Zahl ein, z. B. {example}.',
  'number.clampedMin': 'Der kleinste mögliche Wert ist {min}; der Wert wurde auf {min} gesetzt.',
  'number.clampedMax': 'Der größte mögliche Wert ist {max}; der Wert wurde auf {max} gesetzt.',
  'number.clampedStep': 'Nur Schritte von {step} sind möglich; der Wert wurde auf {value} gerundet.',
} satisfies Record<FormTextKey, string>;

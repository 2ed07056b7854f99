import type { FormTextKey } from './en';

/** German (Switzerland): Swiss spelling (no ß: "Grossbuchstaben", "grösste") and Swiss quotation marks «…». */
export const deCH = {
  'password.label': 'Passwort',
  'password.hint': 'Mindestens {minLength, number} Zeichen, mit Klein- und Grossbuchstaben sowie Ziffern.',
  'password.show': 'Anzeigen',
  'password.showName': '{label} anzeigen',
  'password.strength': 'Passwortstärke: {strength} ({score, number} von {max, number})',
  'password.strength.0': 'zu schwach',
  'password.strength.1': 'schwach',
  'password.strength.2': 'mittel',
  'password.strength.3': 'stark',
  'password.tooLong':
    'Das Passwort ist zu lang: Erlaubt sind höchstens {max, number} Zeichen, eingegeben sind {count, number}.',

  'iban.label': 'IBAN',
  'iban.hint': 'Beginnt mit dem Ländercode, z. B. {example}',
  'iban.example': 'CH93 0076 2011 6238 5295 7',
  'iban.valid': 'Die IBAN ist gültig.',
  'iban.characters': 'Eine IBAN besteht nur aus Buchstaben und Ziffern: «{character}» ist nicht erlaubt.',
  'iban.start': 'Eine IBAN beginnt mit zwei Buchstaben (dem Ländercode) und zwei Ziffern.',
  'iban.unknownCountry':
    '«{code}» ist kein Ländercode eines Landes mit IBAN. Bitte überprüfen Sie die ersten beiden Buchstaben.',
  'iban.incomplete':
    'Die IBAN ist unvollständig: Mit dem Ländercode {code} ({country}) hat sie {expected, number} Zeichen, eingegeben sind {count, number}.',
  'iban.tooLong':
    'Die IBAN ist zu lang: Mit dem Ländercode {code} ({country}) hat sie {expected, number} Zeichen, eingegeben sind {count, number}.',
  'iban.format': 'Das entspricht nicht dem IBAN-Format für {code} ({country}). Bitte überprüfen Sie die Zeichen.',
  'iban.checksum': 'Die Prüfziffern stimmen nicht. Bitte überprüfen Sie die IBAN auf Tippfehler.',

  'number.label': 'Anzahl',
  'number.decrement': '{label} verringern',
  'number.increment': '{label} erhöhen',
  'number.notNumber': 'Bitte geben Sie eine Zahl ein, z. B. {example}.',
  'number.clampedMin': 'Der kleinstmögliche Wert ist {min}; der Wert wurde auf {min} gesetzt.',
  'number.clampedMax': 'Der grösstmögliche Wert ist {max}; der Wert wurde auf {max} gesetzt.',
  'number.clampedStep': 'Nur Schritte von {step} sind möglich; der Wert wurde auf {value} gerundet.',
} satisfies Record<FormTextKey, string>;

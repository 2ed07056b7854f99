import type { FormTextKey } from './en';

/** German (Austria): Austrian usage ("Anzahl", "kontrollieren", "Stellen" for the characters of an account number). */
export const deAT = {
  'password.label': 'Passwort',
  'password.hint': 'Mindestens {minLength, number} Zeichen, darunter Klein- und Großbuchstaben sowie Ziffern.',
  'password.show': 'Anzeigen',
  'password.showName': '{label} anzeigen',
  'password.strength': 'Stärke des Passworts: {strength} ({score, number} von {max, number})',
  'password.strength.0': 'zu schwach',
  'password.strength.1': 'schwach',
  'password.strength.2': 'mittel',
  'password.strength.3': 'stark',
  'password.tooLong': 'Das Passwort darf maximal {max, number} Zeichen haben; Ihres hat {count, number}.',

  'iban.label': 'IBAN',
  'iban.hint': 'Beginnt mit dem Ländercode, zum Beispiel {example}',
  'iban.example': 'AT61 1904 3002 3457 3201',
  'iban.valid': 'Die IBAN ist korrekt.',
  'iban.characters': 'In einer IBAN stehen nur Buchstaben und Ziffern: „{character}“ ist nicht zulässig.',
  'iban.start': 'Eine IBAN fängt mit zwei Buchstaben (dem Ländercode) und zwei Ziffern an.',
  'iban.unknownCountry': '„{code}“ ist kein Ländercode mit IBAN. Bitte kontrollieren Sie die ersten zwei Buchstaben.',
  'iban.incomplete':
    'Die IBAN ist unvollständig: Mit dem Ländercode {code} ({country}) hat sie {expected, number} Stellen, Sie haben {count, number} eingegeben.',
  'iban.tooLong':
    'Die IBAN ist zu lang: Mit dem Ländercode {code} ({country}) hat sie {expected, number} Stellen, Sie haben {count, number} eingegeben.',
  'iban.format': 'Das ist kein gültiges IBAN-Format für {code} ({country}). Bitte kontrollieren Sie die Zeichen.',
  'iban.checksum': 'Die Prüfziffern passen nicht. Bitte kontrollieren Sie die IBAN auf Tippfehler.',

  'number.label': 'Anzahl',
  'number.decrement': '{label} verringern',
  'number.increment': '{label} erhöhen',
  'number.notNumber': 'Bitte geben Sie eine Zahl ein, zum Beispiel {example}.',
  'number.clampedMin': 'Der Mindestwert ist {min}; der Wert wurde auf {min} geändert.',
  'number.clampedMax': 'Der Höchstwert ist {max}; der Wert wurde auf {max} geändert.',
  'number.clampedStep': 'Es sind nur Schritte von {step} möglich; der Wert wurde auf {value} gerundet.',
} satisfies Record<FormTextKey, string>;

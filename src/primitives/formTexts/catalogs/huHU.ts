import type { FormTextKey } from './en';

/** Hungarian. A noun after a numeral stays singular ("8 karakter"), so counts need no plural forms. */
export const huHU = {
  'password.label': 'Jelszó',
  'password.hint': 'Legalább {minLength, number} karakter, kis- és nagybetűkkel, valamint számjegyekkel.',
  'password.show': 'Megjelenítés',
  'password.showName': 'Megjelenítés: {label}',
  'password.strength': 'Jelszó erőssége: {strength} ({score, number}/{max, number})',
  'password.strength.0': 'túl gyenge',
  'password.strength.1': 'gyenge',
  'password.strength.2': 'közepes',
  'password.strength.3': 'erős',
  'password.tooLong': 'A jelszó legfeljebb {max, number} karakter lehet; ez {count, number} karakterből áll.',

  'iban.label': 'IBAN',
  'iban.hint': 'Az országkóddal kezdődik, pl. {example}',
  'iban.example': 'HU42 1177 3016 1111 1018 0000 0000',
  'iban.valid': 'Az IBAN érvényes.',
  'iban.characters': 'Az IBAN csak betűket és számjegyeket tartalmazhat: a(z) „{character}” karakter nem megengedett.',
  'iban.start': 'Az IBAN két betűvel (az országkóddal) és két számjeggyel kezdődik.',
  'iban.unknownCountry': 'A(z) „{code}” nem IBAN-t használó ország kódja. Ellenőrizze az első két betűt.',
  'iban.incomplete':
    'Az IBAN hiányos: {code} ({country}) országkóddal {expected, number} karakterből áll, Ön {count, number} karaktert adott meg.',
  'iban.tooLong':
    'Az IBAN túl hosszú: {code} ({country}) országkóddal {expected, number} karakterből áll, Ön {count, number} karaktert adott meg.',
  'iban.format': 'Ez nem felel meg a(z) {code} ({country}) IBAN-formátumának. Ellenőrizze a karaktereket.',
  'iban.checksum': 'Az ellenőrző számjegyek nem egyeznek. Ellenőrizze, nincs-e elírás az IBAN-ban.',

  'number.label': 'Mennyiség',
  'number.decrement': '{label} csökkentése',
  'number.increment': '{label} növelése',
  'number.notNumber': 'Adjon meg egy számot, pl. {example}.',
  'number.clampedMin': 'A legkisebb lehetséges érték {min}, ezért az érték {min} lett.',
  'number.clampedMax': 'A legnagyobb lehetséges érték {max}, ezért az érték {max} lett.',
  'number.clampedStep': 'Csak {step} lépésközű értékek lehetségesek, ezért az értéket {value} értékre kerekítettük.',
} satisfies Record<FormTextKey, string>;

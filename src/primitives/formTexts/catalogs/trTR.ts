import type { FormTextKey } from './en';

/** Turkish. A noun after a numeral stays singular ("8 karakter"), so counts need no plural forms. */
export const trTR = {
  'password.label': 'Şifre',
  'password.hint': 'En az {minLength, number} karakter; küçük ve büyük harf ile rakam içermelidir.',
  'password.show': 'Göster',
  'password.showName': 'Göster: {label}',
  'password.strength': 'Şifre gücü: {strength} ({max, number} üzerinden {score, number})',
  'password.strength.0': 'çok zayıf',
  'password.strength.1': 'zayıf',
  'password.strength.2': 'orta',
  'password.strength.3': 'güçlü',
  'password.tooLong': 'Şifre en fazla {max, number} karakter olabilir; bu şifre {count, number} karakter.',

  'iban.label': 'IBAN',
  'iban.hint': 'Ülke koduyla başlar, ör. {example}',
  'iban.example': 'TR33 0006 1005 1978 6457 8413 26',
  'iban.valid': 'IBAN geçerli.',
  'iban.characters': 'IBAN yalnızca harf ve rakamlardan oluşur: “{character}” kullanılamaz.',
  'iban.start': 'IBAN iki harfle (ülke kodu) ve ardından iki rakamla başlar.',
  'iban.unknownCountry': '“{code}”, IBAN kullanan bir ülkenin kodu değil. Lütfen ilk iki harfi kontrol edin.',
  'iban.incomplete':
    'IBAN eksik: {code} ({country}) ülke koduyla {expected, number} karakterden oluşur, {count, number} karakter girdiniz.',
  'iban.tooLong':
    'IBAN çok uzun: {code} ({country}) ülke koduyla {expected, number} karakterden oluşur, {count, number} karakter girdiniz.',
  'iban.format': 'Bu, {code} ({country}) için IBAN biçimine uymuyor. Lütfen karakterleri kontrol edin.',
  'iban.checksum': 'Kontrol basamakları tutmuyor. Lütfen IBAN’da yazım hatası olup olmadığını kontrol edin.',

  'number.label': 'Adet',
  'number.decrement': 'Azalt: {label}',
  'number.increment': 'Artır: {label}',
  'number.notNumber': 'Lütfen bir sayı girin, ör. {example}.',
  'number.clampedMin': 'Mümkün olan en küçük değer {min}; değer {min} olarak ayarlandı.',
  'number.clampedMax': 'Mümkün olan en büyük değer {max}; değer {max} olarak ayarlandı.',
  'number.clampedStep': 'Yalnızca {step} adımlarla değer girilebilir; değer {value} olarak yuvarlandı.',
} satisfies Record<FormTextKey, string>;

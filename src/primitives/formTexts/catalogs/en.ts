/**
 * English: the catalog of the component set's locale "default" and the reference for every other catalog.
 * Its keys are `FormTextKey`; a catalog missing one is a type error. Messages are ICU MessageFormat.
 */
export const en = {
  'password.label': 'Password',
  'password.hint':
    'At least {minLength, plural, one {# character} other {# characters}}, with lowercase and uppercase letters and digits.',
  'password.show': 'Show',
  'password.showName': 'Show {label}',
  'password.strength': 'Password strength: {strength} ({score, number} of {max, number})',
  'password.strength.0': 'too weak',
  'password.strength.1': 'weak',
  'password.strength.2': 'fair',
  'password.strength.3': 'strong',
  'password.tooLong':
    'A password can have at most {max, plural, one {# character} other {# characters}}; this one has {count, number}.',

  'iban.label': 'IBAN',
  'iban.hint': 'Starts with the country code, e.g. {example}',
  'iban.example': 'GB29 NWBK 6016 1331 9268 19',
  'iban.valid': 'The IBAN is valid.',
  'iban.characters': 'An IBAN contains only letters and digits: “{character}” is not allowed.',
  'iban.start': 'An IBAN starts with two letters (the country code) followed by two digits.',
  'iban.unknownCountry': '“{code}” is not the code of a country that uses IBANs. Please check the first two letters.',
  'iban.incomplete':
    'The IBAN is incomplete: with the country code {code} ({country}) it has {expected, plural, one {# character} other {# characters}}, you have entered {count, number}.',
  'iban.tooLong':
    'The IBAN is too long: with the country code {code} ({country}) it has {expected, plural, one {# character} other {# characters}}, you have entered {count, number}.',
  'iban.format': 'This does not match the IBAN format for {code} ({country}). Please check the characters.',
  'iban.checksum': 'The check digits do not match. Please check the IBAN for typing errors.',

  'number.label': 'Quantity',
  'number.decrement': 'Decrease {label}',
  'number.increment': 'Increase {label}',
  'number.notNumber': 'Please enter a number, e.g. {example}.',
  'number.clampedMin': 'The smallest possible value is {min}, so it was set to {min}.',
  'number.clampedMax': 'The largest possible value is {max}, so it was set to {max}.',
  'number.clampedStep': 'Only steps of {step} are possible, so the value was rounded to {value}.',
} as const;

/** The keys every catalog has. */
export type FormTextKey = keyof typeof en;
/** A complete catalog. */
export type FormCatalog = Record<FormTextKey, string>;

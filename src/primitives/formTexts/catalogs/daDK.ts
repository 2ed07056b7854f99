import type { FormTextKey } from './en';

/** Danish, with Danish quotation marks »…«. */
export const daDK = {
  'password.label': 'Adgangskode',
  'password.hint': 'Mindst {minLength, number} tegn med små og store bogstaver samt tal.',
  'password.show': 'Vis',
  'password.showName': 'Vis {label}',
  'password.strength': 'Adgangskodens styrke: {strength} ({score, number} af {max, number})',
  'password.strength.0': 'for svag',
  'password.strength.1': 'svag',
  'password.strength.2': 'middel',
  'password.strength.3': 'stærk',
  'password.tooLong': 'En adgangskode må højst have {max, number} tegn; denne har {count, number}.',

  'iban.label': 'IBAN',
  'iban.hint': 'Starter med landekoden, f.eks. {example}',
  'iban.example': 'DK50 0040 0440 1162 43',
  'iban.valid': 'IBAN-nummeret er gyldigt.',
  'iban.characters': 'Et IBAN-nummer indeholder kun bogstaver og cifre: »{character}« er ikke tilladt.',
  'iban.start': 'Et IBAN-nummer starter med to bogstaver (landekoden) efterfulgt af to cifre.',
  'iban.unknownCountry': '»{code}« er ikke koden for et land, der bruger IBAN. Kontrollér de to første bogstaver.',
  'iban.incomplete':
    'IBAN-nummeret er ufuldstændigt: med landekoden {code} ({country}) har det {expected, number} tegn, du har indtastet {count, number}.',
  'iban.tooLong':
    'IBAN-nummeret er for langt: med landekoden {code} ({country}) har det {expected, number} tegn, du har indtastet {count, number}.',
  'iban.format': 'Det passer ikke til IBAN-formatet for {code} ({country}). Kontrollér tegnene.',
  'iban.checksum': 'Kontrolcifrene passer ikke. Kontrollér IBAN-nummeret for tastefejl.',

  'number.label': 'Antal',
  'number.decrement': 'Reducer {label}',
  'number.increment': 'Øg {label}',
  'number.notNumber': 'Indtast et tal, f.eks. {example}.',
  'number.clampedMin': 'Den mindste mulige værdi er {min}, så værdien blev sat til {min}.',
  'number.clampedMax': 'Den største mulige værdi er {max}, så værdien blev sat til {max}.',
  'number.clampedStep': 'Kun trin på {step} er mulige, så værdien blev afrundet til {value}.',
} satisfies Record<FormTextKey, string>;

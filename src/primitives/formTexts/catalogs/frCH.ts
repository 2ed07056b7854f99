import type { FormTextKey } from './en';

/** French (Switzerland). A no-break space (U+00A0) stands before a colon and inside «…», as French typography asks. */
export const frCH = {
  'password.label': 'Mot de passe',
  'password.hint': 'Au moins {minLength, number} caractères, avec des minuscules, des majuscules et des chiffres.',
  'password.show': 'Afficher',
  'password.showName': 'Afficher\u00a0: {label}',
  'password.strength': 'Sécurité du mot de passe\u00a0: {strength} ({score, number} sur {max, number})',
  'password.strength.0': 'trop faible',
  'password.strength.1': 'faible',
  'password.strength.2': 'moyenne',
  'password.strength.3': 'élevée',
  'password.tooLong':
    'Un mot de passe peut contenir au plus {max, number} caractères\u202f; celui-ci en compte {count, number}.',

  'iban.label': 'IBAN',
  'iban.hint': 'Commence par le code du pays, p. ex. {example}',
  'iban.example': 'CH93 0076 2011 6238 5295 7',
  'iban.valid': 'L’IBAN est valide.',
  'iban.characters':
    'Un IBAN ne contient que des lettres et des chiffres\u00a0: «\u00a0{character}\u00a0» n’est pas autorisé.',
  'iban.start': 'Un IBAN commence par deux lettres (le code du pays) suivies de deux chiffres.',
  'iban.unknownCountry':
    '«\u00a0{code}\u00a0» n’est pas le code d’un pays qui utilise l’IBAN. Veuillez vérifier les deux premières lettres.',
  'iban.incomplete':
    'L’IBAN est incomplet\u00a0: avec le code pays {code} ({country}), il compte {expected, plural, one {# caractère} other {# caractères}}, vous en avez saisi {count, number}.',
  'iban.tooLong':
    'L’IBAN est trop long\u00a0: avec le code pays {code} ({country}), il compte {expected, plural, one {# caractère} other {# caractères}}, vous en avez saisi {count, number}.',
  'iban.format': 'Ce n’est pas le format d’IBAN pour {code} ({country}). Veuillez vérifier les caractères.',
  'iban.checksum':
    'Les chiffres de contrôle ne correspondent pas. Veuillez vérifier que l’IBAN ne contient pas de faute de frappe.',

  'number.label': 'Quantité',
  'number.decrement': 'Diminuer\u00a0: {label}',
  'number.increment': 'Augmenter\u00a0: {label}',
  'number.notNumber': 'Veuillez saisir un nombre, p. ex. {example}.',
  'number.clampedMin': 'La plus petite valeur possible est {min}\u202f; la valeur a été fixée à {min}.',
  'number.clampedMax': 'La plus grande valeur possible est {max}\u202f; la valeur a été fixée à {max}.',
  'number.clampedStep': 'Seuls des pas de {step} sont possibles\u202f; la valeur a été arrondie à {value}.',
} satisfies Record<FormTextKey, string>;

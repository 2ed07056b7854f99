import {
  passwordMaxLength,
  passwordMinLength,
  passwordStrengthCriteria,
  type PasswordStrengthCriterion,
  type PasswordStrengthScore,
} from '../../../design-tokens';

/**
 * One test per criterion ("one point each for lowercase, digit, uppercase"). Letters and digits of every script
 * count (\p{Ll}, \p{Nd}, \p{Lu}), so "ł", "Ş" and "Ö" score like "l", "S" and "O".
 */
const criterionTests: Record<PasswordStrengthCriterion, RegExp> = {
  lowercase: /\p{Ll}/u,
  digit: /\p{Nd}/u,
  uppercase: /\p{Lu}/u,
};

export interface PasswordStrength {
  /** 0 under the minimum length; from it, one point per criterion met. */
  score: PasswordStrengthScore;
  /** Length in characters (Unicode code points: an emoji counts once). */
  length: number;
  /** Which criteria the password meets, whatever its length. */
  met: Record<PasswordStrengthCriterion, boolean>;
  /** Longer than `maxLength`: the field shows an error (the password is never cut off). */
  tooLong: boolean;
}

/**
 * The strength of a password: 0 under 8 characters, then a point per criterion met. Pure; accepts any string,
 * including emoji and 10,000 characters.
 */
export function passwordStrength(password: string, maxLength: number = passwordMaxLength): PasswordStrength {
  const length = Array.from(password).length;
  const met = Object.fromEntries(passwordStrengthCriteria.map((c) => [c, criterionTests[c].test(password)])) as Record<
    PasswordStrengthCriterion,
    boolean
  >;
  const points = passwordStrengthCriteria.filter((c) => met[c]).length;
  const score = (length < passwordMinLength ? 0 : points) as PasswordStrengthScore;
  return { score, length, met, tooLong: length > maxLength };
}

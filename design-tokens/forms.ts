/**
 * Tokens of the form primitives of the shared component set: PasswordInput, IbanInput, NumberInput, and the
 * locales their own texts ship in. Input states and the control height live in
 * components.ts (`inputStates`, `controlMetrics.inputHeight`); tones live in themes.ts.
 */
import type { Tone } from './themes';

/* ------------------------------------------------------------------ Texts */

/**
 * The locales the component set's own texts ship in: default, de-DE, de-AT, de-CH, fr-CH, pl-PL, sk-SK, cs-CZ,
 * hu-HU, tr-TR, da-DK, sv-SE and en. "default" and "en" are one catalog, English, named `en` here; "default" is
 * accepted as an alias of it.
 */
export const formLocales = [
  'en',
  'de-DE',
  'de-AT',
  'de-CH',
  'fr-CH',
  'pl-PL',
  'sk-SK',
  'cs-CZ',
  'hu-HU',
  'tr-TR',
  'da-DK',
  'sv-SE',
] as const;
export type FormLocale = (typeof formLocales)[number];

/** The locale used when none is set, and for an unknown one (the forms' default is de-DE). */
export const defaultFormLocale: FormLocale = 'de-DE';

/** Other names a locale may be given by ("default" is the English catalog). */
export const formLocaleAliases = { default: 'en' } as const satisfies Record<string, FormLocale>;

/* ------------------------------------------------------------------ PasswordInput */

/** A password under 8 characters scores 0. */
export const passwordMinLength = 8;

/** Then one point each for a lowercase letter, a digit and an uppercase letter, in this order. */
export const passwordStrengthCriteria = ['lowercase', 'digit', 'uppercase'] as const;
export type PasswordStrengthCriterion = (typeof passwordStrengthCriteria)[number];

/** The possible scores: 0 to one point per criterion. */
export const passwordStrengthScores = [0, 1, 2, 3] as const;
export type PasswordStrengthScore = (typeof passwordStrengthScores)[number];
export const passwordStrengthMax: PasswordStrengthScore = passwordStrengthCriteria.length;

/**
 * The meter's tone per score. The colour only repeats what the words and the number of filled segments already
 * say, so the score is never told by colour alone.
 */
export const passwordStrengthTones = {
  0: 'error',
  1: 'error',
  2: 'warning',
  3: 'success',
} as const satisfies Record<PasswordStrengthScore, Tone>;

/**
 * Not in the spec: the longest password the field accepts, in characters (code points). Longer input is kept (never
 * cut off silently, so a pasted password is not changed behind the user's back) and the field shows an error.
 * 128 follows common guidance (OWASP: allow at least 64) and stays far from hashing limits being a surprise.
 */
export const passwordMaxLength = 128;

/** Strength meter metrics in px: the height of the bar's segments. */
export const passwordMeterMetrics = { barHeight: 6 } as const;

/* ------------------------------------------------------------------ IbanInput */

/** IBANs are shown in blocks of four characters while typing (the ISO 13616 paper format). */
export const ibanGroupSize = 4;

/** ISO 13616: an IBAN has at most 34 characters. The exact length per country comes from ibantools. */
export const ibanMaxLength = 34;

/**
 * What an IBAN check reports. `incomplete`: shorter than its country's length so far (shown as an error only once
 * the field is left); `invalid`: wrong characters, unknown country, too long, wrong format or check digits.
 */
export const ibanStatuses = ['empty', 'incomplete', 'valid', 'invalid'] as const;
export type IbanStatus = (typeof ibanStatuses)[number];

/** Why an IBAN is invalid (or incomplete), each with its own message. */
export const ibanProblems = [
  'characters',
  'start',
  'unknownCountry',
  'incomplete',
  'tooLong',
  'format',
  'checksum',
] as const;
export type IbanProblem = (typeof ibanProblems)[number];

/* ------------------------------------------------------------------ NumberInput */

/** The step when none is given: whole numbers, as for the mini cart's quantity. */
export const numberInputDefaultStep = 1;

/** PageUp and PageDown move by this many steps (ArrowUp and ArrowDown by one). */
export const numberInputPageSteps = 10;

/** Why a value was changed when the field was left: below the minimum, above the maximum, or between steps. */
export const numberClampReasons = ['min', 'max', 'step'] as const;
export type NumberClampReason = (typeof numberClampReasons)[number];

/**
 * The width of the value box, in characters (the `size` of the <input>): wide enough for the longest allowed value,
 * within these bounds. `fallback` is used when there is no maximum.
 */
export const numberInputWidthChars = { min: 3, max: 12, fallback: 8 } as const;

import { countrySpecs, validateIBAN, ValidationErrorsIBAN } from 'ibantools';
import { ibanGroupSize, type IbanProblem, type IbanStatus } from '../../../design-tokens';

/** Whitespace typed or pasted between the characters (spaces, tabs, no-break spaces): dropped. */
const separator = /\s/u;

/**
 * The IBAN in its electronic format: whitespace removed, a-z upper-cased. Nothing else is changed, so a stray
 * character stays visible and gets its own message instead of vanishing.
 */
export function normalizeIban(input: string): string {
  return input.replace(/\s+/gu, '').replace(/[a-z]+/g, (s) => s.toUpperCase());
}

/** The IBAN as printed: blocks of four characters separated by one space (ISO 13616 paper format). */
export function formatIban(input: string): string {
  return formatIbanWithCaret(input, 0).formatted;
}

/**
 * Groups `input` in blocks of four while typing and moves the caret with the text: the characters before the new caret
 * are exactly the typed characters that were before the old one (separators aside), so the caret never jumps past
 * what was typed, nor behind it. `caret` is a UTF-16 offset, like `selectionStart`. Blocks count whole code points,
 * so an emoji is never split by a space.
 */
export function formatIbanWithCaret(input: string, caret: number): { formatted: string; caret: number } {
  const at = Math.max(0, Math.min(caret, input.length));
  // Kept UTF-16 units before the caret: normalizing maps each kept unit to one unit.
  let keptBefore = 0;
  for (let i = 0; i < at; i++) if (!separator.test(input[i] as string)) keptBefore++;

  const normalized = normalizeIban(input);
  let formatted = '';
  let newCaret = keptBefore === 0 ? 0 : -1;
  let units = 0;
  let points = 0;
  for (const point of normalized) {
    if (points > 0 && points % ibanGroupSize === 0) formatted += ' ';
    for (let i = 0; i < point.length; i++) {
      formatted += point[i];
      units++;
      if (units === keptBefore) newCaret = formatted.length;
    }
    points++;
  }
  return { formatted, caret: newCaret === -1 ? formatted.length : newCaret };
}

export interface IbanCheck {
  status: IbanStatus;
  /** Why it is invalid or incomplete; absent for empty and valid. */
  problem?: IbanProblem;
  /** The electronic format (what is submitted). */
  iban: string;
  /** ISO country code from the first two letters, when they name a country with IBANs. */
  country?: string;
  /** The country's IBAN length. */
  expectedLength?: number;
  /** The first character that cannot be in an IBAN, for the message. */
  character?: string;
}

/** Length of a country's IBANs, or undefined for codes without IBANs (e.g. US) or unknown codes (XX). */
export function ibanLengthOf(country: string): number | undefined {
  const spec = (countrySpecs as Record<string, { chars?: number } | undefined>)[country];
  return spec?.chars ?? undefined;
}

/**
 * Checks an IBAN as typed so far: characters, country code, the country's length (from ibantools), the country's
 * format and the ISO 13616 mod-97 check digits (ibantools' validateIBAN). Pure and total: any string gives a result.
 */
export function checkIban(input: string): IbanCheck {
  const iban = normalizeIban(input);
  if (iban === '') return { status: 'empty', iban };
  const bad = Array.from(iban).find((c) => !/^[A-Z0-9]$/.test(c));
  if (bad !== undefined) return { status: 'invalid', problem: 'characters', iban, character: bad };
  if (!/^[A-Z](?:[A-Z](?:\d\d?)?)?$/.test(iban.slice(0, 4))) {
    return { status: 'invalid', problem: 'start', iban };
  }
  if (iban.length < 2) return { status: 'incomplete', problem: 'incomplete', iban };
  const country = iban.slice(0, 2);
  const expectedLength = ibanLengthOf(country);
  if (expectedLength === undefined) return { status: 'invalid', problem: 'unknownCountry', iban, country };
  const known = { iban, country, expectedLength };
  if (iban.length < expectedLength) return { status: 'incomplete', problem: 'incomplete', ...known };
  if (iban.length > expectedLength) return { status: 'invalid', problem: 'tooLong', ...known };
  const { valid, errorCodes } = validateIBAN(iban);
  if (valid) return { status: 'valid', ...known };
  const formatErrors = [ValidationErrorsIBAN.WrongBBANFormat, ValidationErrorsIBAN.ChecksumNotNumber];
  const problem: IbanProblem = errorCodes.some((c) => formatErrors.includes(c)) ? 'format' : 'checksum';
  return { status: 'invalid', problem, ...known };
}

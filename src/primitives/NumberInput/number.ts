import type { NumberClampReason } from '../../../design-tokens';

/** The separators a locale writes numbers with, read from Intl.NumberFormat (no per-locale tables). */
export interface NumberSymbols {
  decimal: string;
  group: string;
  minus: string;
}

const symbolsCache = new Map<string, NumberSymbols>();

export function numberSymbols(locale: string): NumberSymbols {
  let symbols = symbolsCache.get(locale);
  if (!symbols) {
    const parts = new Intl.NumberFormat(locale, { useGrouping: true }).formatToParts(-12345.6);
    const part = (type: Intl.NumberFormatPartTypes, fallback: string) =>
      parts.find((p) => p.type === type)?.value ?? fallback;
    symbols = { decimal: part('decimal', '.'), group: part('group', ','), minus: part('minusSign', '-') };
    symbolsCache.set(locale, symbols);
  }
  return symbols;
}

/**
 * Characters people type for the same separator: a locale that groups with a (no-break, narrow) space accepts any
 * space; one that groups with an apostrophe (de-CH) accepts ' and ’; any minus sign is a minus.
 */
const spaceLike = /^\s$/u;
const apostropheLike = "'’ʼ‘`´";
const minusLike = '-\u2212\u2012\u2013\ufe63\uff0d';
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&');

function groupClass(group: string): string {
  if (spaceLike.test(group)) return '\\s';
  if (apostropheLike.includes(group)) return `[${escape(apostropheLike)}]`;
  return escape(group);
}

export type ParsedNumber =
  | { kind: 'empty' }
  /** On the way to a number ("-", "1,", ","): not an error while typing; `value` when it already means one. */
  | { kind: 'partial'; value?: number }
  | { kind: 'number'; value: number }
  | { kind: 'invalid' };

/**
 * Reads a number as written in `locale`: its decimal separator, its group separator (only between groups of three
 * digits, so "1.5" is not 15 in de-DE but an error), a leading minus or plus. Pure and total: never throws.
 */
export function parseLocaleNumber(text: string, locale: string): ParsedNumber {
  let s = text.trim();
  if (s === '') return { kind: 'empty' };
  const { decimal, group, minus } = numberSymbols(locale);
  let negative = false;
  const first = s[0] as string;
  if (minusLike.includes(first) || first === minus) {
    negative = true;
    s = s.slice(1);
  } else if (first === '+') {
    s = s.slice(1);
  }
  const pieces = s.split(decimal);
  if (pieces.length > 2) return { kind: 'invalid' };
  const [integerText = '', fraction] = pieces as [string, string | undefined];
  if (fraction !== undefined && !/^\d*$/.test(fraction)) return { kind: 'invalid' };

  const groups = integerText.split(new RegExp(groupClass(group), 'u'));
  if (groups.length > 1) {
    const [head, ...rest] = groups as [string, ...string[]];
    const last = rest[rest.length - 1] as string;
    if (!/^\d{1,3}$/.test(head) || !rest.slice(0, -1).every((g) => /^\d{3}$/.test(g))) return { kind: 'invalid' };
    // "1." on the way to "1.000" (de-DE): a group still being typed is not an error yet, but not a number either.
    if (fraction === undefined && /^\d{0,2}$/.test(last)) return { kind: 'partial' };
    if (!/^\d{3}$/.test(last)) return { kind: 'invalid' };
  } else if (!/^\d*$/.test(integerText)) {
    return { kind: 'invalid' };
  }
  const digits = groups.join('');

  if (digits === '' && !fraction) return { kind: 'partial' };
  const value = Number(`${negative ? '-' : ''}${digits || '0'}.${fraction || '0'}`);
  if (!Number.isFinite(value)) return { kind: 'invalid' };
  const clean = value === 0 ? 0 : value;
  return fraction === '' ? { kind: 'partial', value: clean } : { kind: 'number', value: clean };
}

/** The value a parse result stands for, or null. */
export function parsedValue(parsed: ParsedNumber): number | null {
  return 'value' in parsed && parsed.value !== undefined ? parsed.value : null;
}

/** A plain machine number ("1234.5", "-3", "1e3"), as react-hook-form and forms hand values back. */
export function parseMachineNumber(text: string): number | null {
  if (!/^\s*-?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?\s*$/i.test(text)) return null;
  const n = Number(text);
  return Number.isFinite(n) ? n : null;
}

/** Writes `value` the way `locale` does, with at most `fractionDigits` decimals (no trailing zeros). */
export function formatLocaleNumber(value: number, locale: string, fractionDigits: number): string {
  return new Intl.NumberFormat(locale, {
    useGrouping: true,
    minimumFractionDigits: 0,
    maximumFractionDigits: Math.min(100, Math.max(0, fractionDigits)),
  }).format(value === 0 ? 0 : value);
}

/** Number of decimals of a number as written ("0.25" has 2, "1e-7" has 7). */
export function decimalsOf(n: number): number {
  if (!Number.isFinite(n)) return 0;
  const [mantissa = '', exponent] = String(n).split('e');
  const decimals = mantissa.split('.')[1]?.length ?? 0;
  return Math.max(0, decimals - Number(exponent ?? 0));
}

export interface NumberBounds {
  min?: number;
  max?: number;
  /** Positive. Values lie on the grid min + k × step (0 + k × step without a minimum), as for <input type=number>. */
  step: number;
}

/** Decimals the values of a field can have. */
export function fractionDigitsOf({ min, max, step }: NumberBounds): number {
  return Math.max(decimalsOf(step), decimalsOf(min ?? 0), decimalsOf(max ?? 0));
}

const roundTo = (n: number, digits: number) => {
  const r = Number(n.toFixed(Math.min(100, digits)));
  return r === 0 ? 0 : r;
};

/** Position of `value` on the grid base + k × step, rid of binary noise (0.35 / 0.1 is 3.4999999999999996). */
const gridIndex = (value: number, base: number, step: number) => roundTo((value - base) / step, 9);

function clampNumber(value: number, { min, max }: Pick<NumberBounds, 'min' | 'max'>): number {
  let v = value;
  if (max !== undefined && v > max) v = max;
  if (min !== undefined && v < min) v = min;
  return v;
}

/**
 * The value `steps` steps away (negative: down). Off the grid, the first step goes to the next grid value in that
 * direction. From no value, a step gives the start value: the minimum, else 0, within the bounds.
 */
export function stepNumber(current: number | null, steps: number, bounds: NumberBounds): number {
  const base = bounds.min ?? 0;
  if (current === null) return clampNumber(base, bounds);
  const digits = fractionDigitsOf(bounds);
  const k = gridIndex(current, base, bounds.step);
  const nearest = Math.round(k);
  const onGrid = k === nearest;
  const from = onGrid ? nearest : steps > 0 ? Math.floor(k) : Math.ceil(k);
  return clampNumber(roundTo(base + (from + steps) * bounds.step, digits), bounds);
}

/**
 * What a typed value becomes when the field is left: within the bounds and on the step grid, with the reason when it
 * had to change (shown to the user). Bounds win over the grid.
 */
export function commitNumber(value: number, bounds: NumberBounds): { value: number; reason?: NumberClampReason } {
  if (bounds.min !== undefined && value < bounds.min) return { value: bounds.min, reason: 'min' };
  if (bounds.max !== undefined && value > bounds.max) return { value: bounds.max, reason: 'max' };
  const base = bounds.min ?? 0;
  const snapped = clampNumber(
    roundTo(base + Math.round(gridIndex(value, base, bounds.step)) * bounds.step, fractionDigitsOf(bounds)),
    bounds,
  );
  return snapped === roundTo(value, 12) || Math.abs(snapped - value) < 1e-9
    ? { value }
    : { value: snapped, reason: 'step' };
}

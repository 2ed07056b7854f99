import { pickVariant } from '../../styles/fallback';
import { responsiveConditions, type ResponsiveCondition, type ResponsiveValue } from '../../styles/sprinkles.css';

/** A responsive value in its one normal form: the value per condition. */
export type ByCondition<T> = Partial<Record<ResponsiveCondition, T>>;

const isCondition = (key: string): key is ResponsiveCondition =>
  (responsiveConditions as readonly string[]).includes(key);

const warned = new Set<string>();
/** One console warning per key, as pickVariant gives one per component, prop and value. */
export function warnOnce(key: string, message: string): void {
  if (warned.has(key)) return;
  warned.add(key);
  console.warn(message);
}

/**
 * A responsive prop (one value, `{ base: 's', m: 'l' }` or `['s', null, 'l']`) checked against its token list and
 * brought into one form, the value per condition. An unknown value falls back to `fallback` with one warning
 * (pickVariant); an unknown condition, or an array entry past the last condition, is left out with one warning.
 * Bad input from untyped callers never reaches sprinkles, which would throw in development.
 */
export function pickResponsive<T extends string | number>(
  component: string,
  prop: string,
  value: ResponsiveValue<T> | null | undefined,
  allowed: readonly T[],
  fallback: T,
): ByCondition<T> | undefined {
  if (value === undefined || value === null) return undefined;
  const pick = (v: unknown) => pickVariant(component, prop, v, allowed, fallback);
  const out: ByCondition<T> = {};
  const unknown = (what: string) =>
    warnOnce(
      `${component}.${prop}.${what}`,
      `[crema] ${component}: ${prop} has no condition ${what}; left out. Conditions: ${responsiveConditions.join(', ')}.`,
    );
  if (Array.isArray(value)) {
    (value as readonly unknown[]).forEach((v, i) => {
      const condition = responsiveConditions[i];
      if (condition === undefined) unknown(`#${i}`);
      else if (v !== null && v !== undefined) out[condition] = pick(v);
    });
    return out;
  }
  if (typeof value === 'object') {
    for (const [key, v] of Object.entries(value as Record<string, unknown>)) {
      if (!isCondition(key)) unknown(`"${key}"`);
      else if (v !== null && v !== undefined) out[key] = pick(v);
    }
    return out;
  }
  return { base: pick(value) };
}

/** The same conditions, each value mapped (a token name to the CSS value sprinkles knows it by). */
export function mapConditions<T, U>(value: ByCondition<T>, fn: (v: T) => U): ByCondition<U> {
  const out: ByCondition<U> = {};
  for (const condition of responsiveConditions) {
    const v = value[condition];
    if (v !== undefined) out[condition] = fn(v);
  }
  return out;
}

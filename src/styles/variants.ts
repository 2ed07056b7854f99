/**
 * Recipe variants from a token list: one style per name, typed by the list itself, so a recipe never needs an
 * `as Record<…>` cast and its variant keys are exactly the token names (variants are recipes).
 *
 *   variants: { size: variantsOf(buttonSizes, (size) => ({ minHeight: px(buttonMetrics[size].height) })) }
 */
export function variantsOf<const K extends string | number, V>(
  names: readonly K[],
  styleOf: (name: K) => V,
): Record<`${K}`, V> {
  const out: Partial<Record<`${K}`, V>> = {};
  for (const name of names) out[`${name}`] = styleOf(name);
  return out as Record<`${K}`, V>;
}

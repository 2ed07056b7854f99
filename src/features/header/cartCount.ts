/**
 * A cart count as the services send it, checked (bad input is "a cart count that is negative or not a number"): a whole
 * number of at least 0, or undefined.
 */
export function validCartCount(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : undefined;
}

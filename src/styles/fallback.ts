const warned = new Set<string>();

/**
 * Runtime guard for typed unions: a value outside `allowed` (from untyped callers, CMS content or a stale
 * prop) falls back to `fallback` with one console warning per component, prop and value, never a crash.
 */
export function pickVariant<T extends string | number>(
  component: string,
  prop: string,
  value: unknown,
  allowed: readonly T[],
  fallback: T,
): T {
  if (value === undefined || value === null) return fallback;
  if ((allowed as readonly unknown[]).includes(value)) return value as T;
  const key = `${component}.${prop}=${String(value)}`;
  if (!warned.has(key)) {
    warned.add(key);
    console.warn(
      `[crema] ${component}: unknown ${prop} "${String(value)}"; using "${String(fallback)}". Allowed: ${allowed.join(', ')}.`,
    );
  }
  return fallback;
}

/** For tests: forget which warnings were given. */
export function resetVariantWarnings(): void {
  warned.clear();
}

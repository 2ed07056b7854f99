const logged = new Set<string>();

/**
 * One console line per key for the page's (or server process's) life: a bad CMS or service entry is noticed, and a
 * list of a hundred bad entries does not flood the console. Keys are the caller's, prefixed with what it is about
 * (`themeWorld:type:limited`), so two callers never silence each other.
 */
export function logOnce(level: 'warn' | 'error', key: string, ...message: unknown[]): void {
  if (logged.has(key)) return;
  logged.add(key);
  console[level](...message);
}

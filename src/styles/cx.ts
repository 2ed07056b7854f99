/**
 * Joins class names, skipping empty ones: `cx(base, open && styles.open, className)`. Crema only ever joins
 * strings, so this one line replaces clsx and keeps every primitive's bundle a little smaller (Modal's budget).
 */
export const cx = (...classes: (string | false | null | undefined)[]): string => classes.filter(Boolean).join(' ');

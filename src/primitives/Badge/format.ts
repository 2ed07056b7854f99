import { badgeCaps, type BadgeCapStyle } from '../../../design-tokens';

const isCap = (max: number) => Number.isInteger(max) && max > 0;

/**
 * The text a count badge shows, or null when it is hidden (spec: "The badge shows the count, is hidden at 0, and
 * (old header) shows '9+' above 9 or (new header, mini cart) '+99' above 99").
 * - count 0 or below, or not a finite number → null (hidden); fractions are cut to whole items.
 * - count above `max` → the cap: 'suffix' writes '9+', 'prefix' writes '+99'.
 * - a `max` that is not a whole positive number → the cap style's own cap (badgeCaps: suffix 9, prefix 99).
 */
export function formatBadgeCount(count: number, max: number, capStyle: BadgeCapStyle): string | null {
  if (typeof count !== 'number' || !Number.isFinite(count)) return null;
  const whole = Math.floor(count);
  if (whole <= 0) return null;
  const cap = isCap(max) ? max : badgeCaps[capStyle];
  if (whole <= cap) return String(whole);
  return capStyle === 'prefix' ? `+${cap}` : `${cap}+`;
}

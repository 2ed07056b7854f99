/**
 * The preview date and time: the fields' text from an instant, and the ISO timestamp from the fields.
 * Pure: the caller passes "now" and logs a rejected date. The fields are the browser's local date and time, as a
 * native date and time field shows them; the timestamp is UTC (`toISOString`).
 */
import { PREVIEW_DATE_PATTERN, PREVIEW_TIME_PATTERN } from './constants';

/** What the date field (YYYY-MM-DD) and the time field (HH:mm) hold. */
export interface PreviewFields {
  date: string;
  time: string;
}

const HOURS_PER_DAY = 24;
const MINUTES_PER_HOUR = 60;
const SECONDS_PER_MINUTE = 60;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The local date and time of an instant, as the fields show them. */
export function previewFieldsOf(instant: Date): PreviewFields {
  return {
    date: `${pad(instant.getFullYear(), 4)}-${pad(instant.getMonth() + 1)}-${pad(instant.getDate())}`,
    time: `${pad(instant.getHours())}:${pad(instant.getMinutes())}`,
  };
}

/**
 * The fields the modal starts with: the preview date and time the staff check reports ("Preview check
 * response: ... dateTime"), else now. A dateTime that is not a date is ignored.
 */
export function initialPreviewFields(dateTime: string | null | undefined, now: Date): PreviewFields {
  const parsed = typeof dateTime === 'string' ? Date.parse(dateTime) : Number.NaN;
  return previewFieldsOf(Number.isNaN(parsed) ? now : new Date(parsed));
}

/** The local instant of a date and time, or null when the date is not a calendar date of the form YYYY-MM-DD. */
function localInstant(date: unknown, time: unknown): Date | null {
  const match = typeof date === 'string' ? PREVIEW_DATE_PATTERN.exec(date) : null;
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const [hours, minutes, seconds] = timeOf(time);
  const instant = new Date(0);
  // setFullYear, not the Date constructor: that one reads years 0-99 as 1900-1999.
  instant.setFullYear(year, month - 1, day);
  instant.setHours(hours, minutes, seconds, 0);
  const same = instant.getFullYear() === year && instant.getMonth() === month - 1 && instant.getDate() === day;
  return same ? instant : null;
}

/** Hours, minutes and seconds of a time field's value; an empty or other value is the start of the day. */
function timeOf(time: unknown): [number, number, number] {
  const match = typeof time === 'string' ? PREVIEW_TIME_PATTERN.exec(time) : null;
  if (!match) return [0, 0, 0];
  const parts: [number, number, number] = [Number(match[1]), Number(match[2]), Number(match[3] ?? 0)];
  const [hours, minutes, seconds] = parts;
  return hours < HOURS_PER_DAY && minutes < MINUTES_PER_HOUR && seconds < SECONDS_PER_MINUTE ? parts : [0, 0, 0];
}

/**
 * "Preview date must have the form YYYY-MM-DD; otherwise an error is logged and the current time is used.
 * Date and time are combined into an ISO timestamp." `dateValid` false: the caller logs, `iso` is now.
 */
export function previewTimestamp(fields: PreviewFields, now: Date): { iso: string; dateValid: boolean } {
  const instant = localInstant(fields.date, fields.time);
  return instant ? { iso: instant.toISOString(), dateValid: true } : { iso: now.toISOString(), dateValid: false };
}

import { initialPreviewFields, previewFieldsOf, previewTimestamp } from './timestamp';

const now = new Date('2025-06-15T08:45:30.000Z');
/** The ISO timestamp of a local date and time, as the browser's own clock reads it. */
const local = (...parts: [number, number, number, number?, number?, number?]) => {
  const [year, month, day, hours = 0, minutes = 0, seconds = 0] = parts;
  const date = new Date(0);
  date.setFullYear(year, month - 1, day);
  date.setHours(hours, minutes, seconds, 0);
  return date.toISOString();
};

describe('previewTimestamp: "Preview date must have the form YYYY-MM-DD; otherwise an error is logged and the current time is used. Date and time are combined into an ISO timestamp."', () => {
  it.each([
    ['2025-03-01', '10:30', local(2025, 3, 1, 10, 30)],
    ['2025-03-01', '10:30:15', local(2025, 3, 1, 10, 30, 15)],
    ['2024-02-29', '23:59', local(2024, 2, 29, 23, 59)],
    ['2025-12-31', '00:00', local(2025, 12, 31)],
    ['0099-01-01', '12:00', local(99, 1, 1, 12)],
    // Only the date is validated: an empty or impossible time starts the day.
    ['2025-03-01', '', local(2025, 3, 1)],
    ['2025-03-01', '24:00', local(2025, 3, 1)],
    ['2025-03-01', '10:60', local(2025, 3, 1)],
    ['2025-03-01', 'noon', local(2025, 3, 1)],
  ])('%j %j → %s', (date, time, iso) => {
    expect(previewTimestamp({ date, time }, now)).toEqual({ iso, dateValid: true });
    expect(iso).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });

  it.each([
    ['2026-13-45'],
    ['tomorrow'],
    [''],
    ['2025-02-29'],
    ['2025-04-31'],
    ['2025-00-10'],
    ['2025-3-1'],
    ['01.03.2025'],
    ['2025/03/01'],
    [' 2025-03-01'],
    ['2025-03-01T10:00'],
    ['+02025-03-01'],
  ])('%j is not a date: the current time (dateValid false)', (date) => {
    expect(previewTimestamp({ date, time: '10:30' }, now)).toEqual({ iso: now.toISOString(), dateValid: false });
  });

  it.each([[undefined], [null], [20250301], [{}]])('%j (not text) is not a date either', (date) => {
    expect(previewTimestamp({ date: date as unknown as string, time: '10:30' }, now).dateValid).toBe(false);
  });
});

describe('previewFieldsOf and initialPreviewFields: what the date and time fields start with', () => {
  it('the local date (YYYY-MM-DD) and time (HH:mm) of an instant', () => {
    const instant = new Date(local(2025, 3, 1, 9, 5, 59));
    expect(previewFieldsOf(instant)).toEqual({ date: '2025-03-01', time: '09:05' });
  });

  it('the staff check’s dateTime when it is a date ("Preview check response: ... dateTime")', () => {
    expect(initialPreviewFields(local(2024, 12, 24, 18, 30), now)).toEqual({ date: '2024-12-24', time: '18:30' });
  });

  it.each([[null], [undefined], [''], ['not a date']])('%j: now', (dateTime) => {
    expect(initialPreviewFields(dateTime, now)).toEqual(previewFieldsOf(now));
  });

  it('round-trips: the fields of an instant give that instant back (to the minute)', () => {
    const instant = new Date(local(2025, 10, 26, 1, 15));
    expect(previewTimestamp(previewFieldsOf(instant), now).iso).toBe(instant.toISOString());
  });
});

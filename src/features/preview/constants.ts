/**
 * Constants of the staff preview panel, each named once with the words of its rule. The calls' paths, the token
 * call's method and its statuses live with the preview service (services/preview/constants.ts).
 * Where no value is given, the choice is recorded in docs/decisions.md ("Staff preview panel").
 * Style-free, so pure logic and tests import it without the components.
 */

const MS_PER_MINUTE = 60 * 1000;

/**
 * "Preview renewal interval: 5 minutes": the renewal call GET auth/login/renew is "called once on opening, then
 * every 5 minutes". "Opening" is the panel appearing (a successful staff check), not the modal opening.
 */
export const PREVIEW_RENEW_INTERVAL_MS = 5 * MS_PER_MINUTE;

/** "Preview date must have the form YYYY-MM-DD" (the value of a native date field). */
export const PREVIEW_DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The time field's value (not shown; chosen): HH:mm or HH:mm:ss, what a native time field gives. An empty or other
 * time starts the day (00:00): only the date is validated.
 */
export const PREVIEW_TIME_PATTERN = /^(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** A date not of that form: "otherwise an error is logged and the current time is used". The logged text. */
export const PREVIEW_DATE_INVALID_LOG = '[crema] Preview date is not a date of the form YYYY-MM-DD: using now.';

/** The panel's UI could not be loaded (its lazy chunk, e.g. offline): logged, and the panel stays hidden. */
export const PREVIEW_CHUNK_FAILURE_LOG = '[crema] Preview panel could not be loaded: it stays hidden.';

/** The tests' states: 'Loading tests...', 'Active tests found.', 'No active tests for this date.', failure. */
export const previewTestsStatuses = ['idle', 'loading', 'found', 'none', 'failed'] as const;
export type PreviewTestsStatus = (typeof previewTestsStatuses)[number];

/**
 * "The result message is in state info or error; it appears after a set attempt": refused for a missing group,
 * applying ('Loading...'), applied (SUCCESS), failed (any other status or a network failure).
 */
export const previewResults = ['groupMissing', 'applying', 'applied', 'failed'] as const;
export type PreviewResult = (typeof previewResults)[number];

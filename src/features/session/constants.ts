/**
 * Constants of the login-token keep-alive, each named once with the words of its rule. Where no value is given (the
 * activity events, the longest token read), the choice is recorded in docs/decisions.md
 * ("Login-token keep-alive").
 */
import { httpStatus } from '../../services/http/constants';

export { LOGIN_TOKEN_COOKIE, LONG_TERM_TOKEN_COOKIE } from '../../services/login/constants';

const MS_PER_MINUTE = 60 * 1000;

/** "Login token check interval: 3 minutes when logged in". */
export const LOGIN_TOKEN_CHECK_INTERVAL_MS = 3 * MS_PER_MINUTE;

/** "10 seconds polling for a login token when absent". */
export const LOGIN_TOKEN_POLL_INTERVAL_MS = 10 * 1000;

/** "Token times compared in seconds (now divided by 1000)". */
export const TOKEN_TIME_DIVISOR = 1000;

/**
 * "Outcomes: 0 renewed (201), 1 renewed (200), 2 server error, 3 missing or unknown, 4 not yet due,
 * 5 expired."
 */
export const loginTokenOutcomes = {
  /** "0 renewed (201)". */
  renewedCreated: 0,
  /** "1 renewed (200)". */
  renewedOk: 1,
  /** "2 server error": any other answer of the renewal, or none. */
  serverError: 2,
  /** "3 missing or unknown": no cookie, or one that does not read as a login token. */
  missingOrUnknown: 3,
  /** "4 not yet due". */
  notYetDue: 4,
  /** "5 expired". */
  expired: 5,
} as const;
export type LoginTokenOutcome = (typeof loginTokenOutcomes)[keyof typeof loginTokenOutcomes];

/** "Outcomes 1, 3 and 5 stop the timer." */
export const timerStoppingOutcomes = [
  loginTokenOutcomes.renewedOk,
  loginTokenOutcomes.missingOrUnknown,
  loginTokenOutcomes.expired,
] as const satisfies readonly LoginTokenOutcome[];

/** The renewal's answers told apart: "0 renewed (201), 1 renewed (200)". */
export const renewalOutcomeByStatus: Readonly<Partial<Record<number, LoginTokenOutcome>>> = {
  [httpStatus.created]: loginTokenOutcomes.renewedCreated,
  [httpStatus.ok]: loginTokenOutcomes.renewedOk,
};

/**
 * The renewal happens "if the user was active": what counts as activity is not shown. Chosen: the shopper's own input
 * (pointer, keys, touch, wheel) and scrolling, listened to passively on the document in the capture phase, so a
 * scrolling list or a handler that stops propagation counts too.
 */
export const keepAliveActivityEvents = [
  'pointerdown',
  'pointermove',
  'keydown',
  'touchstart',
  'wheel',
  'scroll',
] as const;

/**
 * The longest cookie value read as a token (not shown; chosen): 4096, the size a browser must at least keep for a
 * whole cookie (RFC 6265, section 6.1). A longer value cannot be one the services set: it is unknown (outcome 3) and is
 * never decoded.
 */
export const MAX_TOKEN_LENGTH = 4096;

/**
 * Where the keep-alive is (no rule names it; observable for tests and the demo): made but not started (`idle`),
 * polling for a login token every 10 s (`polling`), checking it every 3 minutes (`checking`), halted while the page
 * is hidden (`paused`), stopped for good by outcome 1, 3 or 5 (`stopped`), or not running on a smartphone or tablet
 * app platform (`skipped`).
 */
export const keepAlivePhases = ['idle', 'polling', 'checking', 'paused', 'stopped', 'skipped'] as const;
export type KeepAlivePhase = (typeof keepAlivePhases)[number];

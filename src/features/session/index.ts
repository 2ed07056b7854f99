/**
 * The login-token keep-alive: a check every 3 minutes while logged in
 * (polling every 10 seconds for a login token while there is none), renewing a due token when the shopper was
 * active, paused while the page is hidden, skipped on the smartphone and tablet app platforms, and the long-term token
 * requested when it is missing, expired or not bound to a login.
 */
export { LoginKeepAlive, useLoginKeepAlive, type LoginKeepAliveProps } from './LoginKeepAlive';
export {
  createLoginKeepAlive,
  isSkippedAppPlatform,
  type KeepAliveEnvironment,
  type LoginKeepAliveController,
  type LoginKeepAliveOptions,
  type LoginKeepAliveState,
} from './keepAlive';
export { browserKeepAliveEnvironment } from './environment';
export {
  evaluateLoginToken,
  longTermTokenNeeded,
  outcomeOfRenewal,
  stopsTimer,
  tokenSecondsOf,
  type LoginTokenVerdict,
} from './token';
export {
  LOGIN_TOKEN_CHECK_INTERVAL_MS,
  LOGIN_TOKEN_POLL_INTERVAL_MS,
  keepAliveActivityEvents,
  keepAlivePhases,
  loginTokenOutcomes,
  timerStoppingOutcomes,
  type KeepAlivePhase,
  type LoginTokenOutcome,
} from './constants';

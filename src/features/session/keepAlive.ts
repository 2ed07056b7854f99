/**
 * The login-token keep-alive without React: one per page (per mount), no module state. It
 * reads the clock, the cookies, the page's visibility and the shopper's activity through an injected environment
 * (`browserKeepAliveEnvironment` in the browser, a fake one in tests) and uses the global timers, so fake timers
 * drive it.
 *
 * - With a login token cookie it checks every 3 minutes; without one it polls every 10 seconds until one appears,
 *   then checks every 3 minutes. Polling only looks for the cookie: a missing token is outcome 3 only at a check.
 * - A check evaluates the token only if the shopper was active since the last check (`evaluateLoginToken`):
 *   3, 4 and 5 need no call; a due token is renewed (POST logintoken/renew) and the answer gives 0, 1 or 2. Each
 *   outcome goes to `onOutcome` and into the state. Outcomes 1, 3 and 5 stop the keep-alive for good: timers and
 *   listeners end, visibility no longer restarts it; only a new keep-alive (a page load, a new mount) starts again.
 * - Hidden page: the timer stops. Visible again: it resumes what it was doing with a fresh interval and, because
 *   returning to the page is the shopper's own doing, that counts as activity and a check (or, while polling, a look
 *   for the cookie) runs at once.
 * - The long-term token is requested (GET longtermtoken) when `longTermTokenNeeded`: once when the keep-alive first
 *   runs, and again when a login token appears where there was none (a login to bind it to). Its answer is not read
 *   and a failure is ignored: the next page load asks again.
 * - On a smartphone or tablet app platform (`appPlatform` MATCH, SMARTPHONE or TABLET) nothing runs at all.
 */
import { createStore } from 'zustand/vanilla';
import { isMobileDevice } from '../../platform/site/platform';
import type { ServiceClient } from '../../services/http/client';
import type { ServiceResult } from '../../services/http/types';
import { renewLoginToken, requestLongTermToken } from '../../services/login/client';
import {
  LOGIN_TOKEN_CHECK_INTERVAL_MS,
  LOGIN_TOKEN_COOKIE,
  LOGIN_TOKEN_POLL_INTERVAL_MS,
  LONG_TERM_TOKEN_COOKIE,
  type KeepAlivePhase,
  type LoginTokenOutcome,
} from './constants';
import { evaluateLoginToken, longTermTokenNeeded, outcomeOfRenewal, stopsTimer } from './token';

/** What the keep-alive reads of the page. Nothing is read before `start()`. */
export interface KeepAliveEnvironment {
  /** Now, in milliseconds since the epoch. */
  now(): number;
  /** A cookie's value, undefined when absent. */
  readCookie(name: string): string | undefined;
  /** Whether the page is visible now. */
  isVisible(): boolean;
  /** Calls `listener` when the page's visibility changes; returns the unsubscribe. */
  onVisibilityChange(listener: () => void): () => void;
  /** Calls `listener` on the shopper's activity; returns the unsubscribe. */
  onActivity(listener: () => void): () => void;
}

export interface LoginKeepAliveOptions {
  /** The client of the login calls (the storefront's). */
  services: ServiceClient;
  environment: KeepAliveEnvironment;
  /**
   * The app platform the page runs in, a device class (MATCH, SMARTPHONE, TABLET, CLASSIC; any case) the app gives,
   * e.g. from a page attribute. "Renewal is skipped for smartphone and tablet app platforms": MATCH,
   * SMARTPHONE and TABLET skip the keep-alive. Default none: a browser, which runs it.
   */
  appPlatform?: string | null;
  /** Each check's outcome (0-5), as it happens. */
  onOutcome?: (outcome: LoginTokenOutcome) => void;
}

export interface LoginKeepAliveState {
  phase: KeepAlivePhase;
  /** The outcome of the last check that evaluated the token; null before the first. */
  lastOutcome: LoginTokenOutcome | null;
  /** When that outcome came (the environment's now, ms); null before the first. */
  checkedAt: number | null;
  /** How many checks gave an outcome: a subscriber tells a new outcome from a repeated state by it. */
  outcomes: number;
}

export interface LoginKeepAliveController {
  /** Starts listening and the timer (in an effect, never during render). Does nothing unless idle. */
  start(): void;
  /**
   * Ends timers and listeners and aborts a renewal under way (no outcome for it). Back to idle, so it may start
   * again (React's StrictMode mounts twice), unless an outcome stopped it for good.
   */
  dispose(): void;
  getState(): LoginKeepAliveState;
  subscribe(listener: (state: LoginKeepAliveState, previous: LoginKeepAliveState) => void): () => void;
}

/** The smartphone and tablet app platforms, MATCH, SMARTPHONE, TABLET (decisions.md "Platform"). */
export function isSkippedAppPlatform(appPlatform: string | null | undefined): boolean {
  return typeof appPlatform === 'string' && isMobileDevice(appPlatform.trim().toUpperCase());
}

/** A renewal that threw (a bug elsewhere: the client turns every outcome into a value) still ends as outcome 2. */
const thrown: ServiceResult<{ status: number }> = { ok: false, error: { kind: 'network' } };

/** The keep-alive of one page (see above). Creating it reads nothing and calls nothing; `start()` does. */
export function createLoginKeepAlive({
  services,
  environment: env,
  appPlatform,
  onOutcome,
}: LoginKeepAliveOptions): LoginKeepAliveController {
  const store = createStore<LoginKeepAliveState>()(() => ({
    phase: 'idle',
    lastOutcome: null,
    checkedAt: null,
    outcomes: 0,
  }));
  const skipped = isSkippedAppPlatform(appPlatform);
  let timer: ReturnType<typeof setInterval> | undefined;
  let listeners: (() => void)[] = [];
  /** Aborted by dispose: the calls of this run. */
  let run = new AbortController();
  let active = false;
  let renewing = false;
  let ranBefore = false;
  /** Whether the last look found a login token; undefined before the first look. */
  let tokenSeen: boolean | undefined;

  const phase = () => store.getState().phase;
  const setPhase = (next: KeepAlivePhase) => store.setState({ phase: next });
  const clearTimer = () => {
    clearInterval(timer);
    timer = undefined;
  };
  const every = (ms: number, tick: () => void) => {
    clearTimer();
    timer = setInterval(tick, ms);
  };
  const release = () => {
    clearTimer();
    for (const unsubscribe of listeners) unsubscribe();
    listeners = [];
  };

  const requestLongTermTokenIfNeeded = () => {
    if (longTermTokenNeeded(env.readCookie(LONG_TERM_TOKEN_COOKIE), env.now()))
      void requestLongTermToken(services, { signal: run.signal }).catch(() => undefined);
  };

  /**
   * Whether there is a login token (an emptied cookie is none); one appearing where the last look found none is a
   * login to bind.
   */
  const lookForLoginToken = () => {
    const present = Boolean(env.readCookie(LOGIN_TOKEN_COOKIE));
    if (present && tokenSeen === false) requestLongTermTokenIfNeeded();
    tokenSeen = present;
    return present;
  };

  const report = (outcome: LoginTokenOutcome) => {
    const stops = stopsTimer(outcome);
    if (stops) release();
    store.setState((state) => ({
      lastOutcome: outcome,
      checkedAt: env.now(),
      outcomes: state.outcomes + 1,
      ...(stops && { phase: 'stopped' as const }),
    }));
    onOutcome?.(outcome);
  };

  const check = async () => {
    // One renewal at a time; without activity since the last check there is nothing to keep alive.
    if (renewing || !active) return;
    active = false;
    const verdict = evaluateLoginToken(env.readCookie(LOGIN_TOKEN_COOKIE), env.now());
    if (verdict !== 'renew') return report(verdict);
    const { signal } = run;
    renewing = true;
    const result = await renewLoginToken(services, { signal }).catch(() => thrown);
    if (signal.aborted) return;
    renewing = false;
    report(outcomeOfRenewal(result));
  };

  const checkEvery3Minutes = () => {
    setPhase('checking');
    every(LOGIN_TOKEN_CHECK_INTERVAL_MS, () => void check());
  };

  const poll = () => {
    if (lookForLoginToken()) checkEvery3Minutes();
  };

  /** Starts the interval that fits the cookie; `now` runs its first check (or look) at once. */
  const runTimer = (now: boolean) => {
    const present = lookForLoginToken();
    if (!ranBefore) {
      ranBefore = true;
      requestLongTermTokenIfNeeded();
    }
    if (!present) {
      setPhase('polling');
      every(LOGIN_TOKEN_POLL_INTERVAL_MS, poll);
      return;
    }
    checkEvery3Minutes();
    if (now) void check();
  };

  /** What the timer did when the page was hidden; undefined when it started hidden (nothing ran yet). */
  let pausedFrom: 'polling' | 'checking' | undefined;

  const onVisibilityChange = () => {
    const current = phase();
    if (env.isVisible()) {
      if (current !== 'paused') return;
      active = true;
      // Resumes what it was doing: checks go on as checks (a token gone meanwhile is outcome 3, as at any check),
      // polling looks for a token at once.
      if (pausedFrom === 'checking') {
        checkEvery3Minutes();
        void check();
      } else runTimer(true);
    } else if (current === 'polling' || current === 'checking') {
      pausedFrom = current;
      clearTimer();
      setPhase('paused');
    }
  };

  return {
    start() {
      if (phase() !== 'idle') return;
      if (skipped) {
        setPhase('skipped');
        return;
      }
      run = new AbortController();
      listeners = [
        env.onVisibilityChange(onVisibilityChange),
        env.onActivity(() => {
          active = true;
        }),
      ];
      if (env.isVisible()) runTimer(false);
      else setPhase('paused');
    },
    dispose() {
      release();
      run.abort();
      active = false;
      renewing = false;
      ranBefore = false;
      tokenSeen = undefined;
      pausedFrom = undefined;
      if (phase() !== 'stopped') setPhase('idle');
    },
    getState: store.getState,
    subscribe: store.subscribe,
  };
}

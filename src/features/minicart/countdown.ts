/**
 * Countdowns that pause (WCAG 2.2.1 "Timing Adjustable"): the mini cart's messages (7.5 s) and deleted entries (10 s)
 * go by themselves, but not while the shopper points at them or has focus in them. Pointer and focus pause
 * independently, so pauses are counted: a countdown runs again only when every pause has been resumed, with the time
 * it had left. No React, no browser: timers only (fake timers in tests).
 */

interface Countdown {
  /** Time left when the countdown last started or resumed. */
  remainingMs: number;
  /** When it last started or resumed (Date.now()). */
  startedAt: number;
  /** Pauses not yet resumed; it runs at 0. */
  pauses: number;
  timer: ReturnType<typeof setTimeout> | undefined;
}

export interface Countdowns {
  /**
   * Starts (or restarts, keeping its pauses) the countdown of `id`. Returns when it ends, null while it is paused.
   */
  start(id: string, ms: number): number | null;
  /** One more pause; returns null (paused), or undefined for an unknown id. */
  pause(id: string): number | null | undefined;
  /** Ends one pause; returns when it ends now, null while other pauses hold it, undefined for an unknown id. */
  resume(id: string): number | null | undefined;
  /** Stops it without ending it; returns the time it had left, undefined for an unknown id. */
  cancel(id: string): number | undefined;
}

/** Countdowns by id; `onEnd(id)` runs when one ends. */
export function createCountdowns(onEnd: (id: string) => void): Countdowns {
  const countdowns = new Map<string, Countdown>();

  const run = (id: string, countdown: Countdown) => {
    countdown.startedAt = Date.now();
    countdown.timer = setTimeout(() => {
      countdowns.delete(id);
      onEnd(id);
    }, countdown.remainingMs);
    return countdown.startedAt + countdown.remainingMs;
  };

  const left = (countdown: Countdown) =>
    countdown.pauses > 0
      ? countdown.remainingMs
      : Math.max(0, countdown.remainingMs - (Date.now() - countdown.startedAt));

  return {
    start(id, ms) {
      const existing = countdowns.get(id);
      clearTimeout(existing?.timer);
      const countdown: Countdown = {
        remainingMs: ms,
        startedAt: Date.now(),
        pauses: existing?.pauses ?? 0,
        timer: undefined,
      };
      countdowns.set(id, countdown);
      return countdown.pauses > 0 ? null : run(id, countdown);
    },
    pause(id) {
      const countdown = countdowns.get(id);
      if (!countdown) return undefined;
      if (countdown.pauses === 0) {
        clearTimeout(countdown.timer);
        countdown.remainingMs = left(countdown);
        countdown.timer = undefined;
      }
      countdown.pauses += 1;
      return null;
    },
    resume(id) {
      const countdown = countdowns.get(id);
      if (!countdown) return undefined;
      // A resume without a pause (an unbalanced leave or blur) changes nothing.
      if (countdown.pauses === 0) return countdown.startedAt + countdown.remainingMs;
      countdown.pauses -= 1;
      return countdown.pauses > 0 ? null : run(id, countdown);
    },
    cancel(id) {
      const countdown = countdowns.get(id);
      if (!countdown) return undefined;
      clearTimeout(countdown.timer);
      countdowns.delete(id);
      return left(countdown);
    },
  };
}

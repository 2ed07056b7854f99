'use client';

import { useEffect } from 'react';

/**
 * Warns once per mounted instance (and again when the message changes) that a component is used in a way it
 * works around: a missing label, a counter without maxLength. From an effect, so server rendering stays silent.
 */
export function useMisuseWarning(condition: boolean, component: string, message: string): void {
  useEffect(() => {
    if (condition) console.warn(`[crema] ${component}: ${message}`);
  }, [condition, component, message]);
}

const warnedOnce = new Set<string>();

/**
 * Warns once per key for the whole page (or server process), from an effect like `useMisuseWarning`: for a setup
 * that every instance shares, such as form fields without the provider of their texts.
 */
export function useWarnOnce(condition: boolean, key: string, message: string): void {
  useEffect(() => {
    if (!condition || warnedOnce.has(key)) return;
    warnedOnce.add(key);
    console.warn(`[crema] ${message}`);
  }, [condition, key, message]);
}

/** For tests: forget which once-only warnings were given. */
export function resetOnceWarnings(): void {
  warnedOnce.clear();
}

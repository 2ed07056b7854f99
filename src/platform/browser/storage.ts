import { getWindow } from './environment';

export type StorageKind = 'local' | 'session';

function storageOf(kind: StorageKind): Storage | undefined {
  try {
    // Reading window.localStorage throws when storage is disabled (privacy settings, sandboxed frames).
    const win = getWindow();
    return kind === 'local' ? win?.localStorage : win?.sessionStorage;
  } catch {
    return undefined;
  }
}

/** A stored text, or undefined when absent or storage is unavailable. */
export function readText(kind: StorageKind, key: string): string | undefined {
  try {
    return storageOf(kind)?.getItem(key) ?? undefined;
  } catch {
    return undefined;
  }
}

/** Stores a text; false when storage is unavailable or full (QuotaExceededError). */
export function writeText(kind: StorageKind, key: string, value: string): boolean {
  const storage = storageOf(kind);
  if (!storage) return false;
  try {
    storage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

/**
 * A stored JSON value, or `fallback` when absent, unparsable, unavailable or rejected by `accept` (a type guard or a
 * zod schema's `safeParse`-based check, so callers never trust stored data blindly).
 */
export function readJson<T>(
  kind: StorageKind,
  key: string,
  fallback: T,
  accept: (value: unknown) => value is T = (_value: unknown): _value is T => true,
): T {
  const text = readText(kind, key);
  if (text === undefined) return fallback;
  try {
    const value: unknown = JSON.parse(text);
    return accept(value) ? value : fallback;
  } catch {
    return fallback;
  }
}

/** Stores a value as JSON; false when it cannot be serialised, storage is unavailable or full. */
export function writeJson(kind: StorageKind, key: string, value: unknown): boolean {
  let text: string | undefined;
  try {
    text = JSON.stringify(value);
  } catch {
    return false; // cycles, BigInt
  }
  return text !== undefined && writeText(kind, key, text);
}

/** Removes a stored entry; false when storage is unavailable. */
export function removeStored(kind: StorageKind, key: string): boolean {
  const storage = storageOf(kind);
  if (!storage) return false;
  try {
    storage.removeItem(key);
    return true;
  } catch {
    return false;
  }
}

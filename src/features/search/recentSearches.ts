import { readJson, writeJson } from '../../platform/browser';
import { RECENT_SEARCHES_MAX, RECENT_SEARCHES_SHOWN, RECENT_SEARCHES_STORAGE_KEY } from './constants';
import { sanitiseSearchText } from './sanitise';

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((entry) => typeof entry === 'string');

/**
 * "Kaffee" and "kaffee" lead to the same results and the same keyword target (the table is looked up in lower case),
 * so the history keeps one of them: the newest spelling.
 */
const sameTerm = (term: string) => term.toLowerCase();

/** Trimmed and sanitised, empty entries dropped, duplicates removed (the first, newest one kept), at most 50. */
function normalise(list: readonly string[]): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const entry of list) {
    const term = sanitiseSearchText(entry).trim();
    const key = sameTerm(term);
    if (!term || seen.has(key)) continue;
    seen.add(key);
    result.push(term);
    if (result.length === RECENT_SEARCHES_MAX) break;
  }
  return result;
}

/**
 * The recent search history, a "list of strings in local browser storage under the key recentSearchTerms", newest
 * first. Anything else stored there (not JSON, not a list of strings: another script's data) reads as empty and is
 * overwritten by the next `addRecentSearch`; without a window (server rendering) or storage, empty.
 */
export function readRecentSearches(): string[] {
  return normalise(readJson('local', RECENT_SEARCHES_STORAGE_KEY, [], isStringList));
}

/**
 * "The trimmed text is added to history: newest first, duplicates removed, at most 50 entries". Empty text adds
 * nothing. Returns the new list (also when storage is unavailable, so the page can still show it).
 */
export function addRecentSearch(term: string): string[] {
  const current = readRecentSearches();
  const trimmed = sanitiseSearchText(term).trim();
  if (!trimmed) return current;
  const list = normalise([trimmed, ...current]);
  writeJson('local', RECENT_SEARCHES_STORAGE_KEY, list);
  return list;
}

/**
 * "Up to 5 history entries that match the typed text are shown above the suggestions". An entry matches when it
 * contains the trimmed typed text, ignoring case (the suggestions match words anywhere, so history does too); with
 * nothing typed, the 5 newest.
 */
export function matchingRecentSearches(list: readonly string[], typed: string): string[] {
  const wanted = sameTerm(typed.trim());
  return list.filter((entry) => sameTerm(entry).includes(wanted)).slice(0, RECENT_SEARCHES_SHOWN);
}

// @vitest-environment happy-dom
// The history lives in local storage: a DOM environment.
import { vi } from 'vitest';
import { RECENT_SEARCHES_MAX, RECENT_SEARCHES_SHOWN, RECENT_SEARCHES_STORAGE_KEY } from './constants';
import { addRecentSearch, matchingRecentSearches, readRecentSearches } from './recentSearches';

const stored = () => localStorage.getItem(RECENT_SEARCHES_STORAGE_KEY);

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('recent searches ("newest first, duplicates removed, at most 50 entries")', () => {
  it('names the values once: key recentSearchTerms, 50 kept, 5 shown', () => {
    expect([RECENT_SEARCHES_STORAGE_KEY, RECENT_SEARCHES_MAX, RECENT_SEARCHES_SHOWN]).toEqual([
      'recentSearchTerms',
      50,
      5,
    ]);
  });

  it('starts empty and stores a JSON list of strings under recentSearchTerms, newest first', () => {
    expect(readRecentSearches()).toEqual([]);
    addRecentSearch('kaffee');
    expect(addRecentSearch('tasse')).toEqual(['tasse', 'kaffee']);
    expect(JSON.parse(stored()!)).toEqual(['tasse', 'kaffee']);
    expect(readRecentSearches()).toEqual(['tasse', 'kaffee']);
  });

  it('adds the trimmed text; empty or blank text adds nothing and writes nothing', () => {
    expect(addRecentSearch('  espresso  ')).toEqual(['espresso']);
    expect(addRecentSearch('   ')).toEqual(['espresso']);
    localStorage.clear();
    expect(addRecentSearch('')).toEqual([]);
    expect(stored()).toBeNull();
  });

  it('adds the sanitised text: digits and spaces joined, cut to 200', () => {
    expect(addRecentSearch('123 456')).toEqual(['123456']);
    expect(addRecentSearch('k'.repeat(250))[0]).toHaveLength(200);
  });

  it('removes duplicates, ignoring case: the repeated term moves to the top in its newest spelling', () => {
    addRecentSearch('kaffee');
    addRecentSearch('tasse');
    expect(addRecentSearch('Kaffee')).toEqual(['Kaffee', 'tasse']);
    expect(addRecentSearch(' tasse ')).toEqual(['tasse', 'Kaffee']);
  });

  it('keeps at most 50: the 51st search drops the oldest', () => {
    for (let i = 1; i <= 50; i++) addRecentSearch(`term ${i}`);
    expect(readRecentSearches()).toHaveLength(50);
    const list = addRecentSearch('term 51');
    expect(list).toHaveLength(50);
    expect(list[0]).toBe('term 51');
    expect(list.at(-1)).toBe('term 2');
    expect(list).not.toContain('term 1');
    expect(JSON.parse(stored()!)).toEqual(list);
  });

  it.each([
    ['not JSON', '{oops'],
    ['an object', '{"terms":["kaffee"]}'],
    ['a string', '"kaffee"'],
    ['a list with a number', '["kaffee", 42]'],
    ['null', 'null'],
  ])('foreign data (%s) reads as empty and is overwritten cleanly on the next search', (_, data) => {
    localStorage.setItem(RECENT_SEARCHES_STORAGE_KEY, data);
    expect(readRecentSearches()).toEqual([]);
    expect(addRecentSearch('tasse')).toEqual(['tasse']);
    expect(JSON.parse(stored()!)).toEqual(['tasse']);
  });

  it('a stored list written by someone else is read trimmed, without blanks or duplicates, at most 50', () => {
    const many = Array.from({ length: 70 }, (_, i) => `t${i}`);
    localStorage.setItem(RECENT_SEARCHES_STORAGE_KEY, JSON.stringify([' a ', '', 'A', 'b', ...many]));
    const list = readRecentSearches();
    expect(list.slice(0, 3)).toEqual(['a', 'b', 't0']);
    expect(list).toHaveLength(50);
  });

  it('without a window (server rendering) reads empty and adding does not throw', () => {
    vi.stubGlobal('window', undefined);
    expect(readRecentSearches()).toEqual([]);
    expect(addRecentSearch('kaffee')).toEqual(['kaffee']);
  });

  it('with storage that throws (disabled), reads empty and still returns the new list', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    expect(readRecentSearches()).toEqual([]);
    expect(addRecentSearch('kaffee')).toEqual(['kaffee']);
  });
});

describe('matchingRecentSearches ("Up to 5 history entries that match the typed text")', () => {
  const history = [
    'Kaffeebohnen',
    'tasse',
    'espresso kaffee',
    'KAFFEEMASCHINE',
    'milchkaffee',
    'kaffeefilter',
    'kaffee',
  ];

  it('with nothing typed: the 5 newest', () => {
    expect(matchingRecentSearches(history, '')).toEqual(history.slice(0, 5));
    expect(matchingRecentSearches(history, '   ')).toEqual(history.slice(0, 5));
  });

  it('up to 5 entries containing the trimmed typed text, ignoring case, newest first', () => {
    expect(matchingRecentSearches(history, ' Kaffee ')).toEqual([
      'Kaffeebohnen',
      'espresso kaffee',
      'KAFFEEMASCHINE',
      'milchkaffee',
      'kaffeefilter',
    ]);
    expect(matchingRecentSearches(history, 'TASS')).toEqual(['tasse']);
    expect(matchingRecentSearches(history, 'tee')).toEqual([]);
    expect(matchingRecentSearches([], 'kaf')).toEqual([]);
  });

  it('matches special characters literally', () => {
    expect(matchingRecentSearches(['a.b', 'axb', '<b>'], '.')).toEqual(['a.b']);
    expect(matchingRecentSearches(['a.b', 'axb', '<b>'], '<B')).toEqual(['<b>']);
  });
});

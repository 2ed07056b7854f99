import fc from 'fast-check';
import { SEARCH_MAX_LENGTH } from './constants';
import { sanitiseSearchText, searchTextFromUrl } from './sanitise';

describe('sanitiseSearchText ("maximum length 200 characters; a term that is only digits and spaces has its spaces removed")', () => {
  it('names the number once: 200', () => {
    expect(SEARCH_MAX_LENGTH).toBe(200);
  });

  it.each([
    ['kaffee', 'kaffee'],
    ['123 456', '123456'],
    [' 12 34 56 ', '123456'],
    ['12\t34', '1234'],
    ['123 kaffee', '123 kaffee'],
    ['kaffee 123', 'kaffee 123'],
    ['12-34', '12-34'],
    ['   ', '   '],
    ['', ''],
    [' kaffee ', ' kaffee '],
    ['<b>Tasse</b> & Kanne', '<b>Tasse</b> & Kanne'],
  ])('%j → %j', (input, expected) => {
    expect(sanitiseSearchText(input)).toBe(expected);
  });

  it('cuts to 200 characters: 200 stay, 201 become 200', () => {
    expect(sanitiseSearchText('a'.repeat(200))).toBe('a'.repeat(200));
    expect(sanitiseSearchText('a'.repeat(201))).toBe('a'.repeat(200));
    expect(sanitiseSearchText('ä'.repeat(500))).toHaveLength(200);
  });

  it('cuts first, then strips: a text whose first 200 characters are digits and spaces is stripped', () => {
    const numbers = '12 '.repeat(70); // 210 characters, digits and spaces only
    expect(sanitiseSearchText(`${numbers}kaffee`)).toBe('12'.repeat(67));
    expect(sanitiseSearchText('1 '.repeat(150))).toBe('1'.repeat(100));
  });

  it('never splits a character made of two UTF-16 units, and mends unpaired ones', () => {
    const text = `${'a'.repeat(199)}☕😀`;
    expect(sanitiseSearchText(`${'a'.repeat(199)}😀`)).toBe('a'.repeat(199));
    expect(sanitiseSearchText(text)).toBe(`${'a'.repeat(199)}☕`);
    expect(sanitiseSearchText('kaf\uD800fee')).toBe('kaf\uFFFDfee');
    expect(() => encodeURIComponent(sanitiseSearchText('\uDC00'))).not.toThrow();
  });

  it('is idempotent (fast-check, 1,000 runs)', () => {
    const text = fc.oneof(
      fc.string({ maxLength: 260, unit: 'binary' }),
      fc.string({ maxLength: 260, unit: fc.constantFrom('1', '2', ' ', '\t', 'a', '😀', '\uD83D') }),
    );
    fc.assert(
      fc.property(text, (input) => {
        const once = sanitiseSearchText(input);
        expect(sanitiseSearchText(once)).toBe(once);
        expect(once.length).toBeLessThanOrEqual(SEARCH_MAX_LENGTH);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('searchTextFromUrl ("a term arriving from the URL is sanitised the same way")', () => {
  it.each([
    ['?query=kaffee', 'kaffee'],
    ['?query=123%20456', '123456'],
    ['?query=12+34', '1234'],
    ['query=tasse', 'tasse'],
    ['/search?query=Caf%C3%A9#top', 'Café'],
    ['https://shop.example/search?page=2&query=%3Cb%3E', '<b>'],
    ['?q=kaffee', ''],
    ['', ''],
    ['?query=%E0%A4%A', '\uFFFD%A'], // broken UTF-8 escapes decode to U+FFFD, never throw
  ])('%j → %j', (search, expected) => {
    expect(searchTextFromUrl(search)).toBe(expected);
  });

  it('takes URLSearchParams and cuts to 200', () => {
    expect(searchTextFromUrl(new URLSearchParams({ query: 'x'.repeat(300) }))).toBe('x'.repeat(200));
  });
});

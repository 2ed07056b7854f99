import fc from 'fast-check';
import { highlightSegments } from './highlight';

const plain = (text: string) => ({ text, typed: true });
const bold = (text: string) => ({ text, typed: false });

describe('highlightSegments ("the typed part plain, the rest bold ... with special characters escaped")', () => {
  it.each([
    ['kaffeebohnen', 'kaf', [plain('kaf'), bold('feebohnen')]],
    ['Milchkaffee', 'kaffee', [bold('Milch'), plain('kaffee')]],
    ['Kaffeebohnen Espresso', 'ESP', [bold('Kaffeebohnen '), plain('Esp'), bold('resso')]],
    ['kaffee kaffee', 'kaffee', [plain('kaffee'), bold(' '), plain('kaffee')]],
    ['tasse', 'xyz', [bold('tasse')]],
    ['tasse', '', [bold('tasse')]],
    ['tasse', '  tas  ', [plain('tas'), bold('se')]],
    ['', 'kaf', []],
  ])('%j typed %j', (suggestion, typed, expected) => {
    expect(highlightSegments(suggestion, typed)).toEqual(expected);
  });

  it('keeps markup and entities as text: <b>, & and ä are shown as typed', () => {
    expect(highlightSegments('<b>Tasse</b> & Kanne', '<b>')).toEqual([plain('<b>'), bold('Tasse</b> & Kanne')]);
    expect(highlightSegments('Tee & Kaffee', '&')).toEqual([bold('Tee '), plain('&'), bold(' Kaffee')]);
    expect(highlightSegments('Kännchen', 'KÄN')).toEqual([plain('Kän'), bold('nchen')]);
    expect(highlightSegments('a&amp;b', '&amp;')).toEqual([bold('a'), plain('&amp;'), bold('b')]);
  });

  it('matches regular-expression characters literally', () => {
    expect(highlightSegments('Größe (M) 1.5', '(m)')).toEqual([bold('Größe '), plain('(M)'), bold(' 1.5')]);
    expect(highlightSegments('x1.5x', '.')).toEqual([bold('x1'), plain('.'), bold('5x')]);
    expect(highlightSegments('a\\b*c', '\\b*')).toEqual([bold('a'), plain('\\b*'), bold('c')]);
  });

  it('joins back to the suggestion, and every typed segment is the typed text ignoring case (fast-check, 1,000 runs)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), fc.string({ maxLength: 6 }), (suggestion, typed) => {
        const segments = highlightSegments(suggestion, typed);
        expect(segments.map((s) => s.text).join('')).toBe(suggestion);
        for (const s of segments) {
          expect(s.text).not.toBe('');
          if (s.typed) expect(s.text.toLowerCase()).toBe(typed.trim().toLowerCase());
        }
      }),
      { numRuns: 1000 },
    );
  });
});

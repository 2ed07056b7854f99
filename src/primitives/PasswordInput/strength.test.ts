import { passwordMaxLength, passwordMinLength, passwordStrengthMax } from '../../../design-tokens';
import { passwordStrength } from './strength';

describe('passwordStrength (under 8 characters 0, then a point each for lowercase, digit, uppercase)', () => {
  it('uses the spec numbers', () => {
    expect(passwordMinLength).toBe(8);
    expect(passwordStrengthMax).toBe(3);
  });

  it.each([
    ['', 0, 'empty'],
    ['abcdefg', 0, '7 lowercase characters'],
    ['aB3dEf7', 0, '7 characters with all three kinds'],
    ['abcdefgh', 1, '8 lowercase'],
    ['ABCDEFGH', 1, '8 uppercase'],
    ['12345678', 1, '8 digits'],
    ['abcdEFGH', 2, '8 mixed case'],
    ['abcdefg1', 2, 'lowercase with a digit'],
    ['ABCDEFG1', 2, 'uppercase with a digit'],
    ['abcdEFG1', 3, 'mixed case with a digit'],
    ['Kaffee2024', 3, 'a typical strong one'],
    ['!!!!????', 0, '8 symbols meet no criterion'],
    ['        ', 0, '8 spaces'],
    ['äöüßéàçł', 1, 'non-ASCII lowercase letters count'],
    ['ŞİĞÖÇÜÄÖ', 1, 'non-ASCII uppercase letters count'],
    ['Ärger123', 3, 'umlaut uppercase with lowercase and digits'],
  ])('%j scores %i (%s)', (password, score) => {
    expect(passwordStrength(password).score).toBe(score);
  });

  it('counts characters as code points, so emoji count once and never throw', () => {
    expect(passwordStrength('🙂🙂🙂🙂🙂🙂🙂').length).toBe(7);
    expect(passwordStrength('🙂🙂🙂🙂🙂🙂🙂a').score).toBe(1);
    expect(passwordStrength('🙂🙂🙂🙂🙂🙂🙂').score).toBe(0);
    expect(passwordStrength('👩‍👩‍👧Kaffee1').score).toBe(3);
  });

  it('reports which criteria are met', () => {
    expect(passwordStrength('abc1').met).toEqual({ lowercase: true, digit: true, uppercase: false });
  });

  it('flags passwords over the maximum length without changing the score', () => {
    const long = 'aB3'.repeat(200).slice(0, 500);
    expect(passwordStrength(long)).toMatchObject({ length: 500, tooLong: true, score: 3 });
    expect(passwordStrength('a'.repeat(passwordMaxLength)).tooLong).toBe(false);
    expect(passwordStrength('a'.repeat(passwordMaxLength + 1)).tooLong).toBe(true);
    expect(passwordStrength('abcdefgh', 5).tooLong).toBe(true);
  });
});

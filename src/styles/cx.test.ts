import { cx } from './cx';

describe('cx', () => {
  it('joins the given class names and skips false, null, undefined and empty strings', () => {
    expect(cx('a', false, 'b', null, undefined, '', 'c')).toBe('a b c');
    expect(cx()).toBe('');
  });
});

import { NO_SELECTION, previewSelectionOf, previewSelectionText } from './selection';

describe('the preview selection as a small JSON text', () => {
  it.each([
    [{}, '{}'],
    [{ test: 'checkout' }, '{"test":"checkout"}'],
    [{ test: 'checkout', group: 'B' }, '{"test":"checkout","group":"B"}'],
    [{ group: 'B', test: 'checkout' }, '{"test":"checkout","group":"B"}'],
    [{ test: 'say "hi"', group: '{}' }, '{"test":"say \\"hi\\"","group":"{}"}'],
  ])('%j ⇄ %s', (selection, text) => {
    expect(previewSelectionText(selection)).toBe(text);
    expect(previewSelectionOf(text)).toEqual(selection);
  });

  it.each([[''], [NO_SELECTION], ['checkout'], ['{"test":1}'], ['{"test":"a","extra":1}'], ['['], ['[]'], [undefined]])(
    '%j is no selection',
    (text) => {
      expect(previewSelectionOf(text)).toBeNull();
    },
  );
});

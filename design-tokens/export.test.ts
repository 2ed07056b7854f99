import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { tokensAsCss, tokensAsDtcg, tokensAsJson } from './export';

const dist = join(__dirname, 'dist');

describe('token export', () => {
  it('design-tokens/dist is up to date (run `npm run tokens` when this fails)', () => {
    expect(readFileSync(join(dist, 'tokens.json'), 'utf8')).toBe(tokensAsJson());
    expect(readFileSync(join(dist, 'tokens.css'), 'utf8')).toBe(tokensAsCss());
  });

  it('is DTCG: leaves carry $type and $value; dimensions carry px units', () => {
    const tree = tokensAsDtcg() as Record<string, any>;
    expect(tree.theme.dark.surface).toEqual({ $type: 'color', $value: '#1c1c1c' });
    expect(tree.breakpoint.m).toEqual({ $type: 'dimension', $value: { value: 767, unit: 'px' } });
    expect(tree.imagePlaceholder.width.$value).toEqual({ value: 488, unit: 'px' });
    expect(tree.duration.base.$type).toBe('duration');
  });

  it('CSS has one block per surface theme and reduced-motion durations', () => {
    const css = tokensAsCss();
    expect(css.match(/\[data-crema-theme="[a-z-]+"\]/g)).toHaveLength(12);
    expect(css).toContain('--crema-color-tone-error-foreground:');
    expect(css).toMatch(/prefers-reduced-motion: reduce\)[^}]*--crema-duration-base: 0ms/);
  });
});

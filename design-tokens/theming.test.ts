import { brandTheme, failingContrastPairs, themeCss } from './theming';
import { themeRoles } from './themeRoles';
import { surfaceThemes } from './themes';
import { tokensAsCss } from './export';

describe('brand themes', () => {
  it('start from a surface theme and override roles, tones in part', () => {
    const roles = brandTheme('light', { accent: '#0a5c36', tone: { error: { border: '#b00020' } } });
    expect(roles.accent).toBe('#0a5c36');
    expect(roles.text).toBe(themeRoles.light.text);
    expect(roles.tone.error).toEqual({ ...themeRoles.light.tone.error, border: '#b00020' });
    expect(roles.tone.info).toEqual(themeRoles.light.tone.info);
  });

  it('every built-in theme passes the contrast check', () => {
    for (const theme of surfaceThemes) expect(failingContrastPairs(themeRoles[theme]), theme).toEqual([]);
  });

  it('lists the pairs that miss their WCAG minimum, with the ratio (a pale accent fails 3:1 and 4.5:1)', () => {
    const failures = failingContrastPairs(brandTheme('light', { accent: '#f5d76e' }));
    const labels = failures.map((f) => f.label);
    expect(labels).toContain('accent on surface');
    expect(labels).toContain('onAccent on accent');
    const onAccent = failures.find((f) => f.label === 'onAccent on accent')!;
    expect(onAccent.minimum).toBe(4.5);
    expect(onAccent.ratio).toBeLessThan(4.5);
    expect(failures.every((f) => f.ratio < f.minimum)).toBe(true);
  });

  it('renders a CSS block of --crema-color-* under a selector; built-ins under the attribute Surface renders', () => {
    const css = themeCss(brandTheme('light', { accent: '#0a5c36' }), '.brand');
    expect(css.startsWith('.brand {\n')).toBe(true);
    expect(css).toContain('  --crema-color-accent: #0a5c36;');
    expect(css).toContain('  --crema-color-tone-error-foreground: ');
    expect(themeCss('beige')).toMatch(/^\[data-crema-theme="beige"\] \{/);
    expect(tokensAsCss()).toContain(themeCss('coffee-dark'));
  });
});

import { wcagContrast } from 'culori';
import { minimumContrast } from './contrastMinimums';
import { tones, type ThemeRoles } from './themes';

export { minimumContrast };

export interface ContrastPair {
  kind: keyof typeof minimumContrast;
  foreground: string;
  background: string;
  /** Role names, e.g. "text on surfaceRaised". */
  label: string;
}

/** Every foreground/background pair of roles that components put together, with the minimum it must meet. */
export function contrastPairs(r: ThemeRoles): ContrastPair[] {
  const pair = (kind: ContrastPair['kind'], fg: string, bg: string, label: string): ContrastPair => ({
    kind,
    foreground: fg,
    background: bg,
    label,
  });
  const surfaces = [
    ['surface', r.surface],
    ['surfaceRaised', r.surfaceRaised],
  ] as const;
  const pairs: ContrastPair[] = [];
  for (const [name, bg] of surfaces) {
    pairs.push(
      pair('text', r.text, bg, `text on ${name}`),
      pair('text', r.textMuted, bg, `textMuted on ${name}`),
      pair('text', r.sale, bg, `sale (as price text) on ${name}`),
      pair('ui', r.border, bg, `border on ${name}`),
      pair('ui', r.focusRing, bg, `focusRing on ${name}`),
      pair('ui', r.accent, bg, `accent on ${name}`),
      pair('ui', r.activating, bg, `activating on ${name}`),
      pair('ui', r.community, bg, `community on ${name}`),
    );
    for (const t of tones) pairs.push(pair('text', r.tone[t].foreground, bg, `tone.${t}.foreground on ${name}`));
  }
  pairs.push(
    pair('text', r.onAccent, r.accent, 'onAccent on accent'),
    pair('text', r.onActivating, r.activating, 'onActivating on activating'),
    pair('text', r.onSale, r.sale, 'onSale on sale'),
    pair('text', r.onCommunity, r.community, 'onCommunity on community'),
  );
  for (const t of tones) {
    pairs.push(
      pair('text', r.text, r.tone[t].surface, `text on tone.${t}.surface`),
      pair('ui', r.tone[t].border, r.tone[t].surface, `tone.${t}.border on tone.${t}.surface`),
      pair('ui', r.focusRing, r.tone[t].surface, `focusRing on tone.${t}.surface`),
    );
  }
  return pairs;
}

export const contrastRatio = (foreground: string, background: string): number => wcagContrast(foreground, background);

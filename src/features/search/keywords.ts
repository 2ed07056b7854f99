import { sites, type SiteCode } from '../../platform/site';
import { SEARCH_RESULTS_PREFIX } from './constants';
import { csCZWords } from './keywordTables/cs-CZ';
import { deATWords } from './keywordTables/de-AT';
import { deCHWords } from './keywordTables/de-CH';
import { deDEWords } from './keywordTables/de-DE';
import { defineKeywordTable, type KeywordTable, type KeywordWords } from './keywordTables/define';
import { frCHWords } from './keywordTables/fr-CH';
import { huHUWords } from './keywordTables/hu-HU';
import { plPLWords } from './keywordTables/pl-PL';
import { skSKWords } from './keywordTables/sk-SK';
import { trTRWords } from './keywordTables/tr-TR';
import { sanitiseSearchText } from './sanitise';

/** Each site's words, in its language(s) ("Keyword shortcut table (per site)"). */
export const keywordWords: Readonly<Record<SiteCode, KeywordWords>> = {
  DE: deDEWords,
  AT: deATWords,
  CH: deCHWords,
  CH_FR: frCHWords,
  CZ: csCZWords,
  HU: huHUWords,
  PL: plPLWords,
  SK: skSKWords,
  TR: trTRWords,
};

/**
 * "A lowercase search word maps to a target path or absolute address. Tables exist for DE, AT, CH, CH_FR, PL, CZ, SK,
 * HU, TR".
 */
export const keywordTables: Readonly<Record<SiteCode, KeywordTable>> = {
  DE: defineKeywordTable('DE', deDEWords),
  AT: defineKeywordTable('AT', deATWords),
  CH: defineKeywordTable('CH', deCHWords),
  CH_FR: defineKeywordTable('CH_FR', frCHWords),
  CZ: defineKeywordTable('CZ', csCZWords),
  HU: defineKeywordTable('HU', huHUWords),
  PL: defineKeywordTable('PL', plPLWords),
  SK: defineKeywordTable('SK', skSKWords),
  TR: defineKeywordTable('TR', trTRWords),
};

/** The table's key for a trimmed text: lower case in the site's locale (Turkish 'İADE' → 'iade'), composed accents. */
export const keywordKey = (site: SiteCode, trimmed: string) =>
  trimmed.toLocaleLowerCase(sites[site].locale).normalize('NFC');

/**
 * Where submitting `text` leads: null for empty text ("Submitting an empty search does nothing"); otherwise the text is
 * sanitised (cut to 200 characters; a term of only digits and spaces loses its spaces) and trimmed, and "if the trimmed
 * lowercase text is a key in the site's keyword table, to its target (relative or absolute); otherwise to
 * /search?query={encoded trimmed text}". Targets come only from the table or that path: no typed text leads anywhere
 * else.
 */
export function resolveSearchTarget(site: SiteCode, text: string): string | null {
  const trimmed = sanitiseSearchText(text).trim();
  if (!trimmed) return null;
  const table = keywordTables[site];
  const key = keywordKey(site, trimmed);
  // Own keys only: 'constructor' or '__proto__' typed is a search, not a property of Object.prototype.
  if (Object.hasOwn(table, key)) return table[key] ?? null;
  return `${SEARCH_RESULTS_PREFIX}${encodeURIComponent(trimmed)}`;
}

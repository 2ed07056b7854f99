import fc from 'fast-check';
import { siteCodes, type SiteCode } from '../../platform/site';
import { catalogueRoutes, countryShopAddresses, keywordRoutes, SEARCH_RESULTS_PREFIX } from './constants';
import { keywordKey, keywordTables, keywordWords, resolveSearchTarget } from './keywords';
import { keywordTopics } from './keywordTables/define';

const search = (term: string) => `/search?query=${encodeURIComponent(term)}`;

describe('keyword tables ("Keyword shortcut table (per site)")', () => {
  it('the results path is /search?query=', () => {
    expect(SEARCH_RESULTS_PREFIX).toBe('/search?query=');
  });

  it.each(siteCodes)('%s: every topic has words; keys are lowercase, trimmed, composed and listed once', (site) => {
    const words = keywordWords[site];
    const all = [
      ...keywordTopics.flatMap((topic) => words.topics[topic]),
      ...Object.values(words.countryShops ?? {}).flat(),
    ];
    for (const topic of keywordTopics) expect(words.topics[topic].length, `${site} ${topic}`).toBeGreaterThan(0);
    for (const word of all) expect(keywordKey(site, word.trim()), word).toBe(word);
    expect(new Set(all).size).toBe(all.length);
    expect(Object.keys(keywordTables[site])).toHaveLength(all.length);
  });

  it.each(siteCodes)('%s: targets are header routes, its catalogue route or configured https addresses', (site) => {
    const allowed = new Set<string>([
      ...Object.values(keywordRoutes),
      catalogueRoutes[site],
      ...Object.values(countryShopAddresses),
    ]);
    for (const target of Object.values(keywordTables[site])) {
      expect(allowed).toContain(target);
      expect(target.startsWith('https://') || (target.startsWith('/') && !target.startsWith('//'))).toBe(true);
    }
    expect(Object.values(countryShopAddresses).every((a) => new URL(a).protocol === 'https:')).toBe(true);
    expect(Object.values(keywordTables[site])).not.toContain(countryShopAddresses[site]);
  });

  it('CH and CH_FR differ in language, and each leads to the other', () => {
    expect(keywordTables.CH.versand).toBe(keywordRoutes.delivery);
    expect(keywordTables.CH_FR.versand).toBeUndefined();
    expect(keywordTables.CH_FR.livraison).toBe(keywordRoutes.delivery);
    expect(keywordTables.CH.livraison).toBeUndefined();
    expect(keywordTables.CH.français).toBe(countryShopAddresses.CH_FR);
    expect(keywordTables.CH_FR.deutsch).toBe(countryShopAddresses.CH);
  });
});

describe('resolveSearchTarget ("if the trimmed lowercase text is a key ... to its target; otherwise to /search?query={encoded trimmed text}")', () => {
  const cases: Record<SiteCode, [string, string][]> = {
    DE: [
      ['Service', keywordRoutes.service],
      ['  KATALOG ', '/themenwelten'],
      ['Geschenkkarte', keywordRoutes.giftCard],
      ['Rücksendung', keywordRoutes.returns],
      ['versand', keywordRoutes.delivery],
      ['Zahlungsarten', keywordRoutes.payment],
      ['Filialen', keywordRoutes.stores],
      ['Newsletter', keywordRoutes.newsletter],
      ['Kontakt', keywordRoutes.contact],
      ['Warenkorb', keywordRoutes.cart],
      ['Österreich', countryShopAddresses.AT],
      ['Kaffee', search('Kaffee')],
    ],
    AT: [
      ['Zustellung', keywordRoutes.delivery],
      ['Geschäft', keywordRoutes.stores],
      ['Gutschein', keywordRoutes.giftCard],
      ['Deutschland', countryShopAddresses.DE],
      ['Zustellung Wien', search('Zustellung Wien')],
    ],
    CH: [
      ['Laden', keywordRoutes.stores],
      ['Twint', keywordRoutes.payment],
      ['Retoure', keywordRoutes.returns],
      ['Francais', countryShopAddresses.CH_FR],
      ['livraison', search('livraison')],
    ],
    CH_FR: [
      ['Carte cadeau', keywordRoutes.giftCard],
      ['LIVRAISON', keywordRoutes.delivery],
      ['Magasins', keywordRoutes.stores],
      ['Catalogue', '/univers'],
      ['Deutsch', countryShopAddresses.CH],
      ['versand', search('versand')],
    ],
    CZ: [
      ['Dárková karta', keywordRoutes.giftCard],
      ['Doprava', keywordRoutes.delivery],
      ['Prodejny', keywordRoutes.stores],
      ['Katalog', '/tematicke-svety'],
      ['Káva', search('Káva')],
    ],
    HU: [
      ['Ajándékkártya', keywordRoutes.giftCard],
      ['Szállítás', keywordRoutes.delivery],
      ['Hírlevél', keywordRoutes.newsletter],
      ['Katalógus', '/temavilagok'],
      ['Kávé', search('Kávé')],
    ],
    PL: [
      ['Karta podarunkowa', keywordRoutes.giftCard],
      ['Zwrot', keywordRoutes.returns],
      ['Płatność', keywordRoutes.payment],
      ['Gazetka', '/swiaty-tematyczne'],
      ['Kawa', search('Kawa')],
    ],
    SK: [
      ['Darčeková karta', keywordRoutes.giftCard],
      ['Vrátenie', keywordRoutes.returns],
      ['Predajne', keywordRoutes.stores],
      ['Katalóg', '/tematicke-svety'],
      ['Káva', search('Káva')],
    ],
    TR: [
      ['İADE', keywordRoutes.returns],
      ['Hediye Kartı', keywordRoutes.giftCard],
      ['Mağaza', keywordRoutes.stores],
      ['ÖDEME', keywordRoutes.payment],
      ['Katalog', '/tema-dunyalari'],
      ['Kahve', search('Kahve')],
    ],
  };

  it.each(siteCodes.flatMap((site) => cases[site].map(([text, target]) => [site, text, target] as const)))(
    '%s: %j → %s',
    (site, text, target) => {
      expect(resolveSearchTarget(site, text)).toBe(target);
    },
  );

  it.each(['', '   ', '\t\n'])('empty text %j does nothing (null)', (text) => {
    expect(resolveSearchTarget('DE', text)).toBeNull();
  });

  it('sanitises and encodes the trimmed text: digits and spaces, 200 characters, special characters', () => {
    expect(resolveSearchTarget('DE', ' 123 456 ')).toBe('/search?query=123456');
    expect(resolveSearchTarget('DE', `  ${'k'.repeat(300)}`)).toBe(search('k'.repeat(198)));
    expect(resolveSearchTarget('DE', ' Tasse & <b>Kanne</b>?#x ')).toBe(
      '/search?query=Tasse%20%26%20%3Cb%3EKanne%3C%2Fb%3E%3F%23x',
    );
    expect(resolveSearchTarget('DE', '//evil.example')).toBe('/search?query=%2F%2Fevil.example');
    expect(resolveSearchTarget('DE', 'https://evil.example')).toBe('/search?query=https%3A%2F%2Fevil.example');
  });

  it('object property names are searches, not keys', () => {
    for (const text of ['constructor', '__proto__', 'toString', 'hasOwnProperty']) {
      expect(resolveSearchTarget('DE', text)).toBe(search(text));
    }
  });

  it("never leads outside the site's table or the /search?query= path (fast-check, 1,000 runs)", () => {
    const keys = siteCodes.flatMap((site) => Object.keys(keywordTables[site]));
    const text = fc.oneof(
      fc.string({ maxLength: 220, unit: 'binary' }),
      fc.constantFrom(...keys).map((key) => key.toUpperCase()),
      fc
        .tuple(fc.constantFrom(...keys), fc.string({ maxLength: 3, unit: fc.constantFrom(' ', '\t') }))
        .map(([key, pad]) => `${pad}${key}${pad}`),
      fc.constantFrom('__proto__', 'constructor', 'https://evil.example', '//evil.example', 'javascript:alert(1)'),
    );
    fc.assert(
      fc.property(fc.constantFrom(...siteCodes), text, (site, typed) => {
        const target = resolveSearchTarget(site, typed);
        if (target === null) {
          expect(typed.trim()).toBe('');
          return;
        }
        const inTable = Object.values(keywordTables[site]).includes(target);
        const isSearch =
          target.startsWith(SEARCH_RESULTS_PREFIX) &&
          decodeURIComponent(target.slice(SEARCH_RESULTS_PREFIX.length)) !== '' &&
          !/[?#&/:]/.test(target.slice(SEARCH_RESULTS_PREFIX.length));
        expect(inTable || isSearch).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });
});

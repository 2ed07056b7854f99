/**
 * Every text a shopper reads, written the way one person of the site's language would write it: one form of address
 * per locale, typographic apostrophes, and a number that never wraps away from its unit. "Every text": each site's
 * catalog (the platform's, the form fields', every feature's and the reference storefront's own texts, as a page
 * loads them), the form fields' catalogs of the three locales no site uses, and the content the reference services
 * answer per site (footer, navigation, theme worlds, promotions, content pages, stores, orders, products, the cart's
 * articles).
 */
import { formCatalogs, sites, type Site } from 'crema';
import { contentPageSlugs } from 'crema/services';
import {
  footerContentOf,
  headerShowOf,
  headerTreeOf,
  themeWorldsOf,
  seedPromotions,
  contentPageOf,
  ordersOf,
  storesOf,
  catalogueOf,
  cartArticles,
  cartPartnerProducts,
  titleLanguageOf,
} from 'crema/mocks';
import { loadAppMessages } from '.';

interface Text {
  where: string;
  text: string;
}

/** Catalog ids that are no text: addresses. */
const isAddressId = (id: string) => id.endsWith('.url');
/**
 * The staff preview panel's catalog is English on every site (the panel is for staff, not shoppers), so it keeps
 * English's one form of address and is left out of the per-site voice.
 */
const isStaffId = (id: string) => id.startsWith('preview.');

/** The keys of service content whose values are addresses, names of things or codes, never read as text. */
const codeKeys =
  /^(url|href|src|source|iconName|id|slug|tcm|productId|category|apiType|currency|code|tags|placement|campaignId|backgroundColor|textColor|color|voucherCode|imageSrc|key|status|date|postcode|phone|email)$/i;
const isCode = (text: string) => /^(\/|https?:|#|mailto:|tel:|data:)/.test(text);

function collect(value: unknown, where: string, into: Text[]) {
  if (typeof value === 'string') {
    if (!isCode(value)) into.push({ where, text: value });
  } else if (Array.isArray(value)) {
    value.forEach((item, i) => collect(item, `${where}[${i}]`, into));
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) if (!codeKeys.test(key)) collect(item, `${where}.${key}`, into);
  }
}

/** The content the reference services answer for a site, as texts. */
function contentTexts(site: Site): Text[] {
  const texts: Text[] = [];
  const code = site.code;
  collect(footerContentOf(code), 'footer', texts);
  collect(headerShowOf(code), 'header', texts);
  collect(headerTreeOf(code), 'navigation', texts);
  collect(themeWorldsOf(code, new Date('2025-06-02T10:00:00Z')), 'themeWorlds', texts);
  for (const promotion of seedPromotions) {
    if (promotion.sites && !promotion.sites.includes(code)) continue;
    collect(promotion.content(code), `promotion ${promotion.id}`, texts);
  }
  for (const slug of contentPageSlugs) collect(contentPageOf(code, slug), `page ${slug}`, texts);
  collect(storesOf(code), 'stores', texts);
  collect(ordersOf(code), 'orders', texts);
  collect(catalogueOf(code), 'products', texts);
  for (const item of [...cartArticles, ...cartPartnerProducts]) {
    collect(item.titles[titleLanguageOf(site)], 'cart article', texts);
  }
  return texts;
}

/** Everything a site's shopper reads: its catalog and its content. */
async function siteTexts(site: Site): Promise<Text[]> {
  const catalog = (await loadAppMessages(site.locale)) as Record<string, string>;
  return [
    ...Object.entries(catalog)
      .filter(([id]) => !isAddressId(id) && !isStaffId(id))
      .map(([id, text]) => ({ where: id, text })),
    ...contentTexts(site),
  ];
}

const offending = (texts: readonly Text[], pattern: RegExp) =>
  texts.filter(({ text }) => pattern.test(text)).map(({ where, text }) => `${where}: ${text}`);

/** A whole word (letters of any script on neither side), case-insensitive unless `caseSensitive`. */
const words = (list: readonly string[], caseSensitive = false) =>
  new RegExp(`(?<!\\p{L})(${list.join('|')})(?!\\p{L})`, caseSensitive ? 'u' : 'iu');
/** An imperative of the other form at the start of a sentence (the form's pronoun does not follow it). */
const sentenceStart = (list: readonly string[], unless: string) =>
  new RegExp(`(^|[.!?:]\\s+)(${list.join('|')})(?!\\p{L})(?!\\s+${unless}(?!\\p{L}))`, 'u');

/**
 * The form of address each locale uses, and the other form's words a text of that locale must not contain:
 * - German: "Sie" (the spec's German texts: "Bitte geben Sie eine gültige E-Mail-Adresse ein."); no du/dich/dir/dein…,
 *   ihr/euch/euer… as address, nor the du-imperatives shops start sentences with.
 * - French: "vous"; no tu/te/toi/ton/ta/tes, t’, "salut", nor tu-imperatives.
 * - Czech and Slovak: "vy" (vykání); no ty-pronouns or possessives, "ahoj", nor verbs in the second person singular
 *   (-áš, -íš, -eš).
 * - Hungarian: "Ön" (magázás, the verb in the third person); no te/téged/neked…, "szia", nor te-imperatives or
 *   te-possessives shops use.
 * - Polish: "Ty", the second person singular Polish online shops address their customers with, its pronouns and
 *   possessives capitalised as a courtesy (Twój, Cię); no Pan/Pani (which needs the reader's gender) and no plural
 *   Państwo/Wy forms. The salutation options "Pan" and "Pani" are the form's answers, not an address.
 * - Turkish: "siz" in every sentence; no sen/seni/sana/senin…, "selam", nor sen-forms of verbs shops use. A control's
 *   short command keeps the bare verb as Turkish interfaces write it ("Kodu kopyala", like German "Code kopieren").
 */
const otherForm: Record<string, { patterns: RegExp[]; except?: (where: string) => boolean }> = {
  de: {
    patterns: [
      words(['du', 'dich', 'dir', 'dein', 'deine', 'deinem', 'deinen', 'deiner', 'deines']),
      words(['euch', 'euer', 'eure', 'eurem', 'euren', 'eurer', 'eures']),
      sentenceStart(
        [
          'Entdecke',
          'Melde',
          'Hol',
          'Hole',
          'Schau',
          'Gib',
          'Bestelle',
          'Lass',
          'Probiere',
          'Spare',
          'Finde',
          'Nimm',
          'Kaufe',
          'Abonniere',
          'Folge',
          'Besuche',
          'Bleib',
          'Bleibe',
          'Registriere',
          'Wähle',
          'Prüfe',
          'Gönn',
          'Gönne',
          'Erhalte',
          'Teste',
          'Klicke',
          'Sieh',
          'Versuche',
          'Genieße',
          'Geniesse',
          'Lade',
        ],
        'Sie',
      ),
    ],
  },
  fr: {
    patterns: [
      words(['tu', 'te', 'toi', 'ton', 'ta', 'tes', 'salut']),
      /(?<!\p{L})t['’]\p{L}/iu,
      sentenceStart(
        [
          'Découvre',
          'Profite',
          'Inscris',
          'Suis',
          'Choisis',
          'Trouve',
          'Essaie',
          'Essaye',
          'Rejoins',
          'Télécharge',
          'Connecte',
          'Abonne',
          'Clique',
          'Saisis',
          'Vérifie',
          'Réessaie',
        ],
        'vous',
      ),
    ],
  },
  cs: {
    patterns: [
      // "ty" and "ti" are also Czech demonstratives ("ty produkty"): left to the possessives and verbs.
      words(['tě', 'tebe', 'tobě', 'tebou', 'tvůj', 'tvoje', 'tvá', 'tvé', 'tvých', 'tvým', 'tvými', 'tvou', 'tvého']),
      words(['tvému', 'tvoji', 'tvojí', 'sis', 'jsi', 'ahoj']),
      /(?<!\p{L})(?!(?:náš|váš|Náš|Váš)(?!\p{L}))\p{L}+(áš|íš|eš|ješ)(?!\p{L})/u,
    ],
  },
  sk: {
    patterns: [
      words(['ty', 'ťa', 'teba', 'tebe', 'tebou', 'ti', 'tvoj', 'tvoja', 'tvoje', 'tvojho', 'tvojmu', 'tvojom']),
      words(['tvojou', 'tvoji', 'tvojich', 'tvojim', 'tvojimi', 'ahoj']),
      /(?<!\p{L})(?!(?:náš|váš|Náš|Váš)(?!\p{L}))\p{L}+(áš|íš|eš|ieš)(?!\p{L})/u,
    ],
  },
  hu: {
    patterns: [
      words(['te', 'téged', 'neked', 'tiéd', 'veled', 'tőled', 'rólad', 'nálad', 'hozzád', 'belőled', 'benned']),
      words(['érted', 'ti', 'titeket', 'nektek', 'veletek', 'szia', 'sziasztok']),
      // Te-imperatives and te-possessives shops use (Ön: iratkozzon, fedezze fel, kosara, fiókja).
      words([
        'iratkozz',
        'fedezd',
        'válassz',
        'nézd',
        'töltsd',
        'kövess',
        'kattints',
        'írd',
        'próbáld',
        'vásárolj',
        'rendelj',
        'lépj',
        'regisztrálj',
        'ellenőrizd',
        'add',
        'kosarad',
        'fiókod',
        'rendelésed',
        'adataid',
        'jelszavad',
        'címed',
        'szeretnél',
        'keresel',
      ]),
    ],
  },
  pl: {
    patterns: [
      words(['Pan', 'Pani', 'Pana', 'Panu', 'Panem', 'Panią', 'Państwo', 'Państwa', 'Państwu', 'Państwem'], true),
      words(['wasz', 'wasza', 'wasze', 'waszego', 'waszej', 'waszym', 'waszych', 'was', 'wam', 'wami', 'wy']),
      // Ty's pronouns and possessives are written with a capital.
      words(
        ['ty', 'twój', 'twoja', 'twoje', 'twojego', 'twojej', 'twoim', 'twoich', 'twoją', 'twoimi', 'ciebie', 'cię'],
        true,
      ),
      words(['tobie', 'tobą'], true),
    ],
    except: (where) => /\.salutation\.(mr|mrs)$/.test(where),
  },
  tr: {
    patterns: [
      words(['sen', 'seni', 'sana', 'senin', 'sende', 'senden', 'seninle', 'sizler']),
      words(['yapabilirsin', 'edebilirsin', 'bulabilirsin', 'alabilirsin', 'isteyebilirsin', 'ister misin']),
      words(['istersen', 'misin', 'musun', 'müsün', 'mısın', 'selam']),
    ],
  },
};

/**
 * The units a number must not wrap away from: symbols and abbreviations (mass, volume, length, time, temperature,
 * percent, pieces, the nine sites' currencies as their prices and the spec write them). Spelled-out words ("30 Tage", "3 mois",
 * "{count, number} Artikel") wrap as words do and are not units here. A number is a digit, ICU's plural `#`, or a
 * placeholder (`{amount} €`: the argument is the number).
 */
const units = ['g', 'kg', 'mg', 'ml', 'cl', 'l', 'km', 'm', 'cm', 'mm', 'min', 'h', 's', '°C', '%', '€', 'Euro'];
/** The abbreviations of "pieces" (Czech and Slovak ks, Polish szt., Hungarian db, German Stk.). */
const pieceUnits = ['ks', 'szt\\.', 'db', 'Stk\\.'];
const currencyUnits = ['CHF', 'Fr\\.', 'Kč', 'Ft', 'zł', 'TL', 'EUR', 'CZK', 'HUF', 'PLN', 'TRY'];
const unitPattern = [...units, ...pieceUnits, ...currencyUnits].join('|');
/** A number, then an ordinary (breaking) space, then a unit. */
const numberSpaceUnit = new RegExp(`(\\d|#|\\})[ \\t\\n]+(${unitPattern})(?![\\p{L}\\d])`, 'u');
/** A currency written before its amount ("CHF 30") with a breaking space. */
const unitSpaceNumber = new RegExp(`(?<!\\p{L})(${currencyUnits.join('|')}|€)[ \\t\\n]+(\\d|\\{)`, 'u');

const siteList = Object.values(sites);

describe('every text a site shows speaks with one voice', () => {
  it.each(siteList)('$code ($locale): one form of address throughout', async (site) => {
    const rules = otherForm[site.locale.slice(0, 2)]!;
    const texts = (await siteTexts(site)).filter(({ where }) => !rules.except?.(where));
    expect(rules.patterns.flatMap((pattern) => offending(texts, pattern))).toEqual([]);
  });

  it.each(siteList)('$code ($locale): typographic apostrophes only (an ASCII one is ICU quoting)', async (site) => {
    expect(offending(await siteTexts(site), /'/)).toEqual([]);
  });

  /**
   * Swiss French sets its high punctuation apart with a space that never breaks: a no-break space before ":" and
   * inside « », a narrow no-break space before ";", "!" and "?". Never an ordinary space (the sign would wrap onto a
   * line of its own) and never none. A colon between digits (9:00), in an address or in ICU syntax (::percent) is
   * no punctuation.
   */
  it('CH_FR (fr-CH): high punctuation set apart by a no-break space', async () => {
    const texts = await siteTexts(sites.CH_FR);
    expect(offending(texts, /(?<!\u00a0|:|\d|https?)(?<!::\w*):(?!:|\/\/|\d)/u), 'before :').toEqual([]);
    // Not a character reference's semicolon (&amp;) nor markup's "<!".
    expect(offending(texts, /(?<!\u202f|&#?\w+|<)[;!?]/u), 'before ; ! ?').toEqual([]);
    expect(offending(texts, /«(?!\u00a0)|(?<!\u00a0)»/u), 'inside « »').toEqual([]);
  });

  it.each(siteList)('$code ($locale): no breaking space between a number and its unit', async (site) => {
    const texts = await siteTexts(site);
    expect(offending(texts, numberSpaceUnit)).toEqual([]);
    expect(offending(texts, unitSpaceNumber)).toEqual([]);
  });

  it.each(Object.entries(formCatalogs))(
    'form fields, %s: the same for the form texts of all 12 locales',
    (_, catalog) => {
      const texts = Object.entries(catalog).map(([where, text]) => ({ where, text: String(text) }));
      expect(offending(texts, /'/)).toEqual([]);
      expect(offending(texts, numberSpaceUnit)).toEqual([]);
    },
  );

  it('the checks find what they look for', () => {
    const probe = (text: string) => [{ where: 'probe', text }];
    const de = otherForm.de!.patterns;
    expect(de.some((p) => offending(probe('Darauf kannst du dich verlassen:'), p).length)).toBe(true);
    expect(de.some((p) => offending(probe('Folge uns'), p).length)).toBe(true);
    expect(de.some((p) => offending(probe('Folgen Sie uns'), p).length)).toBe(false);
    expect(otherForm.fr!.patterns.some((p) => p.test('Inscris-toi'))).toBe(true);
    expect(otherForm.fr!.patterns.some((p) => p.test('Que cherchez-vous aujourd’hui ?'))).toBe(false);
    expect(otherForm.cs!.patterns.some((p) => p.test('Co hledáš?'))).toBe(true);
    expect(otherForm.cs!.patterns.some((p) => p.test('Váš košík je prázdný.'))).toBe(false);
    expect(otherForm.pl!.patterns.some((p) => p.test('Czego Pan szuka?'))).toBe(true);
    expect(otherForm.pl!.patterns.some((p) => p.test('Na Twoim koncie'))).toBe(false);
    expect(numberSpaceUnit.test('500 g Kaffee')).toBe(true);
    expect(numberSpaceUnit.test('500\u00a0g Kaffee')).toBe(false);
    expect(numberSpaceUnit.test('{count, number} Artikel')).toBe(false);
    expect(unitSpaceNumber.test('ab CHF 30')).toBe(true);
  });
});

import type { SiteLocale } from 'crema';
import { swissGermanCatalog } from 'crema/tokens';

/**
 * The texts of the reference storefront's stand-in consent banner ("What the consent overlay shows is not shown";
 * the real provider brings its own). German (Germany) is the reference: its keys are the ids, and every
 * other locale has exactly these (a missing translation is a type error). The served script picks one by
 * `document.documentElement.lang`, de-DE otherwise.
 */
const deDE = {
  'consent.title': 'Cookies und Datenschutz',
  'consent.text':
    'Wir verwenden Cookies, damit unser Shop funktioniert, und mit Ihrer Zustimmung auch, um ihn zu verbessern und Ihnen passende Angebote zu zeigen.',
  'consent.acceptAll': 'Alle akzeptieren',
  'consent.onlyNecessary': 'Nur notwendige',
} as const;

export type ConsentMessageId = keyof typeof deDE;
type ConsentCatalog = Readonly<Record<ConsentMessageId, string>>;

const deAT = { ...deDE } satisfies ConsentCatalog;

const deCH = swissGermanCatalog(deDE);

const frCH = {
  'consent.title': 'Cookies et protection des données',
  'consent.text':
    'Nous utilisons des cookies pour que notre boutique fonctionne et, avec votre accord, pour l’améliorer et vous montrer des offres adaptées.',
  'consent.acceptAll': 'Tout accepter',
  'consent.onlyNecessary': 'Uniquement les nécessaires',
} satisfies ConsentCatalog;

const csCZ = {
  'consent.title': 'Soubory cookie a ochrana osobních údajů',
  'consent.text':
    'Soubory cookie používáme, aby náš obchod fungoval, a s vaším souhlasem také k jeho zlepšování a k zobrazování vhodných nabídek.',
  'consent.acceptAll': 'Přijmout vše',
  'consent.onlyNecessary': 'Pouze nezbytné',
} satisfies ConsentCatalog;

const huHU = {
  'consent.title': 'Sütik és adatvédelem',
  'consent.text':
    'Sütiket használunk, hogy webáruházunk működjön, és az Ön hozzájárulásával arra is, hogy fejlesszük, és személyre szabott ajánlatokat mutassunk.',
  'consent.acceptAll': 'Összes elfogadása',
  'consent.onlyNecessary': 'Csak a szükségesek',
} satisfies ConsentCatalog;

const plPL = {
  'consent.title': 'Pliki cookie i ochrona danych',
  'consent.text':
    'Używamy plików cookie, aby nasz sklep działał, a za Twoją zgodą także po to, by go ulepszać i pokazywać Ci dopasowane oferty.',
  'consent.acceptAll': 'Zaakceptuj wszystkie',
  'consent.onlyNecessary': 'Tylko niezbędne',
} satisfies ConsentCatalog;

const skSK = {
  'consent.title': 'Súbory cookie a ochrana údajov',
  'consent.text':
    'Súbory cookie používame, aby náš obchod fungoval, a s vaším súhlasom aj na jeho zlepšovanie a zobrazovanie vhodných ponúk.',
  'consent.acceptAll': 'Prijať všetky',
  'consent.onlyNecessary': 'Iba nevyhnutné',
} satisfies ConsentCatalog;

const trTR = {
  'consent.title': 'Çerezler ve veri koruma',
  'consent.text':
    'Mağazamızın çalışması için çerezler kullanıyoruz; onayınızla mağazamızı geliştirmek ve size uygun teklifler göstermek için de kullanıyoruz.',
  'consent.acceptAll': 'Tümünü kabul et',
  'consent.onlyNecessary': 'Yalnızca gerekli olanlar',
} satisfies ConsentCatalog;

/** The banner's texts per locale of the nine sites. */
export const consentMessages = {
  'de-DE': deDE,
  'de-AT': deAT,
  'de-CH': deCH,
  'fr-CH': frCH,
  'cs-CZ': csCZ,
  'hu-HU': huHU,
  'pl-PL': plPL,
  'sk-SK': skSK,
  'tr-TR': trTR,
} as const satisfies Record<SiteLocale, ConsentCatalog>;

/**
 * Top-banner content with long texts, as a CMS editor writes them on a busy campaign: long headlines, a subline with
 * conditions, a long legal text with simple markup and the language's long words (German compounds, Hungarian and
 * Turkish agglutination), in German, Hungarian and Turkish. The stories check that all of it wraps at 375 px.
 */
import type { SiteCode } from '../../../src/platform/site';

export const longTextSites = ['DE', 'HU', 'TR'] as const satisfies readonly SiteCode[];
export type LongTextSite = (typeof longTextSites)[number];

export const longTexts: Record<LongTextSite, Record<string, unknown>> = {
  DE: {
    headline:
      'Nur für kurze Zeit: 15 % Rabatt auf alle Kaffeevollautomaten, Milchaufschäumer und Entkalkungstabletten im Onlineshop',
    headlineShort: '15 % auf Kaffeevollautomaten und Zubehör',
    subline:
      'Gültig bis einschließlich Sonntag, solange der Vorrat reicht – versandkostenfrei ab 20 € Bestellwert, auch in Ihre Wunschfiliale',
    voucherCode: 'KAFFEE15',
    voucherCodeInstructions:
      'Gutscheincode kopieren und vor dem Abschluss der Bestellung im Warenkorb im Feld „Gutschein einlösen“ eingeben',
    legalTextHint: 'Teilnahmebedingungen und Hinweise zum Datenschutz',
    legalTextHintShort: 'Teilnahmebedingungen',
    legalText:
      '<p>Der Gutscheincode ist bis einschließlich 31.12., 23:59 Uhr, <strong>einmal pro Kundenkonto</strong> im Onlineshop einlösbar. Ausgenommen sind preisgebundene Artikel, Geschenkkarten, Kaffeeabonnements sowie bereits reduzierte Artikel.</p><p>Keine Barauszahlung, keine Kombination mit anderen Rabattaktionen. Bei Rücksendung einzelner Artikel wird der Rabatt anteilig verrechnet. Nicht gültig für Kaffeevollautomatenentkalkungstabletten im Vorratspack und Milchaufschäumerreinigungsflüssigkeit.</p>',
    ctaButtonText: 'Jetzt Kaffeevollautomaten entdecken',
    links: [
      { url: '/c/service', text: 'Versandkostenfreie Lieferung in die Wunschfiliale', boldLink: true },
      { url: '/service/storefinder/', text: 'Über 550 Filialen in ganz Deutschland' },
    ],
  },
  HU: {
    headline:
      'Csak korlátozott ideig: 15% kedvezmény minden automata kávéfőzőre, tejhabosítóra és vízkőmentesítő tablettára a webáruházban',
    headlineShort: '15% kedvezmény automata kávéfőzőkre',
    subline:
      'Vasárnap éjfélig érvényes, a készlet erejéig – 30 napos visszaküldési jog minden rendelésre, ingyenes átvétellel az üzletekben',
    voucherCode: 'KAVE15',
    voucherCodeInstructions:
      'Másolja ki a kuponkódot, és a rendelés véglegesítése előtt írja be a kosárban a „Kupon beváltása” mezőbe',
    legalTextHint: 'Részvételi feltételek és adatvédelmi tájékoztató',
    legalTextHintShort: 'Részvételi feltételek',
    legalText:
      '<p>A kuponkód december 31-én 23:59-ig <strong>ügyfélfiókonként egyszer</strong> váltható be a webáruházban. Nem vonatkozik az ajándékkártyákra, a kávé-előfizetésekre és a már leárazott termékekre.</p><p>Készpénzre nem váltható, más kedvezményekkel nem vonható össze. Egyes termékek visszaküldése esetén a kedvezményt arányosan számítjuk el. A legeslegmegszentségteleníttethetetlenebbjeitekként ismert vízkőmentesítő-utántöltő-csomagokra nem érvényes.</p>',
    ctaButtonText: 'Automata kávéfőzők megtekintése',
    links: [
      { url: '/c/service', text: '30 napos visszaküldési jog minden termékre', boldLink: true },
      { url: '/subscribenewsletter', text: 'Iratkozzon fel hírlevelünkre, és kapjon 10% kedvezményt' },
    ],
  },
  TR: {
    headline:
      'Sınırlı süre için: Tüm tam otomatik kahve makinelerinde, süt köpürtücülerde ve kireç çözücü tabletlerde %15 indirim',
    headlineShort: 'Kahve makinelerinde %15 indirim',
    subline:
      'Pazar gece yarısına kadar, stoklarla sınırlı olmak üzere geçerlidir – 175 TL üzeri kahve siparişlerinde ücretsiz kargo',
    voucherCode: 'KAHVE15',
    voucherCodeInstructions:
      'İndirim kodunu kopyalayın ve siparişinizi tamamlamadan önce sepetteki “Kupon kodu” alanına yapıştırın',
    legalTextHint: 'Kampanya koşulları ve kişisel verilerin korunması hakkında bilgilendirme',
    legalTextHintShort: 'Kampanya koşulları',
    legalText:
      '<p>İndirim kodu 31 Aralık saat 23:59’a kadar çevrimiçi mağazada <strong>müşteri hesabı başına bir kez</strong> kullanılabilir. Hediye kartları, kahve abonelikleri ve indirimli ürünler kampanyaya dahil değildir.</p><p>İndirim nakde çevrilemez ve diğer kampanyalarla birleştirilemez. Siparişin bir kısmının iade edilmesi durumunda indirim orantılı olarak düşülür. Çekoslovakyalılaştıramadıklarımızdanmışsınızcasına uzun kelimeler de satır sonunda bölünür.</p>',
    ctaButtonText: 'Tam otomatik kahve makinelerini keşfedin',
    links: [
      { url: '/c/service', text: '175 TL üzeri kahve siparişlerinde ücretsiz kargo', boldLink: true },
      { url: '/subscribenewsletter', text: 'Bültenimize abone olun ve %10 indirim kazanın' },
    ],
  },
};

import type { NavigationMessageId } from './de-DE';

/** Slovak. */
export const skSK = {
  'navigation.label': 'Hlavná navigácia',
  'navigation.themeWorldsOverview': 'Zobraziť všetky tematické svety',
  'navigation.newFlag': 'Novinka',
  'navigation.open': 'Otvoriť menu',
  'navigation.close': 'Zavrieť menu',
  'navigation.back': 'Späť',
  'navigation.backTo': 'Späť na {title}',
  'navigation.showAll': 'Všetko z kategórie {title}',
  'navigation.teasers': 'Odporúčame',
  'navigation.newTabHint': '(otvorí sa na novej karte)',
  'navigation.menuTitle': 'Menu',
  'navigation.loyaltyCard': 'S vernostnou kartou',
  'navigation.subcategories': 'Kategórie v {title}',
  'navigation.themeWorldSection.scout': 'Tipy Scouta',
  'navigation.themeWorldSection.new': 'Nové tematické svety',
  'navigation.themeWorldSection.more': 'Ďalšie tematické svety',
  'navigation.themeWorldSection.lastChance': 'Posledná šanca',
} satisfies Record<NavigationMessageId, string>;

import type { NavigationMessageId } from './de-DE';

/** Czech. */
export const csCZ = {
  'navigation.label': 'Hlavní navigace',
  'navigation.themeWorldsOverview': 'Zobrazit všechny tematické světy',
  'navigation.newFlag': 'Novinka',
  'navigation.open': 'Otevřít menu',
  'navigation.close': 'Zavřít menu',
  'navigation.back': 'Zpět',
  'navigation.backTo': 'Zpět na {title}',
  'navigation.showAll': 'Vše z kategorie {title}',
  'navigation.teasers': 'Doporučujeme',
  'navigation.newTabHint': '(otevře se v nové záložce)',
  'navigation.menuTitle': 'Menu',
  'navigation.loyaltyCard': 'S věrnostní kartou',
  'navigation.subcategories': 'Kategorie v {title}',
  'navigation.themeWorldSection.scout': 'Tipy Scouta',
  'navigation.themeWorldSection.new': 'Nové tematické světy',
  'navigation.themeWorldSection.more': 'Další tematické světy',
  'navigation.themeWorldSection.lastChance': 'Poslední šance',
} satisfies Record<NavigationMessageId, string>;

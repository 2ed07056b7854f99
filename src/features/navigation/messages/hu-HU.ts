import type { NavigationMessageId } from './de-DE';

/** Hungarian. */
export const huHU = {
  'navigation.label': 'Főnavigáció',
  'navigation.themeWorldsOverview': 'Az összes tematikus világ',
  'navigation.newFlag': 'Új',
  'navigation.open': 'Menü megnyitása',
  'navigation.close': 'Menü bezárása',
  'navigation.back': 'Vissza',
  'navigation.backTo': 'Vissza ide: {title}',
  'navigation.showAll': 'Minden ebben: {title}',
  'navigation.teasers': 'Ajánlataink',
  'navigation.newTabHint': '(új lapon nyílik meg)',
  'navigation.menuTitle': 'Menü',
  'navigation.loyaltyCard': 'Törzsvásárlói kártyával',
  'navigation.subcategories': 'Kategóriák: {title}',
  'navigation.themeWorldSection.scout': 'Scout ajánlatai',
  'navigation.themeWorldSection.new': 'Új témavilágok',
  'navigation.themeWorldSection.more': 'További témavilágok',
  'navigation.themeWorldSection.lastChance': 'Utolsó esély',
} satisfies Record<NavigationMessageId, string>;

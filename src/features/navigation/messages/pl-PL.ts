import type { NavigationMessageId } from './de-DE';

/** Polish. */
export const plPL = {
  'navigation.label': 'Nawigacja główna',
  'navigation.themeWorldsOverview': 'Zobacz wszystkie światy tematyczne',
  'navigation.newFlag': 'Nowość',
  'navigation.open': 'Otwórz menu',
  'navigation.close': 'Zamknij menu',
  'navigation.back': 'Wstecz',
  'navigation.backTo': 'Wróć do: {title}',
  'navigation.showAll': 'Wszystko z kategorii {title}',
  'navigation.teasers': 'Polecamy',
  'navigation.newTabHint': '(otwiera się w nowej karcie)',
  'navigation.menuTitle': 'Menu',
  'navigation.loyaltyCard': 'Z kartą klienta',
  'navigation.subcategories': 'Kategorie w {title}',
  'navigation.themeWorldSection.scout': 'Polecenia Scouta',
  'navigation.themeWorldSection.new': 'Nowe światy tematyczne',
  'navigation.themeWorldSection.more': 'Więcej światów tematycznych',
  'navigation.themeWorldSection.lastChance': 'Ostatnia szansa',
} satisfies Record<NavigationMessageId, string>;

/**
 * The main navigation's texts: menu, flyout levels, mobile drill-down.
 * German (Germany) is the reference: its keys are the message ids, and every other locale has exactly these (a missing
 * translation is a type error).
 */
export const deDE = {
  'navigation.label': 'Hauptnavigation',
  'navigation.themeWorldsOverview': 'Alle Themenwelten ansehen',
  'navigation.newFlag': 'Neu',
  'navigation.open': 'Menü öffnen',
  'navigation.close': 'Menü schließen',
  'navigation.back': 'Zurück',
  'navigation.backTo': 'Zurück zu {title}',
  'navigation.showAll': 'Alles aus {title}',
  'navigation.teasers': 'Empfehlungen',
  'navigation.newTabHint': '(öffnet in neuem Tab)',
  'navigation.menuTitle': 'Menü',
  'navigation.loyaltyCard': 'Mit Kundenkarte',
  'navigation.subcategories': 'Kategorien in {title}',
  'navigation.classicNav.coffee': 'Kaffee',
  'navigation.classicNav.coffee.url': '/c/kaffee',
  'navigation.classicNav.household': 'Haushalt',
  'navigation.classicNav.household.url': '/c/haushalt',
  'navigation.classicNav.fashion': 'Mode',
  'navigation.classicNav.fashion.url': '/c/mode',
  'navigation.classicNav.sale': 'Angebote',
  'navigation.classicNav.sale.url': '/c/angebote',
  /** A theme-world section's headline when the response's is blank (bad input). */
  'navigation.themeWorldSection.scout': 'Unsere Scout-Empfehlungen',
  'navigation.themeWorldSection.new': 'Neue Themenwelten',
  'navigation.themeWorldSection.more': 'Weitere Themenwelten',
  'navigation.themeWorldSection.lastChance': 'Letzte Chance',
} as const;

export type NavigationMessageId = keyof typeof deDE;

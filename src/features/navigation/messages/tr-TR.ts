import type { NavigationMessageId } from './de-DE';

/** Turkish. */
export const trTR = {
  'navigation.label': 'Ana menü',
  'navigation.themeWorldsOverview': 'Tüm tema dünyalarını gör',
  'navigation.newFlag': 'Yeni',
  'navigation.open': 'Menüyü aç',
  'navigation.close': 'Menüyü kapat',
  'navigation.back': 'Geri',
  'navigation.backTo': '{title} menüsüne dön',
  'navigation.showAll': '{title} kategorisinin tümü',
  'navigation.teasers': 'Önerilerimiz',
  'navigation.newTabHint': '(yeni sekmede açılır)',
  'navigation.menuTitle': 'Menü',
  'navigation.loyaltyCard': 'Müşteri kartıyla',
  'navigation.subcategories': '{title} kategorileri',
  'navigation.themeWorldSection.scout': 'Scout önerileri',
  'navigation.themeWorldSection.new': 'Yeni tema dünyaları',
  'navigation.themeWorldSection.more': 'Diğer tema dünyaları',
  'navigation.themeWorldSection.lastChance': 'Son fırsat',
} satisfies Record<NavigationMessageId, string>;

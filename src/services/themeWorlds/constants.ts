/** Constants of the theme-worlds service: its call, the section order, the badge and availability types. */

/** The theme-world call: GET /service/themeworld-frontend/api/themeworlds/navigation. */
export const THEME_WORLDS_PATH = '/service/themeworld-frontend/api/themeworlds/navigation';

/** The theme-world flyout: "sections in this order, each only if it has theme worlds: scout, new, more, lastChance". */
export const themeWorldSections = ['scout', 'new', 'more', 'lastChance'] as const;
export type ThemeWorldSectionName = (typeof themeWorldSections)[number];

/** "Badge types: scout, new, preview". */
export const themeWorldBadges = ['scout', 'new', 'preview'] as const;
export type ThemeWorldBadge = (typeof themeWorldBadges)[number];

/** "Availability types: onlineOnly, nextWeekStore, thisWeekStore, storeAlso, storeWednesday". */
export const themeWorldAvailabilities = [
  'onlineOnly',
  'nextWeekStore',
  'thisWeekStore',
  'storeAlso',
  'storeWednesday',
] as const;
export type ThemeWorldAvailability = (typeof themeWorldAvailabilities)[number];

/** Bad input, "an unknown badge or availability type": logged once per unknown name, the theme world stays. */
export const THEME_WORLD_UNKNOWN_TYPE_LOG = '[crema] Theme worlds: unknown badge or availability type ignored:';

/** Bad input: a theme world without url or title cannot be a link; left out, logged once. */
export const THEME_WORLD_DROPPED_LOG = '[crema] Theme worlds: an entry without url or title was left out.';

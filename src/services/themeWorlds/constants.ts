/** Constants of the theme-worlds service (spec 000 §2, §3, §7 #6). */

/** Spec 000 §7 #6: "GET /service/themeworld-frontend/api/themeworlds/navigation". */
export const THEME_WORLDS_PATH = '/service/themeworld-frontend/api/themeworlds/navigation';

/** Spec 000 §2 screen 4: "sections in this order, each only if it has theme worlds: scout, new, more, lastChance". */
export const themeWorldSections = ['scout', 'new', 'more', 'lastChance'] as const;
export type ThemeWorldSectionName = (typeof themeWorldSections)[number];

/** Spec 000 §3: "Badge types: scout, new, preview". */
export const themeWorldBadges = ['scout', 'new', 'preview'] as const;
export type ThemeWorldBadge = (typeof themeWorldBadges)[number];

/** Spec 000 §3: "Availability types: onlineOnly, nextWeekStore, thisWeekStore, storeAlso, storeWednesday". */
export const themeWorldAvailabilities = [
  'onlineOnly',
  'nextWeekStore',
  'thisWeekStore',
  'storeAlso',
  'storeWednesday',
] as const;
export type ThemeWorldAvailability = (typeof themeWorldAvailabilities)[number];

/** Issue 9 "Bad input ... an unknown badge or availability type": logged once per unknown name, the theme world stays. */
export const THEME_WORLD_UNKNOWN_TYPE_LOG = '[crema] Theme worlds: unknown badge or availability type ignored:';

/** Issue 9 "Bad input": a theme world without url or title cannot be a link; left out, logged once. */
export const THEME_WORLD_DROPPED_LOG = '[crema] Theme worlds: an entry without url or title was left out.';

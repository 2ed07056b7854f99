import { z } from 'zod';
import { themeWorldAvailabilities, themeWorldBadges, themeWorldSections } from './constants';

/** A list of known values: unknown entries are dropped (new badge types must not hide a theme world). */
const knownList = <T extends string>(known: readonly T[]) =>
  z
    .array(z.string())
    .default([])
    .transform((list) => list.filter((v): v is T => (known as readonly string[]).includes(v)));

/** Spec 000 §3 "desktopImg (imageDerivative, cutout with focusPoint x/y and zoom)". */
export const themeWorldImageSchema = z.looseObject({
  imageDerivative: z.string(),
  cutout: z
    .looseObject({
      focusPoint: z.looseObject({ x: z.number(), y: z.number() }).optional(),
      zoom: z.number().optional(),
    })
    .optional(),
});

/**
 * Spec 000 §3 "Theme-world: url, imgUrl, desktopImg, title, a loyalty-card flag, availability list, badges,
 * endDate, endDateText, onlyXDaysLeftText". The loyalty-card flag's name is not shown: chosen `loyaltyCard`.
 * Badges and availability are lists of type names; unknown names are dropped.
 */
export const themeWorldSchema = z.looseObject({
  url: z.string(),
  imgUrl: z.string(),
  desktopImg: themeWorldImageSchema.optional(),
  title: z.string(),
  loyaltyCard: z.boolean().default(false),
  availability: knownList(themeWorldAvailabilities),
  badges: knownList(themeWorldBadges),
  endDate: z.string().optional(),
  endDateText: z.string().optional(),
  onlyXDaysLeftText: z.string().optional(),
});

/** Spec 000 §3 "A section has headline and themeworlds". */
export const themeWorldSectionSchema = z.looseObject({
  headline: z.string(),
  themeworlds: z.array(themeWorldSchema).default([]),
});

/**
 * Answer of GET /service/themeworld-frontend/api/themeworlds/navigation. Spec 000 §7 #6: "the full response shape
 * is not shown"; designed from the theme-world entity (§3) and the flyout (§2 screen 1, 4):
 * - `overview`: the title and url of the first main-navigation item ("title and url from the theme-world flyout
 *   overview, otherwise configured defaults"), optional;
 * - `sections`: one optional section per name scout, new, more, lastChance;
 * - `translations`: "A translations map is included": text key → text.
 */
export const themeWorldsResponseSchema = z.looseObject({
  overview: z.looseObject({ title: z.string(), url: z.string() }).optional(),
  sections: z.object(
    Object.fromEntries(themeWorldSections.map((s) => [s, themeWorldSectionSchema.optional()])) as Record<
      (typeof themeWorldSections)[number],
      z.ZodOptional<typeof themeWorldSectionSchema>
    >,
  ),
  translations: z.record(z.string(), z.string()).default({}),
});

export type ThemeWorld = z.infer<typeof themeWorldSchema>;
export type ThemeWorldSection = z.infer<typeof themeWorldSectionSchema>;
export type ThemeWorldsNavigation = z.infer<typeof themeWorldsResponseSchema>;

import { z } from 'zod/mini';
import {
  THEME_WORLD_DROPPED_LOG,
  THEME_WORLD_UNKNOWN_TYPE_LOG,
  themeWorldAvailabilities,
  themeWorldBadges,
  themeWorldSections,
} from './constants';
import { logOnce } from '../../platform/logOnce';

/**
 * A list of known values: unknown entries are dropped, each unknown name logged once (bad input, "an unknown badge
 * or availability type": the navigation "renders what it can, logs once"; a new badge type must not hide a theme
 * world).
 */
const knownList = <T extends string>(known: readonly T[]) =>
  z.pipe(
    z.catch(z._default(z.array(z.string()), []), []),
    z.transform((list) =>
      list.filter((v): v is T => {
        const isKnown = (known as readonly string[]).includes(v);
        if (!isKnown) logOnce('warn', `themeWorld:type:${v}`, THEME_WORLD_UNKNOWN_TYPE_LOG, v);
        return isKnown;
      }),
    ),
  );

/** "desktopImg (imageDerivative, cutout with focusPoint x/y and zoom)". */
export const themeWorldImageSchema = z.looseObject({
  imageDerivative: z.string(),
  cutout: z.optional(
    z.looseObject({
      focusPoint: z.optional(z.looseObject({ x: z.number(), y: z.number() })),
      zoom: z.optional(z.number()),
    }),
  ),
});

/**
 * "Theme-world: url, imgUrl, desktopImg, title, a loyalty-card flag, availability list, badges,
 * endDate, endDateText, onlyXDaysLeftText". The loyalty-card flag's name is not shown: chosen `loyaltyCard`.
 * Badges and availability are lists of type names; unknown names are dropped.
 */
export const themeWorldSchema = z.looseObject({
  url: z.string(),
  /** Optional: a theme world without image shows its title and texts on a plain tile. */
  imgUrl: z.catch(z.optional(z.string()), undefined),
  desktopImg: z.catch(z.optional(themeWorldImageSchema), undefined),
  title: z.string(),
  loyaltyCard: z.catch(z._default(z.boolean(), false), false),
  availability: knownList(themeWorldAvailabilities),
  badges: knownList(themeWorldBadges),
  endDate: z.catch(z.optional(z.string()), undefined),
  endDateText: z.catch(z.optional(z.string()), undefined),
  onlyXDaysLeftText: z.catch(z.optional(z.string()), undefined),
});

/** "A section has headline and themeworlds". */
export const themeWorldSectionSchema = z.looseObject({
  /** A missing headline reads as '' (the flyout shows its catalog name for the section). */
  headline: z.catch(z.string(), ''),
  /** An entry without url or title is left out (logged once); the section keeps the rest. */
  themeworlds: z.pipe(
    z._default(
      z.array(
        z.catch(
          z.optional(themeWorldSchema),
          () => (logOnce('warn', 'themeWorld:dropped', THEME_WORLD_DROPPED_LOG), undefined),
        ),
      ),
      [],
    ),
    z.transform((worlds) => worlds.filter((world) => world !== undefined)),
  ),
});

/**
 * Answer of GET /service/themeworld-frontend/api/themeworlds/navigation: "the full response shape is not shown";
 * designed from the theme-world entity, the main navigation's first item and the theme-world flyout:
 * - `overview`: the title and url of the first main-navigation item ("title and url from the theme-world flyout
 *   overview, otherwise configured defaults"), optional;
 * - `sections`: one optional section per name scout, new, more, lastChance;
 * - `translations`: "A translations map is included": text key → text.
 */
export const themeWorldsResponseSchema = z.looseObject({
  overview: z.optional(z.looseObject({ title: z.string(), url: z.string() })),
  sections: z.object(
    Object.fromEntries(themeWorldSections.map((s) => [s, z.optional(themeWorldSectionSchema)])) as Record<
      (typeof themeWorldSections)[number],
      z.ZodMiniOptional<typeof themeWorldSectionSchema>
    >,
  ),
  translations: z.catch(z._default(z.record(z.string(), z.string()), {}), {}),
});

export type ThemeWorld = z.infer<typeof themeWorldSchema>;
export type ThemeWorldSection = z.infer<typeof themeWorldSectionSchema>;
export type ThemeWorldsNavigation = z.infer<typeof themeWorldsResponseSchema>;

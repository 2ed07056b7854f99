/**
 * What of the theme-world navigation can be shown (its sections "each only if it has theme worlds"), apart from the
 * flyout's components: the top bar decides with `hasThemeWorlds` whether the overview opens a flyout, while the
 * flyout's content loads lazily (it stays out of the page's first-load script).
 */
import {
  themeWorldSections,
  type ThemeWorld,
  type ThemeWorldSection,
  type ThemeWorldsNavigation,
} from '../../services';

export const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/** A theme world that can be a link: a url and a title. The contract drops the others; this guards typed callers. */
const canShow = (world: ThemeWorld | null | undefined): world is ThemeWorld =>
  !!world && isText(world.url) && isText(world.title);

/** The values of `known` in `list`, once each, in the list's order (anything else, or no list, is left out). */
export const knownOf = <T extends string>(list: unknown, known: readonly T[]): T[] =>
  Array.isArray(list) ? [...new Set(list.filter((v): v is T => (known as readonly unknown[]).includes(v)))] : [];

/**
 * The sections to show, in their fixed order (scout, new, more, lastChance), each with the theme worlds it can show;
 * empty ones left out.
 */
export function sectionsOf(themeWorlds: ThemeWorldsNavigation | null | undefined) {
  return themeWorldSections.flatMap((name) => {
    const section: ThemeWorldSection | undefined = themeWorlds?.sections?.[name];
    const worlds = Array.isArray(section?.themeworlds) ? section.themeworlds.filter(canShow) : [];
    return section && worlds.length > 0 ? [{ name, headline: section.headline, worlds }] : [];
  });
}

/** Whether the flyout has anything to show: a section with a theme world it can show (the panel's opener needs it). */
export const hasThemeWorlds = (themeWorlds: ThemeWorldsNavigation | null | undefined): boolean =>
  sectionsOf(themeWorlds).length > 0;

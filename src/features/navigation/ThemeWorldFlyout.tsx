'use client';

/**
 * The theme-world flyout's content ("sections in this order, each only if it has theme worlds: scout, new, more,
 * lastChance. Each theme world shows an image (with focus point and zoom), title, badges, availability markers, and an
 * end-date text or 'only X days left' text where present"; the "Theme-world" fields).
 *
 * Only the content: the panel around it (its place under the bar, dismissing, focus, the overview link) is the top
 * bar's. Every theme world is one link to its url; the link's name is the title alone, what else the tile shows is
 * its description, so a list of links reads as a list of titles and each link still tells all on focus.
 *
 * Texts: the section headlines are the response's ("A section has headline and themeworlds"); badge, availability and
 * loyalty-card texts are the storefront's catalog texts, not the response's `translations` map, whose keys and use are
 * not given (only "A translations map is included"): the catalog has every text in every locale (a missing one is a
 * type error), the map may not.
 */
import { useId } from 'react';
import {
  accordionHeadingLevels,
  defaultAccordionHeadingLevel,
  type Breakpoint,
  type Space,
  type TileColumnCount,
} from '../../../design-tokens';
import { Icon, type IconName } from '../../primitives/Icon';
import { Picture } from '../../primitives/Picture';
import { Tiles } from '../../primitives/Tiles';
import {
  themeWorldAvailabilities,
  themeWorldBadges,
  type ThemeWorld,
  type ThemeWorldAvailability,
  type ThemeWorldSectionName,
  type ThemeWorldsNavigation,
} from '../../services';
import { pickVariant } from '../../styles/fallback';
import type { ResponsiveValue } from '../../styles/sprinkles.css';
import { trackNavigationClick } from '../../platform/tracking';
import { useNavigationMessages } from './messages';
import { isText, knownOf, sectionsOf } from './themeWorlds';
import * as styles from './ThemeWorldFlyout.css';

/**
 * The levels a section heading may take: h2 to h6, the list the Accordion's headings use (one list of heading levels
 * in the tokens). Default h3: the panel shell names the flyout, its sections sit one level below.
 */
type HeadingLevel = (typeof accordionHeadingLevels)[number];

/**
 * From which width the desktop image (`desktopImg.imageDerivative`) replaces `imgUrl`: the first width that is not the
 * phone platform ("Platform. By width: below 980 MATCH"; breakpoint l is 979).
 */
const DESKTOP_IMAGE_FROM: Breakpoint = 'l';

/** Tiles per row: two on phones, three from tablets, four on desktops (the flyout spans the page's width). */
const tileColumns = { base: 2, m: 3, xl: 4 } as const satisfies ResponsiveValue<TileColumnCount>;
const tileSpace = { base: 's', m: 'm' } as const satisfies ResponsiveValue<Space>;

/** The glyph beside each availability text (the text carries the meaning; the glyph only helps the eye). */
const availabilityIcons = {
  onlineOnly: 'cart',
  nextWeekStore: 'store',
  thisWeekStore: 'store',
  storeAlso: 'store',
  storeWednesday: 'store',
} as const satisfies Record<ThemeWorldAvailability, IconName>;

export interface ThemeWorldFlyoutProps {
  /**
   * The theme-world navigation (GET /service/themeworld-frontend/api/themeworlds/navigation), as the page loader
   * fetched it.
   */
  themeWorlds: ThemeWorldsNavigation;
  /** The level of the sections' headings, 2 to 6 (default 3), so they fit under the panel's own heading. */
  headingLevel?: HeadingLevel;
}

/**
 * The theme-world flyout's sections (scout, new, more, lastChance). Renders nothing when no section has a theme world.
 */
export function ThemeWorldFlyout({ themeWorlds, headingLevel }: ThemeWorldFlyoutProps) {
  const level = pickVariant(
    'ThemeWorldFlyout',
    'headingLevel',
    headingLevel,
    accordionHeadingLevels,
    defaultAccordionHeadingLevel,
  );
  const sections = sectionsOf(themeWorlds);
  if (sections.length === 0) return null;
  return (
    <div className={styles.flyout}>
      {sections.map((section) => (
        <Section key={section.name} level={level} {...section} />
      ))}
    </div>
  );
}

function Section({
  name,
  headline,
  worlds,
  level,
}: {
  name: ThemeWorldSectionName;
  headline: unknown;
  worlds: ThemeWorld[];
  level: HeadingLevel;
}) {
  const { t } = useNavigationMessages();
  const headingId = useId();
  const Heading = `h${level}` as const;
  return (
    <div role="group" aria-labelledby={headingId} className={styles.section} data-section={name}>
      <Heading id={headingId} className={styles.headline}>
        {isText(headline) ? headline : t(`navigation.themeWorldSection.${name}`)}
      </Heading>
      <Tiles as="ul" columns={tileColumns} space={tileSpace}>
        {worlds.map((world, index) => (
          <ThemeWorldTile key={`${index}:${world.url}`} world={world} />
        ))}
      </Tiles>
    </div>
  );
}

function ThemeWorldTile({ world }: { world: ThemeWorld }) {
  const { t } = useNavigationMessages();

  const derivative = world.desktopImg?.imageDerivative;
  const desktopImage = isText(derivative) ? derivative : undefined;
  const image = isText(world.imgUrl) ? world.imgUrl : desktopImage;
  const cutout = world.desktopImg?.cutout;
  const badges = knownOf(world.badges, themeWorldBadges);
  const availability = knownOf(world.availability, themeWorldAvailabilities);
  // "An end-date text or 'only X days left' text where present": one of them, the end date first.
  const endText = isText(world.endDateText)
    ? world.endDateText
    : isText(world.onlyXDaysLeftText)
      ? world.onlyXDaysLeftText
      : undefined;
  const loyaltyCard = world.loyaltyCard === true;
  const hasDetails = badges.length > 0 || availability.length > 0 || endText !== undefined || loyaltyCard;

  return (
    <a href={world.url} className={styles.tile} onClick={() => trackNavigationClick('navigation', world.url)}>
      {/*
        Decorative: the title names the link. Without an image Picture shows its empty box, a plain tile of the
        image's size (no broken image, no shift when the image comes later).
      */}
      <Picture
        src={image ?? ''}
        sources={
          image !== undefined && desktopImage !== undefined && desktopImage !== image
            ? [{ srcset: desktopImage, breakpoint: DESKTOP_IMAGE_FROM }]
            : undefined
        }
        alt=""
        layout="fill"
        className={styles.image}
        focusPoint={cutout?.focusPoint}
        zoom={cutout?.zoom}
        data-image={image === undefined ? 'none' : undefined}
      />
      {/*
        The link's name is everything it shows, title first (WCAG 2.5.3 label in name: a name of the title alone,
        with the badges and markers as a description, fails it).
      */}
      <span className={styles.title}>{world.title}</span>
      {hasDetails && (
        // Each part ends with a space, so the description reads as words, not one run-together string.
        <span className={styles.details}>
          {badges.length > 0 && (
            <span className={styles.badges}>
              {badges.map((badge) => (
                <span key={badge} className={styles.badge({ badge })} data-badge={badge}>
                  {t(`themeWorld.badge.${badge}`)}{' '}
                </span>
              ))}
            </span>
          )}
          {availability.map((value) => (
            <span key={value} className={styles.marker} data-availability={value}>
              <Icon name={availabilityIcons[value]} size="small" />
              {t(`themeWorld.availability.${value}`)}{' '}
            </span>
          ))}
          {endText !== undefined && <span className={styles.endText}>{endText} </span>}
          {loyaltyCard && (
            <span className={styles.loyaltyCard} data-loyalty-card="">
              {t('navigation.loyaltyCard')}{' '}
            </span>
          )}
        </span>
      )}
    </a>
  );
}

'use client';

import { lazy, Suspense } from 'react';
import { Stack } from '../../primitives/Stack';
import { Tiles } from '../../primitives/Tiles';
import type { TeaserGroup } from '../../services';
import { FooterLink } from './FooterParts';
import { GroupBody, HeadingIcon } from './TeaserParts';
import * as styles from './Footer.css';

/**
 * The accordion is loaded when the mobile view first shows after hydration: the server and the classic view never
 * need Radix's accordion, so it stays out of every page's first load. Until it has arrived the groups stay columns,
 * as the server rendered them.
 */
const TeaserAccordion = lazy(() => import('./TeaserAccordion'));

export interface TeaserGroupsProps {
  groups: readonly TeaserGroup[];
  /** Each group's heading id (`headingIdsOf`), in the order of `groups`. */
  ids: readonly string[];
  /** The phone and tablet presentation ("shown as an accordion on phone and tablet"). */
  accordion: boolean;
}

/**
 * The teaser groups ("shown as an accordion on phone and tablet, as columns on desktop"). As columns each
 * group is a section named by its h2, the heading's link; the columns become one below 768 px, so the server's HTML
 * (always columns) works on a phone without script: every link is there, "the accordion falls back to open sections".
 * As an accordion (Radix, any number open, all closed at first) each heading is the toggle of a region named by it,
 * and the heading's link leads the region's content.
 */
export function TeaserGroups({ groups, ids, accordion }: TeaserGroupsProps) {
  if (groups.length === 0) return null;
  const columns = <TeaserColumns groups={groups} ids={ids} />;
  if (accordion) {
    return (
      <Suspense fallback={columns}>
        <TeaserAccordion groups={groups} ids={ids} />
      </Suspense>
    );
  }
  return columns;
}

function TeaserColumns({ groups, ids }: Omit<TeaserGroupsProps, 'accordion'>) {
  return (
    <Tiles columns={{ base: 1, m: 2, xxl: 4 }} space="xl">
      {groups.map((group, i) => (
        <Stack as="section" key={ids[i]} space="s" aria-labelledby={ids[i]}>
          <h2 id={ids[i]} className={styles.heading}>
            <HeadingIcon group={group} />
            <FooterLink link={group.heading.link} />
          </h2>
          <GroupBody group={group} />
        </Stack>
      ))}
    </Tiles>
  );
}

'use client';

import { Accordion } from '../../primitives/Accordion';
import { Stack } from '../../primitives/Stack';
import type { TeaserGroup } from '../../services';
import { FooterLink } from './FooterParts';
import { GroupBody, HeadingIcon } from './TeaserParts';
import * as styles from './Footer.css';

/**
 * The teaser groups as an accordion (phone and tablet, after hydration; Radix, any number open, all closed at first):
 * each heading is the toggle of a region named by it, and the heading's link leads the region's content.
 */
export default function TeaserAccordion({ groups, ids }: { groups: readonly TeaserGroup[]; ids: readonly string[] }) {
  return (
    <Accordion.Root type="multiple" defaultValue={[]}>
      {groups.map((group, i) => (
        <Accordion.Item key={ids[i]} value={ids[i]!}>
          <Accordion.Trigger headingLevel={2} id={ids[i]}>
            <span className={styles.heading}>
              <HeadingIcon group={group} />
              {group.heading.link.text}
            </span>
          </Accordion.Trigger>
          <Accordion.Content aria-labelledby={ids[i]}>
            <Stack space="s">
              <FooterLink link={group.heading.link} variant="standalone" />
              <GroupBody group={group} />
            </Stack>
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}

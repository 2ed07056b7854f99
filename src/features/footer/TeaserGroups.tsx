import { Accordion } from '../../primitives/Accordion';
import { Icon } from '../../primitives/Icon';
import { Stack } from '../../primitives/Stack';
import { Tiles } from '../../primitives/Tiles';
import type { TeaserGroup } from '../../services';
import { FooterLink, FooterLogos } from './FooterParts';
import { teaserIconOf } from './logic';
import * as styles from './Footer.css';

export interface TeaserGroupsProps {
  groups: readonly TeaserGroup[];
  /** Each group's heading id (`headingIdsOf`), in the order of `groups`. */
  ids: readonly string[];
  /** The phone and tablet presentation (002 §2 "shown as an accordion on phone and tablet"). */
  accordion: boolean;
}

function HeadingIcon({ group }: { group: TeaserGroup }) {
  const name = teaserIconOf(group.heading.iconName);
  return name ? <Icon name={name} size="small" /> : null;
}

/** What a group holds below its heading: its introductory text, links and logos. */
function GroupBody({ group }: { group: TeaserGroup }) {
  return (
    <>
      {group.introductoryText && <p className={styles.muted}>{group.introductoryText}</p>}
      {group.links.length > 0 && (
        <Stack as="ul" space="xs">
          {group.links.map((link, i) => (
            <FooterLink key={`${link.url}-${i}`} link={link} />
          ))}
        </Stack>
      )}
      <FooterLogos images={group.images} />
    </>
  );
}

/**
 * The teaser groups (spec 002 §2 "shown as an accordion on phone and tablet, as columns on desktop"). As columns each
 * group is a section named by its h2, the heading's link; the columns become one below 768 px, so the server's HTML
 * (always columns) works on a phone without script: every link is there, "the accordion falls back to open sections".
 * As an accordion (Radix, any number open, all closed at first) each heading is the toggle of a region named by it,
 * and the heading's link leads the region's content.
 */
export function TeaserGroups({ groups, ids, accordion }: TeaserGroupsProps) {
  if (groups.length === 0) return null;
  if (accordion) {
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

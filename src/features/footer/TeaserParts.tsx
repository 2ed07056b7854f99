'use client';

import { Icon } from '../../primitives/Icon';
import { Stack } from '../../primitives/Stack';
import type { TeaserGroup } from '../../services';
import { FooterLink, FooterLogos } from './FooterParts';
import { teaserIconOf } from './logic';
import * as styles from './Footer.css';

export function HeadingIcon({ group }: { group: TeaserGroup }) {
  const name = teaserIconOf(group.heading.iconName);
  return name ? <Icon name={name} size="small" /> : null;
}

/** What a group holds below its heading: its introductory text, links and logos. */
export function GroupBody({ group }: { group: TeaserGroup }) {
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

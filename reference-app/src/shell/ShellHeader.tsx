import { useHeaderMessages } from '../../../src/features/header/messages';
import { useNavigationMessages } from '../../../src/features/navigation/messages';
import { visuallyHidden } from '../../../src/primitives/VisuallyHidden/VisuallyHidden.css';
import { useAppMessages } from '../messages';
import { ContentBlock } from '../../../src/primitives/ContentBlock';
import { Inline } from '../../../src/primitives/Inline';
import { Stack } from '../../../src/primitives/Stack';
import type { LayoutData } from '../routing/layoutData';
import * as styles from './shell.css';

/**
 * The header slot until the header feature lands (issues 8 to 11): the logo, the main navigation's top level and
 * the header benefits, all rendered on the server from the reference services. The first item is the theme-world
 * overview (000 §2, screen 1); when the navigation call failed, the configured placeholder items stand in (000 §8).
 */
export function ShellHeader({ layout }: { layout: LayoutData }) {
  const { t: header } = useHeaderMessages();
  const { t: navigation } = useNavigationMessages();
  const { t } = useAppMessages();
  const nav = layout.navigation;
  const themeWorlds =
    nav.source === 'service' && nav.themeWorlds ? nav.themeWorlds : { title: t('themeWorld.overview'), url: null };
  const items = nav.source === 'service' ? nav.items : [];
  return (
    <ContentBlock gutter>
      <Stack space="m" className={styles.headerBar}>
        <Inline space="xl" alignY="center">
          <a href="/" className={styles.brand}>
            {t('layout.brand')}
            <span className={visuallyHidden}> – {header('header.logo')}</span>
          </a>
        </Inline>
        <nav aria-label={navigation('navigation.label')}>
          <Inline as="ul" space={{ base: 'm', m: 'xl' }} className={styles.navList}>
            {themeWorlds.url ? (
              <a className={styles.navLink} href={themeWorlds.url}>
                {themeWorlds.title}
              </a>
            ) : (
              <span className={styles.navLink}>{themeWorlds.title}</span>
            )}
            {items.map((item) => (
              <a
                key={item.id}
                className={styles.navLink}
                href={item.url}
                {...(item.newTab
                  ? {
                      target: '_blank',
                      rel: 'noopener noreferrer',
                      'aria-label': navigation('navigation.newTab', { title: item.name }),
                    }
                  : {})}
              >
                {item.name}
              </a>
            ))}
          </Inline>
        </nav>
        {layout.benefits && layout.benefits.length > 0 && (
          <Inline as="ul" space={{ base: 's', m: 'xl' }} aria-label={header('header.benefits.label')}>
            {layout.benefits.map((benefit) => (
              <a
                key={benefit.url + benefit.text}
                className={benefit.boldLink ? styles.benefitBold : styles.benefit}
                href={benefit.url}
              >
                {benefit.text}
              </a>
            ))}
          </Inline>
        )}
      </Stack>
    </ContentBlock>
  );
}

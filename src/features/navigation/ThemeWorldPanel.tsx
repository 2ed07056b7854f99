'use client';

import type { FlyoutItem, ThemeWorldsNavigation } from '../../services';
import { useNavigationMessages } from './messages';
import { NavigationLink, type ActiveMark } from './NavigationLink';
import { ThemeWorldFlyout } from './ThemeWorldFlyout';
import * as styles from './Navigation.css';

/** The theme-world flyout in its panel: its title, the link to the overview page, then the sections. */
export function ThemeWorldPanel({
  overview,
  themeWorlds,
  current,
}: {
  overview: FlyoutItem;
  themeWorlds: ThemeWorldsNavigation;
  current: ActiveMark;
}) {
  const { t } = useNavigationMessages();
  return (
    <div className={styles.desktopFlyout}>
      <div className={styles.panelHead}>
        <h2 className={styles.panelTitle}>{overview.name}</h2>
        {overview.url && (
          <NavigationLink className={styles.showAll} item={overview} current={current}>
            {t('navigation.themeWorldsOverview')}
          </NavigationLink>
        )}
      </div>
      <ThemeWorldFlyout themeWorlds={themeWorlds} headingLevel={3} />
    </div>
  );
}

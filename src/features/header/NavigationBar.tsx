import type { FlyoutItem } from '../../services';
import { Icon } from '../../primitives/Icon';
import { configuredNavigationItems, type ConfiguredNavigationItem } from './constants';
import * as styles from './Header.css';
import { useHeader } from './HeaderProvider';
// The navigation's texts (the top bar is navigation/MainNavigation and ClassicNavigation, the phones' menu
// navigation/MobileDrillDown).
import { useNavigationMessages } from '../navigation/messages';
import { useHeaderMessages } from './messages';

/** A top-bar item: an item of the header tree, or a configured item (then `placeholder` in the new header). */
export interface BarItem extends FlyoutItem {
  placeholder: boolean;
}

/**
 * The configured items (spec 000 §1 "four navigation items whose titles come from configuration"), titles and
 * addresses from the locale's texts. They are the old header's items and the new header's placeholders (§8).
 */
export function useConfiguredItems(placeholder: boolean): BarItem[] {
  const { t } = useHeaderMessages();
  return configuredNavigationItems.map((id: ConfiguredNavigationItem) => ({
    id,
    name: t(`header.classicNav.${id}`),
    url: t(`header.classicNav.${id}.url`),
    newTab: false,
    flag: false,
    children: [],
    placeholder,
  }));
}

/** The menu button of phones (the header item 'menu', 000 §4 flyout states). */
export const MENU_ITEM_ID = 'menu';

export function MobileMenuButton({ controls }: { controls: string }) {
  const { t } = useNavigationMessages();
  const open = useHeader((h) => h.flyout.kind === 'items' && h.flyout.itemId === MENU_ITEM_ID);
  const toggle = useHeader((h) => h.toggleFlyout);
  return (
    <button
      type="button"
      className={styles.iconLink}
      aria-expanded={open}
      aria-controls={controls}
      onClick={() => toggle({ kind: 'items', itemId: MENU_ITEM_ID })}
    >
      <Icon name={open ? 'close' : 'menu'} size="medium" />
      <span className={styles.iconLabel}>{t(open ? 'navigation.close' : 'navigation.open')}</span>
    </button>
  );
}

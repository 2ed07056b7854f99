import { useMessages } from '../../platform/i18n';
import type { FlyoutItem } from '../../services';
import { Icon } from '../../primitives/Icon';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { configuredNavigationItems, type ConfiguredNavigationItem } from './constants';
import * as styles from './Header.css';
import { useHeader } from './HeaderProvider';
// Pure modules of the navigation feature (the navigation issue's flyouts will take this slot).
import { activePath, isCurrent, isInPath } from '../navigation/activePath';
import { useNavigationMessages } from '../navigation/messages';
import { useHeaderMessages } from './messages';
import { trackNavigationClick } from './tracking';

/** A top-bar entry: an item of the header tree (with its children, for the active path), or a configured item. */
interface BarItem extends FlyoutItem {
  placeholder: boolean;
}

const itemOf = (item: FlyoutItem): BarItem => ({ ...item, placeholder: false });

/** The top bar as the tree it stands for: each entry's own children, so a deeper page marks its top item. */
const asTree = (items: readonly BarItem[]): readonly FlyoutItem[] => items;

/**
 * How a top-bar item stands in the active menu path (000 §2): the current page's own item (aria-current="page"), an
 * ancestor of it (aria-current="true"), or neither.
 */
function useActiveMarks(items: readonly BarItem[]): (item: BarItem) => 'page' | 'true' | undefined {
  const currentPath = useHeader((h) => h.currentPath);
  const path = currentPath === null ? undefined : activePath(asTree(items), currentPath);
  return (item) => (!path || !isInPath(path, item) ? undefined : isCurrent(path, item) ? 'page' : 'true');
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

function ItemLink({ item, current }: { item: BarItem; current: 'page' | 'true' | undefined }) {
  const { t } = useNavigationMessages();
  const name = (
    <>
      {item.name}
      {item.flag && <span className={styles.newFlag}>{t('navigation.newFlag')}</span>}
    </>
  );
  if (!item.url) return <span className={styles.navLink}>{name}</span>;
  return (
    <a
      className={styles.navLink}
      href={item.url}
      data-placeholder={item.placeholder || undefined}
      aria-current={current}
      onClick={() => trackNavigationClick('navigation', item.url ?? item.id)}
      {...(item.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {name}
      {/* In the content, not an aria-label: the name then holds everything the link shows (WCAG 2.5.3). */}
      {item.newTab && <VisuallyHidden> {t('navigation.newTabHint')}</VisuallyHidden>}
    </a>
  );
}

/** The new header's items: the theme-world overview first (000 §2 screen 1), then the header tree's items. */
function useNewHeaderItems(list: 'desktop' | 'mobile'): BarItem[] {
  const navigation = useHeader((h) => h.navigation);
  const { t } = useMessages();
  const placeholders = useConfiguredItems(true);
  if (navigation.status !== 'ready') return placeholders;
  const overview: BarItem = {
    id: 'themeWorlds',
    name: navigation.themeWorlds?.overview?.title ?? t('themeWorld.overview'),
    url: navigation.themeWorlds?.overview?.url,
    newTab: false,
    flag: false,
    children: [],
    placeholder: false,
  };
  return [overview, ...navigation[list].map(itemOf)];
}

/** A list of top-bar links under the main navigation's name. */
function ItemList({ items, className }: { items: BarItem[]; className: string }) {
  const markOf = useActiveMarks(items);
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.id}>
          <ItemLink item={item} current={markOf(item)} />
        </li>
      ))}
    </ul>
  );
}

/**
 * The new header's default navigation (the navigation issue's flyouts take this slot): on wide screens the desktop
 * items as a bar; below 980 px a menu button opening the mobile items under the header. Placeholder items (the
 * configured ones) while the navigation loads and after it failed (000 §8).
 */
export function NewHeaderNavigation() {
  const { t } = useNavigationMessages();
  const desktop = useNewHeaderItems('desktop');
  return (
    <nav aria-label={t('navigation.label')} className={styles.areaDesktopNav}>
      <ItemList items={desktop} className={styles.navList} />
    </nav>
  );
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

/** The phones' menu panel: the mobile items as links (the navigation issue's drill-down replaces it). */
export function MobileMenu({ id }: { id: string }) {
  const { t } = useNavigationMessages();
  const open = useHeader((h) => h.flyout.kind === 'items' && h.flyout.itemId === MENU_ITEM_ID);
  const items = useNewHeaderItems('mobile');
  return (
    <nav id={id} aria-label={t('navigation.label')} className={styles.mobileMenu} hidden={!open}>
      <ItemList items={items} className={styles.mobileMenuList} />
    </nav>
  );
}

/** The old header's four configured items. */
export function ClassicNavigation() {
  const { t } = useNavigationMessages();
  const items = useConfiguredItems(false);
  return (
    <nav aria-label={t('navigation.label')} className={styles.areaNav}>
      <ItemList items={items} className={styles.navList} />
    </nav>
  );
}

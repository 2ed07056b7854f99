'use client';

import { useMemo } from 'react';
import { Inline } from '../../primitives/Inline';
import { TextLink } from '../../primitives/TextLink';
import type { FlyoutItem, NavigationNode } from '../../services';
import { activePath } from './activePath';
import { useNavigationMessages } from './messages';
import { useNavigation } from './NavigationProvider';
import { addressOf, labelOf, sanitiseTree, type NavigationTreeItem, type TreeItem } from './tree';
import * as styles from './SubcategoryLinks.css';

interface Link {
  title: string;
  href: string;
}

/** The item of the current page in `tree` (its active path's last item). */
const currentItemOf = <T extends TreeItem<T>>(tree: readonly T[], currentPath: string): T | undefined =>
  activePath(sanitiseTree(tree).tree, currentPath).items.at(-1);

/** The links one level below `item`. */
function childLinksOf(item: NavigationTreeItem | undefined): Link[] {
  if (!item) return [];
  return (item.children as readonly NavigationTreeItem[]).flatMap((child) => {
    const title = labelOf(child);
    const href = addressOf(child);
    return title && href ? [{ title, href }] : [];
  });
}

/**
 * The categories below the current page, as plain links: a listing page's way down the tree that needs no script ("a
 * shopper without scripts can still reach every category through the links"; the top bar's items are links until the
 * page is hydrated). On the theme-world overview it lists the theme worlds. Reads the navigation and the page's path
 * (inside a NavigationProvider); renders nothing when the page has nothing below it.
 */
export function SubcategoryLinks({ title }: { title: string }) {
  const { t } = useNavigationMessages();
  const navigation = useNavigation((n) => n.navigation);
  const currentPath = useNavigation((n) => n.currentPath);
  const links = useMemo((): Link[] => {
    if (navigation.status !== 'ready' || currentPath === null) return [];
    const overview = navigation.themeWorlds?.overview;
    const overviewItem: FlyoutItem | undefined = overview && {
      id: 'themeWorlds',
      name: overview.title,
      url: overview.url,
      newTab: false,
      flag: false,
      children: [],
    };
    if (overviewItem && currentItemOf<FlyoutItem>([overviewItem], currentPath)) {
      return Object.values(navigation.themeWorlds?.sections ?? {}).flatMap((section) =>
        (section?.themeworlds ?? []).map((world) => ({ title: world.title, href: world.url })),
      );
    }
    return childLinksOf(
      navigation.desktop.length > 0
        ? currentItemOf<FlyoutItem>(navigation.desktop, currentPath)
        : currentItemOf<NavigationNode>(navigation.categories, currentPath),
    );
  }, [navigation, currentPath]);
  if (links.length === 0) return null;
  return (
    <nav aria-label={t('navigation.subcategories', { title })} className={styles.subcategories}>
      <Inline as="ul" space="s">
        {links.map((link) => (
          <TextLink key={link.href} href={link.href} className={styles.link}>
            {link.title}
          </TextLink>
        ))}
      </Inline>
    </nav>
  );
}

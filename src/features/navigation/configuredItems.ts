'use client';

/**
 * The top bar's configured items and the menu's flyout id, apart from the bars' components and their styles: the
 * phones' menu (a lazy chunk) needs them too, and a module shared with a lazy chunk moves its CSS into a chunk of its
 * own, whose place among the stylesheets would change which rule wins (the cart badge's place over its icon).
 */
import type { FlyoutItem } from '../../services';
import { configuredNavigationItems, type ConfiguredNavigationItem } from './constants';
import { useNavigationMessages } from './messages';

/** A top-bar item: an item of the header tree, or a configured item (then `placeholder` in the new header). */
export interface BarItem extends FlyoutItem {
  placeholder: boolean;
}

/**
 * The configured items ("four navigation items whose titles come from configuration"), titles and addresses from the
 * locale's texts. They are the old header's items and the new header's placeholders while its navigation loads or when
 * it fails.
 */
export function useConfiguredItems(placeholder: boolean): BarItem[] {
  const { t } = useNavigationMessages();
  return configuredNavigationItems.map((id: ConfiguredNavigationItem) => ({
    id,
    name: t(`navigation.classicNav.${id}`),
    url: t(`navigation.classicNav.${id}.url`),
    newTab: false,
    flag: false,
    children: [],
    placeholder,
  }));
}

/** The menu button of phones (the header item 'menu' of the flyout state). */
export const MENU_ITEM_ID = 'menu';

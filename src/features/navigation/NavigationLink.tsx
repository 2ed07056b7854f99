'use client';

import type { ReactNode } from 'react';
import type { FlyoutItem } from '../../services';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { trackNavigationClick } from '../../platform/tracking';
import { useNavigationMessages } from './messages';
import * as styles from './Navigation.css';

/** How an item stands in the active menu path: the current page's, an ancestor's, or neither. */
export type ActiveMark = 'page' | 'true' | undefined;

export interface NavigationLinkProps {
  /** The item (a "Navigation item"): its name, address, newTab and flag. */
  item: Pick<FlyoutItem, 'name' | 'url' | 'newTab' | 'flag'>;
  className: string;
  /** aria-current: 'page' on the current page's link, 'true' on its ancestors'. */
  current?: ActiveMark;
  /** A configured item standing in while the navigation loads or after it failed. */
  placeholder?: boolean;
  /** The link's text when it is not the item's name ("show all" links). */
  children?: ReactNode;
  /** Data attributes for the element (a drill-down level finds its entries by them). */
  data?: Readonly<Record<`data-${string}`, string | number>>;
}

/**
 * The 'new' label of a flagged item ("flag (displayed as a 'new' label)"), after a space, so the item's name reads
 * "Kaffeeakademie Neu", not one run-together word.
 */
export function NewFlag() {
  const { t } = useNavigationMessages();
  return (
    <>
      {' '}
      <span className={styles.newFlag}>{t('navigation.newFlag')}</span>
    </>
  );
}

/**
 * A link of the navigation: the item's name (or `children`), its 'new' label when flagged ("flag (displayed as a 'new'
 * label)"), and with `newTab` a new tab with rel="noopener noreferrer" and a hint read after the name. An item without
 * address shows its name as text. Clicks are tracked as navigation_click (with click_type and click_target).
 */
export function NavigationLink({ item, className, current, placeholder = false, children, data }: NavigationLinkProps) {
  const { t } = useNavigationMessages();
  const name = (
    <>
      {children ?? item.name}
      {item.flag && <NewFlag />}
    </>
  );
  const url = item.url;
  if (!url)
    return (
      <span className={className} {...data}>
        {name}
      </span>
    );
  return (
    <a
      className={className}
      href={url}
      {...data}
      data-placeholder={placeholder || undefined}
      aria-current={current}
      onClick={() => trackNavigationClick('navigation', url)}
      {...(item.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {name}
      {/* In the content, not an aria-label: the name then holds everything the link shows (WCAG 2.5.3). */}
      {item.newTab && <VisuallyHidden> {t('navigation.newTabHint')}</VisuallyHidden>}
    </a>
  );
}

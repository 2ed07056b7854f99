/** Test helpers of the navigation (never imported by the components). */
import type { FlyoutItem } from '../../services';

/**
 * A flyout item ("Navigation item": id, name, url, newTab, flag, children) named by its id, in the same tab, without
 * 'new' flag; `extra` overrides any field (`{ name }`, `{ newTab: true, flag: true }`).
 */
export const flyoutItem = (
  id: string,
  url: string | undefined,
  children: FlyoutItem[] = [],
  extra: Partial<FlyoutItem> = {},
): FlyoutItem => ({ id, name: id, url, newTab: false, flag: false, children, ...extra });

import { pushDataLayer } from '../../platform/browser';
import type { NavigationClickType } from './constants';

/** Spec 000 §7: "navigation_click (with click_type and click_target)"; the target is the address or the part's name. */
export function trackNavigationClick(clickType: NavigationClickType, clickTarget: string): void {
  pushDataLayer({ event: 'navigation_click', click_type: clickType, click_target: clickTarget });
}

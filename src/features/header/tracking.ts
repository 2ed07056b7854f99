import { pushDataLayer } from '../../platform/browser';
import type { GaEventAction, GaEventCategory, NavigationClickType } from './constants';

/**
 * The tracking event "navigation_click (with click_type and click_target)"; the target is the address or the part's
 * name.
 */
export function trackNavigationClick(clickType: NavigationClickType, clickTarget: string): void {
  pushDataLayer({ event: 'navigation_click', click_type: clickType, click_target: clickTarget });
}

/** ga_event with its category, action and, when there is one, its label (the header's other interactions). */
export function trackGaEvent(category: GaEventCategory, action: GaEventAction, label?: string): void {
  pushDataLayer({
    event: 'ga_event',
    event_category: category,
    event_action: action,
    ...(label ? { event_label: label } : {}),
  });
}

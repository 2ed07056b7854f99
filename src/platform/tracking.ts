/**
 * The shop's tracking events that several features send through the data layer: the navigation_click of the header and
 * the navigation, and the ga_event of the app banner. The event names and their payloads' fields are the platform's
 * (browser/dataLayer); here are the click types, categories and actions the features send, each named once.
 */
import { pushDataLayer } from './browser/dataLayer';

/** The tracking event "navigation_click (with click_type and click_target)": the click types the header sends. */
export const navigationClickTypes = ['logo', 'navigation', 'icon', 'skip_link', 'back'] as const;
export type NavigationClickType = (typeof navigationClickTypes)[number];

/**
 * The ga_event (category, action, label): what the header's parts do that is neither a navigation click nor a
 * promotion click. The app-install banner's install link and close button, labelled with the system the banner is for
 * (android, ios).
 */
export const gaEventCategories = ['app_banner'] as const;
export type GaEventCategory = (typeof gaEventCategories)[number];
export const gaEventActions = ['install', 'close'] as const;
export type GaEventAction = (typeof gaEventActions)[number];

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

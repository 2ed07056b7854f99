import { getWindow } from './environment';

/**
 * Data-layer events of the spec. Their full payloads are not shown: each carries the fields the spec names, plus
 * optional extra fields for whatever the tag manager wants, except ga_event, whose shape is fixed (docs/decisions.md,
 * "Platform").
 */
type Extra = { [field: string]: string | number | boolean | undefined };

/** "navigation_click (with click_type and click_target)". */
export interface NavigationClickEvent extends Extra {
  event: 'navigation_click';
  click_type: string;
  click_target: string;
}
/** promotion_click; benefit tracking tags are assigned by position 0 to 3. */
export interface PromotionClickEvent extends Extra {
  event: 'promotion_click';
}
/**
 * ga_event: the tag manager's generic event, a category, an action and an optional label (its payload is not given:
 * the common shape of this event). The header sends it for what its parts do that is neither a navigation click nor
 * a promotion click (platform/tracking.ts).
 */
export interface GaEvent {
  event: 'ga_event';
  event_category: string;
  event_action: string;
  event_label?: string;
}
/**
 * After every newsletter submission: "event sign_up, subject newsletter, origin "origin:addition", type ga4, emitter
 * newsletterservice"; the custom event payload is event_name, subject, origin, event_type, emitter. `event` carries
 * the event name, as tag managers trigger on it; `event_name` repeats it for the payload.
 */
export interface NewsletterSignUpEvent {
  event: 'sign_up';
  event_name: 'sign_up';
  subject: 'newsletter';
  origin: string;
  event_type: 'ga4';
  emitter: 'newsletterservice';
}
/** "On a consent update an event named OneTrustGroupsUpdated is pushed to the data layer". */
export interface ConsentUpdatedEvent {
  event: 'OneTrustGroupsUpdated';
  /** The consent provider's list of active groups, when it gives one. */
  OnetrustActiveGroups?: string;
}

export type DataLayerEvent =
  NavigationClickEvent | PromotionClickEvent | GaEvent | NewsletterSignUpEvent | ConsentUpdatedEvent;

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** The newsletter's sign-up event for an origin and its addition (sent as "origin:addition"). */
export function newsletterSignUpEvent(origin: string, originAddition: string): NewsletterSignUpEvent {
  return {
    event: 'sign_up',
    event_name: 'sign_up',
    subject: 'newsletter',
    origin: `${origin}:${originAddition}`,
    event_type: 'ga4',
    emitter: 'newsletterservice',
  };
}

/** Pushes onto window.dataLayer (created when absent); false without a window. */
export function pushDataLayer(event: DataLayerEvent): boolean {
  const win = getWindow();
  if (!win) return false;
  if (!Array.isArray(win.dataLayer)) win.dataLayer = [];
  win.dataLayer.push(event);
  return true;
}

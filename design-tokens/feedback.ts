/**
 * Tokens of the feedback and form primitives: Notification, Input, Checkbox, TextLink.
 * Tones (`tones`), input states (`inputStates`) and control sizes (`controlMetrics`) live in themes.ts and
 * components.ts; this file only adds what those do not say.
 */
import type { InputState } from './components';
import type { Tone } from './themes';

/** Notification tones are the message tones (spec, form components: "notification states info, success, error, warning"). */
export const defaultNotificationTone: Tone = 'info';

/** The two live-region roles a Notification can take. */
export const notificationLiveRoles = ['status', 'alert'] as const;
export type NotificationLiveRole = (typeof notificationLiveRoles)[number];

/**
 * Live-region role per tone. Errors and warnings interrupt (role="alert", implicitly aria-live="assertive");
 * information and success wait for a pause (role="status", implicitly aria-live="polite").
 */
export const notificationRoles = {
  info: 'status',
  success: 'status',
  warning: 'alert',
  error: 'alert',
} as const satisfies Record<Tone, NotificationLiveRole>;

/**
 * Auto-dismiss durations in ms for `autoDismissMs`. Nothing dismisses itself unless asked; the timer pauses while
 * the pointer is over the notification or focus is inside it, and resumes with the time that was left, so a
 * message being read or acted on stays.
 * - `short`: a one-line success ("copied"); `long`: a message with a title and body.
 * - `miniCartMessage`: the mini cart's error and limit messages appear next to it and disappear by themselves after
 *   7.5 seconds. These errors do dismiss themselves; an error elsewhere (a form that failed) stays until the visitor
 *   acts.
 */
export const notificationAutoDismissMs = { short: 5000, miniCartMessage: 7500, long: 10000 } as const;

/** Notification metrics in px: the tone edge on the inline start. */
export const notificationMetrics = { toneEdgeWidth: 4 } as const;

/** TextLink variants: `inline` inside running text, `standalone` on its own line (bold, with a chevron). */
export const textLinkVariants = ['inline', 'standalone'] as const;
export type TextLinkVariant = (typeof textLinkVariants)[number];
export const defaultTextLinkVariant: TextLinkVariant = 'inline';

/** TextLink metrics in px: the gap between text and underline. */
export const textLinkMetrics = { underlineOffset: 3 } as const;

/** Checkbox metrics in px: the indeterminate dash inside the 20 px box (controlMetrics.checkboxSize). */
export const checkboxMetrics = { dashWidth: 10, dashThickness: 2 } as const;

/**
 * The required-field marker shown after a label (spec, newsletter form: a mandatory-field note "* Pflichtfeld").
 * It is a symbol, not a word, so it is the same in every locale; it is hidden from assistive technology
 * because the field itself says it is required.
 */
export const requiredMarker = '*';

/** Checkbox states: default, or error (with an error text). A checkbox has no "valid" look. */
export const checkboxStates = ['default', 'error'] as const;
export type CheckboxState = (typeof checkboxStates)[number];
export const defaultCheckboxState: CheckboxState = 'default';

/** The state of a text field or select (`inputStates` in components.ts) when neither `state` nor `error` says. */
export const defaultInputState: InputState = 'default';

'use client';

import {
  forwardRef,
  useCallback,
  useEffect,
  useImperativeHandle,
  useRef,
  useState,
  type FocusEvent,
  type HTMLAttributes,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { cx } from '../../styles/cx';
import { defaultNotificationTone, notificationRoles, tones, type Tone } from '../../../design-tokens';
import { pickVariant } from '../../styles/fallback';
import { reducedMotion } from '../../styles/media';
import { CloseButton } from '../internal/CloseButton';
import { Icon } from '../Icon/Icon';
import type { IconName } from '../Icon/paths';
import * as styles from './Notification.css';
import { useMisuseWarning } from '../internal/warn';

/** The icon that says each tone at a glance (decorative: the text says it in words). */
export const notificationIcons = {
  info: 'info',
  success: 'check',
  warning: 'warning',
  error: 'error',
} as const satisfies Record<Tone, IconName>;

/** Why a notification went away: its dismiss button, or its auto-dismiss timer running out. */
export const notificationDismissReasons = ['button', 'timeout'] as const;
export type NotificationDismissReason = (typeof notificationDismissReasons)[number];

interface NotificationOwnProps {
  /** info | success | warning | error. Sets colours, icon and live-region role (error, warning: alert; info, success: status). */
  tone?: Tone;
  /** A short bold line above the body. */
  title?: ReactNode;
  /** The message. */
  children?: ReactNode;
  /**
   * Called once when the notification goes away, by button or timer. The notification hides itself either way;
   * give it a new `key` to show it again.
   */
  onDismiss?: (reason: NotificationDismissReason) => void;
  /**
   * Dismisses after this many ms (`notificationAutoDismissMs`: `short`, `long`, and `miniCartMessage`, the spec's
   * 7.5 s for the mini cart's error and limit messages). The timer pauses while the pointer is over the
   * notification or focus is inside it, and resumes with the time that was left.
   */
  autoDismissMs?: number;
  /** On mount, scrolls itself into view (smoothly, unless the user prefers reduced motion). */
  scrollIntoView?: boolean;
  /**
   * Default true: the message is a live region of its own (`role` by tone). A live region put into the page together
   * with its text is not reliably announced, so a notification that appears in answer to an action belongs in a live
   * region the page keeps rendered (e.g. `<div role="status">`, empty until there is something to say): give it
   * `live={false}` there, and that region announces it.
   */
  live?: boolean;
}

/** Dismissible: shows a close button, which needs an accessible name from the app's catalog. */
type Dismissible = { dismissible: true; dismissLabel: string } | { dismissible?: false; dismissLabel?: undefined };

export type NotificationProps = NotificationOwnProps &
  Dismissible &
  Omit<HTMLAttributes<HTMLDivElement>, 'title' | 'children' | 'role'>;

export const Notification = forwardRef<HTMLDivElement, NotificationProps>(function Notification(props, ref) {
  const {
    tone,
    title,
    children,
    onDismiss,
    autoDismissMs,
    scrollIntoView = false,
    live = true,
    dismissible = false,
    dismissLabel,
    className,
    onPointerEnter,
    onPointerLeave,
    onFocus,
    onBlur,
    ...rest
  } = props;
  const safeTone = pickVariant('Notification', 'tone', tone, tones, defaultNotificationTone);
  const role = notificationRoles[safeTone];
  const rootRef = useRef<HTMLDivElement>(null);
  useImperativeHandle(ref, () => rootRef.current as HTMLDivElement);

  const [dismissed, setDismissed] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focusWithin, setFocusWithin] = useState(false);
  const paused = hovered || focusWithin;

  const onDismissRef = useRef(onDismiss);
  useEffect(() => {
    onDismissRef.current = onDismiss;
  });
  const dismissedRef = useRef(false);
  const dismiss = useCallback((reason: NotificationDismissReason) => {
    if (dismissedRef.current) return;
    dismissedRef.current = true;
    setDismissed(true);
    onDismissRef.current?.(reason);
  }, []);

  const duration = validDuration(autoDismissMs);
  useMisuseWarning(
    autoDismissMs !== undefined && duration === undefined,
    'Notification',
    `autoDismissMs must be a positive number of ms; got "${String(autoDismissMs)}". Not dismissing automatically.`,
  );

  // The time left survives pauses; a new duration starts over.
  const remaining = useRef<number | undefined>(duration);
  const remainingFor = useRef<number | undefined>(duration);
  useEffect(() => {
    if (remainingFor.current !== duration) {
      remainingFor.current = duration;
      remaining.current = duration;
    }
    if (duration === undefined || paused || dismissed) return;
    const startedAt = Date.now();
    const left = remaining.current ?? duration;
    const timer = setTimeout(() => dismiss('timeout'), left);
    return () => {
      clearTimeout(timer);
      remaining.current = Math.max(0, left - (Date.now() - startedAt));
    };
  }, [duration, paused, dismissed, dismiss]);

  useEffect(() => {
    if (!scrollIntoView) return;
    const el = rootRef.current;
    if (!el || typeof el.scrollIntoView !== 'function') return;
    const reduce = typeof window.matchMedia === 'function' && window.matchMedia(reducedMotion).matches;
    el.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'nearest' });
    // Only on mount: a later prop change must not yank the page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const showDismiss = dismissible && typeof dismissLabel === 'string' && dismissLabel.trim() !== '';
  useMisuseWarning(
    Boolean(dismissible) && !showDismiss,
    'Notification',
    'dismissible without a dismissLabel; the close button is left out (it would have no name).',
  );

  if (dismissed) return null;

  return (
    <div
      ref={rootRef}
      className={cx(styles.notification({ tone: safeTone }), className)}
      data-tone={safeTone}
      data-paused={duration !== undefined && paused ? '' : undefined}
      onPointerEnter={(e: PointerEvent<HTMLDivElement>) => {
        onPointerEnter?.(e);
        setHovered(true);
      }}
      onPointerLeave={(e: PointerEvent<HTMLDivElement>) => {
        onPointerLeave?.(e);
        setHovered(false);
      }}
      onFocus={(e: FocusEvent<HTMLDivElement>) => {
        onFocus?.(e);
        setFocusWithin(true);
      }}
      onBlur={(e: FocusEvent<HTMLDivElement>) => {
        onBlur?.(e);
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocusWithin(false);
      }}
      {...rest}
    >
      <div role={live ? role : undefined} className={styles.message}>
        <Icon name={notificationIcons[safeTone]} className={styles.icon} />
        <div className={styles.content}>
          {title != null && title !== false && <p className={styles.title}>{title}</p>}
          {children != null && children !== false && <div>{children}</div>}
        </div>
      </div>
      {showDismiss && (
        <CloseButton className={styles.dismiss} aria-label={dismissLabel} onClick={() => dismiss('button')} />
      )}
    </div>
  );
});
Notification.displayName = 'Notification';

function validDuration(ms: unknown): number | undefined {
  return typeof ms === 'number' && Number.isFinite(ms) && ms > 0 ? ms : undefined;
}

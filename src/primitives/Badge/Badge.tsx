'use client';

import { forwardRef, type HTMLAttributes } from 'react';
import { cx } from '../../styles/cx';
import {
  badgeCapStyles,
  badgeCaps,
  badgeTones,
  defaultBadgeCapStyle,
  defaultBadgeTone,
  type BadgeCapStyle,
  type BadgeTone,
} from '../../../design-tokens';
import { pickVariant } from '../../styles/fallback';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { badge } from './Badge.css';
import { formatBadgeCount } from './format';

export interface BadgeProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** The number to show. At 0 or below, or when not a finite number, the badge renders nothing. */
  count: number;
  /** The cap: above it the badge shows the cap with a plus. Default: 9 for 'suffix', 99 for 'prefix'. */
  max?: number;
  /** 'suffix' → '9+' (header), 'prefix' → '+99' (mini cart). Default 'suffix'. */
  capStyle?: BadgeCapStyle;
  tone?: BadgeTone;
  /**
   * What the count means, for assistive technology, e.g. "3 Artikel im Warenkorb" (from the app's catalog).
   * Given, it is read instead of the bare number (which is then hidden from assistive technology).
   */
  label?: string;
}

const isCap = (max: unknown): max is number => typeof max === 'number' && Number.isInteger(max) && max > 0;

/** A small count, capped ('9+' or '+99'), hidden at 0. Not a live region: the feature announces changes. */
export const Badge = forwardRef<HTMLSpanElement, BadgeProps>(function Badge(
  { count, max, capStyle, tone, label, className, ...rest },
  ref,
) {
  const safeCapStyle = pickVariant('Badge', 'capStyle', capStyle, badgeCapStyles, defaultBadgeCapStyle);
  const safeTone = pickVariant('Badge', 'tone', tone, badgeTones, defaultBadgeTone);
  const cap = badgeCaps[safeCapStyle];
  if (max !== undefined && !isCap(max))
    pickVariant<string | number>('Badge', 'max', max, ['a whole number above 0'], cap);
  const text = formatBadgeCount(count, isCap(max) ? max : cap, safeCapStyle);
  if (text === null) return null;
  return (
    <span ref={ref} className={cx(badge({ tone: safeTone }), className)} data-count={text} {...rest}>
      {label ? (
        <>
          <span aria-hidden="true">{text}</span>
          <VisuallyHidden>{label}</VisuallyHidden>
        </>
      ) : (
        text
      )}
    </span>
  );
});
Badge.displayName = 'Badge';

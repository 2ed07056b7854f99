'use client';

import {
  cloneElement,
  forwardRef,
  isValidElement,
  type AnchorHTMLAttributes,
  type ReactElement,
  type ReactNode,
} from 'react';
import { Slot, Slottable } from '@radix-ui/react-slot';
import { cx } from '../../styles/cx';
import { defaultTextLinkVariant, textLinkVariants, type TextLinkVariant } from '../../../design-tokens';
import { pickVariant } from '../../styles/fallback';
import { Icon } from '../Icon/Icon';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { safeRel } from '../internal/link';
import * as styles from './TextLink.css';
import { useMisuseWarning } from '../internal/warn';

interface TextLinkOwnProps {
  /** inline (in running text, underlined) | standalone (on its own, bold, with a chevron). */
  variant?: TextLinkVariant;
  /**
   * Said after the link text to screen-reader users when the link opens a new window (target="_blank"),
   * e.g. "(öffnet in neuem Fenster)" from the catalog. Visually hidden.
   */
  newWindowLabel?: string;
  /** Render the one child element (e.g. a router's Link) as the link, with this link's styles and behaviour. */
  asChild?: boolean;
  children: ReactNode;
}

export type TextLinkProps = TextLinkOwnProps & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, keyof TextLinkOwnProps>;

/** What a router link may carry: `href`, or a string `to` (react-router, TanStack Router, Next.js take one of the two). */
type LinkLikeProps = { href?: string; to?: unknown; target?: string; rel?: string; children?: ReactNode };

/**
 * A link in the theme's text colour, underlined. External links (absolute URLs) and links opening a new window
 * get rel="noopener noreferrer"; with `asChild` the child's own href/target/rel count.
 */
export const TextLink = forwardRef<HTMLAnchorElement, TextLinkProps>(function TextLink(props, ref) {
  const { variant, newWindowLabel, asChild = false, children, className, href, target, rel, ...rest } = props;
  const safeVariant = pickVariant('TextLink', 'variant', variant, textLinkVariants, defaultTextLinkVariant);

  const child = asChild && isValidElement<LinkLikeProps>(children) ? (children as ReactElement<LinkLikeProps>) : null;
  const childTo = typeof child?.props.to === 'string' ? child.props.to : undefined;
  const effectiveHref = child?.props.href ?? childTo ?? href;
  const effectiveTarget = child?.props.target ?? target;
  const newWindow = effectiveTarget === '_blank';
  // A new window gets noopener even when the address is not known here (a router link's object `to`).
  const effectiveRel = safeRel(
    effectiveHref ?? (newWindow ? '#' : undefined),
    effectiveTarget,
    child?.props.rel ?? rel,
  );

  useMisuseWarning(
    newWindow && !newWindowLabel,
    'TextLink',
    'target="_blank" without a newWindowLabel; screen-reader users are not told a new window opens.',
  );

  const extras = (
    <>
      {newWindow && newWindowLabel && <VisuallyHidden>{` ${newWindowLabel}`}</VisuallyHidden>}
      {safeVariant === 'standalone' && <Icon name="chevron-right" size="small" className={styles.chevron} />}
    </>
  );
  const classes = cx(styles.textLink({ variant: safeVariant }), className);

  if (asChild) {
    // The child's own rel would win over the slot's, so the safe rel is set on the child itself.
    const slotted = child && effectiveRel !== child.props.rel ? cloneElement(child, { rel: effectiveRel }) : children;
    // Only props that are set: an undefined href would override the href a router link computes itself.
    const linkProps = { ...(href !== undefined && { href }), ...(target !== undefined && { target }) };
    return (
      <Slot ref={ref} className={classes} {...linkProps} {...rest}>
        <Slottable>{slotted}</Slottable>
        {extras}
      </Slot>
    );
  }

  return (
    <a ref={ref} className={classes} href={href} target={target} rel={effectiveRel} {...rest}>
      {children}
      {extras}
    </a>
  );
});
TextLink.displayName = 'TextLink';

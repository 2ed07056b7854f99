'use client';

import { forwardRef, type ReactNode } from 'react';
import * as RadixPopover from '@radix-ui/react-popover';
import { Slottable } from '@radix-ui/react-slot';
import { cx } from '../../styles/cx';
import { popoverMetrics, type SurfaceTheme } from '../../../design-tokens';
import { CloseButton } from '../internal/CloseButton';
import * as styles from './Popover.css';
import { usePortalTheme } from '../internal/portalTheme';
import { useMisuseWarning } from '../internal/warn';

export type PopoverRootProps = RadixPopover.PopoverProps;

/** Holds the open state (`open`/`onOpenChange` or `defaultOpen`; `modal` traps focus). Renders no element. */
export function PopoverRoot(props: PopoverRootProps) {
  return <RadixPopover.Root {...props} />;
}
PopoverRoot.displayName = 'Popover.Root';

export type PopoverTriggerProps = RadixPopover.PopoverTriggerProps;

/** The button that opens and closes the popover; focus returns to it on close. */
export const PopoverTrigger = forwardRef<HTMLButtonElement, PopoverTriggerProps>(function PopoverTrigger(props, ref) {
  return <RadixPopover.Trigger ref={ref} {...props} />;
});
PopoverTrigger.displayName = 'Popover.Trigger';

export type PopoverAnchorProps = RadixPopover.PopoverAnchorProps;

/** Positions the popover against another element than the trigger. */
export const PopoverAnchor = forwardRef<HTMLDivElement, PopoverAnchorProps>(function PopoverAnchor(props, ref) {
  return <RadixPopover.Anchor ref={ref} {...props} />;
});
PopoverAnchor.displayName = 'Popover.Anchor';

/** The popover is a dialog: the type requires its accessible name. */
type Named =
  { 'aria-label': string; 'aria-labelledby'?: string } | { 'aria-labelledby': string; 'aria-label'?: string };

/** A close button in the corner: its accessible name (a catalog text) is then required. */
type Closable = { showClose: true; closeLabel: string } | { showClose?: false; closeLabel?: undefined };

interface PopoverContentOwnProps {
  /** The arrow pointing at the trigger. Default true. */
  arrow?: boolean;
  /** Portalled to document.body (default), or rendered in place with `portal={false}`. */
  portal?: boolean;
  /** Where to portal to. Default document.body. */
  container?: HTMLElement | null;
  /** The surface theme. Default: the theme of the Surface around the place the popover is declared. */
  theme?: SurfaceTheme;
  children?: ReactNode;
}

export type PopoverContentProps = PopoverContentOwnProps &
  Closable &
  Named &
  Omit<RadixPopover.PopoverContentProps, keyof PopoverContentOwnProps | 'aria-label' | 'aria-labelledby'>;

/**
 * The floating box (a non-modal dialog by default): portalled, themed like its opener, with an arrow and an optional
 * close button. Escape and a click outside close it; focus moves into it on open and back to the trigger on Escape.
 */
export const PopoverContent = forwardRef<HTMLDivElement, PopoverContentProps>(function PopoverContent(
  {
    arrow = true,
    portal = true,
    container,
    theme,
    showClose,
    closeLabel,
    className,
    children,
    sideOffset = popoverMetrics.sideOffset,
    collisionPadding = popoverMetrics.collisionPadding,
    ...rest
  },
  ref,
) {
  const surface = usePortalTheme('Popover', theme);
  // An untyped caller may ask for the close button without its name: leave it out rather than render it unnamed.
  const canClose = showClose === true && typeof closeLabel === 'string' && closeLabel.trim() !== '';
  const missingCloseLabel = showClose === true && !canClose;
  useMisuseWarning(missingCloseLabel, 'Popover', 'showClose needs a closeLabel; the close button is left out.');

  const box = (
    <RadixPopover.Content
      ref={ref}
      sideOffset={sideOffset}
      collisionPadding={collisionPadding}
      data-crema-theme={surface.theme}
      className={cx(styles.content, canClose && styles.withClose, surface.className, className)}
      {...rest}
    >
      <Slottable>{children}</Slottable>
      {canClose && (
        <RadixPopover.Close asChild>
          <CloseButton className={styles.close} aria-label={closeLabel} />
        </RadixPopover.Close>
      )}
      {arrow && (
        <RadixPopover.Arrow
          className={styles.arrow}
          width={popoverMetrics.arrowWidth}
          height={popoverMetrics.arrowHeight}
        />
      )}
    </RadixPopover.Content>
  );

  return (
    <>
      {surface.probe}
      {portal ? <RadixPopover.Portal container={container}>{box}</RadixPopover.Portal> : box}
    </>
  );
});
PopoverContent.displayName = 'Popover.Content';

export type PopoverCloseProps = RadixPopover.PopoverCloseProps;

/** Closes the popover: a button, or with `asChild` your own element. */
export const PopoverClose = forwardRef<HTMLButtonElement, PopoverCloseProps>(function PopoverClose(props, ref) {
  return <RadixPopover.Close ref={ref} {...props} />;
});
PopoverClose.displayName = 'Popover.Close';

/** The popover as compound parts: `Popover.Root`, `Popover.Trigger`, `Popover.Anchor`, `Popover.Content`, `Popover.Close`. */
export const Popover = {
  Root: PopoverRoot,
  Trigger: PopoverTrigger,
  Anchor: PopoverAnchor,
  Content: PopoverContent,
  Close: PopoverClose,
};

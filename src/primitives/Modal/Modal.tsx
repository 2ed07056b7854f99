'use client';

import { cloneElement, forwardRef, isValidElement, useId, type ReactElement, type ReactNode } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { cx } from '../../styles/cx';
import {
  defaultModalPlacement,
  defaultModalSize,
  modalPlacements,
  modalSizeNames,
  type ModalPlacement,
  type ModalSize,
  type SurfaceTheme,
} from '../../../design-tokens';
import { pickVariant } from '../../styles/fallback';
import { CloseButton } from '../internal/CloseButton';
import { useHydrated } from '../internal/useHydrated';
import { usePortalTheme } from '../internal/portalTheme';
import * as styles from './Modal.css';

export type ModalRootProps = Dialog.DialogProps;

/** Holds the open state (controlled with `open`/`onOpenChange`, or `defaultOpen`). Renders no element. */
export function ModalRoot(props: ModalRootProps) {
  return <Dialog.Root {...props} />;
}
ModalRoot.displayName = 'Modal.Root';

export type ModalTriggerProps = Dialog.DialogTriggerProps;

/** The opener: a button (or, with `asChild`, your element). Focus returns to it when the modal closes. */
export const ModalTrigger = forwardRef<HTMLButtonElement, ModalTriggerProps>(function ModalTrigger(props, ref) {
  return <Dialog.Trigger ref={ref} {...props} />;
});
ModalTrigger.displayName = 'Modal.Trigger';

export interface ModalContentOwnProps {
  /** Width on tablet and desktop: S, M (default) or L. On phones the modal fills the screen. */
  size?: ModalSize;
  /**
   * `center` (default): a box centred over the page (on phones a full-screen sheet). `start`: a full-height panel
   * sliding in from the inline start edge, as wide as its size allows (on phones all but a strip of the page), for
   * navigation drawers. Under reduced motion it appears without sliding.
   */
  placement?: ModalPlacement;
  /** The dialog's heading and accessible name. Required. */
  title: ReactNode;
  /** A short text under the title; becomes the dialog's accessible description. */
  description?: ReactNode;
  /** Accessible name of the icon-only close button (a catalog text, e.g. "Schließen"). */
  closeLabel: string;
  /** Actions at the bottom (buttons); stays visible while the body scrolls. */
  footer?: ReactNode;
  /** The surface theme of the modal. Default: the theme of the Surface around the place the modal is declared. */
  theme?: SurfaceTheme;
  /** Where the modal is portalled to. Default document.body. */
  container?: HTMLElement | null;
  /**
   * Portalled to document.body (default), or rendered where it is declared with `portal={false}`. A portal renders
   * nothing on the server, so a modal open at first paint (`defaultOpen`, e.g. opened by a link) needs
   * `portal={false}` to be in the server HTML with its title and content. In place it takes the theme of the
   * Surface around it; declare it outside anything that clips or transforms (it is fixed to the viewport).
   */
  portal?: boolean;
  /**
   * The body. With `asChild`, a single element that becomes the dialog box (one that may take role="dialog", e.g. a
   * `<section>`; not a `<form>`), its children the body. For a form, put the `<form id>` in the body and give the
   * footer's submit button `form={id}`.
   */
  children?: ReactNode;
}

export type ModalContentProps = ModalContentOwnProps & Omit<Dialog.DialogContentProps, keyof ModalContentOwnProps>;

/**
 * The dialog itself, portalled (or, with `portal={false}`, where it is declared) over a scrim: title, optional
 * description, a close button, the body and an optional footer. Escape, the close button and a click on the
 * backdrop close it; focus is trapped inside and returns to the opener.
 */
export const ModalContent = forwardRef<HTMLDivElement, ModalContentProps>(function ModalContent(
  {
    size,
    placement,
    title,
    description,
    closeLabel,
    footer,
    theme,
    container,
    portal = true,
    children,
    asChild,
    className,
    ...rest
  },
  ref,
) {
  const safeSize = pickVariant('Modal', 'size', size, modalSizeNames, defaultModalSize);
  const safePlacement = pickVariant('Modal', 'placement', placement, modalPlacements, defaultModalPlacement);
  const surface = usePortalTheme('Modal', theme);
  const hydrated = useHydrated();
  const hasDescription = description !== undefined && description !== null && description !== false;
  // Our own id, so the server HTML names the dialog too (Radix links its title only after mount).
  const titleId = useId();

  const layout = (body: ReactNode) => (
    <>
      <div className={styles.header}>
        <Dialog.Title id={titleId} className={styles.title}>
          {title}
        </Dialog.Title>
        <Dialog.Close asChild>
          <CloseButton aria-label={closeLabel} />
        </Dialog.Close>
      </div>
      {hasDescription && <Dialog.Description className={styles.description}>{description}</Dialog.Description>}
      <div className={styles.body}>{body}</div>
      {footer !== undefined && footer !== null && <div className={styles.footer}>{footer}</div>}
    </>
  );

  const child = asChild && isValidElement<{ children?: ReactNode }>(children) ? children : null;
  // In place, the Surface around it themes it, unless a theme is given.
  const themed = portal || theme !== undefined;

  const dialog = (
    <>
      {
        // Radix's backdrop carries a style attribute, which the strict CSP drops from server HTML and reports; in
        // place, it joins after hydration (server and hydrating render leave it out, so they match).
        (portal || hydrated) && <Dialog.Overlay className={styles.overlay} data-crema-modal-backdrop="" />
      }
      <Dialog.Content
        ref={ref}
        asChild={child !== null}
        data-crema-theme={themed ? surface.theme : undefined}
        className={cx(
          styles.content({ size: safeSize, placement: safePlacement }),
          themed && surface.className,
          className,
        )}
        aria-labelledby={titleId}
        // Radix hides the page behind from assistive technology but does not say so on the dialog; aria-modal tells
        // screen readers to keep their virtual cursor inside it (APG dialog pattern).
        aria-modal
        // Without a description, say so explicitly, so no aria-describedby points at nothing (older Radix warned).
        {...(hasDescription ? {} : { 'aria-describedby': undefined })}
        {...rest}
      >
        {child
          ? cloneElement(child as ReactElement<{ children?: ReactNode }>, undefined, layout(child.props.children))
          : layout(children)}
      </Dialog.Content>
    </>
  );

  if (!portal) return dialog;
  return (
    <>
      {surface.probe}
      <Dialog.Portal container={container}>{dialog}</Dialog.Portal>
    </>
  );
});
ModalContent.displayName = 'Modal.Content';

export type ModalCloseProps = Dialog.DialogCloseProps;

/** Closes the modal: a button, or with `asChild` your own element (e.g. a footer Button). */
export const ModalClose = forwardRef<HTMLButtonElement, ModalCloseProps>(function ModalClose(props, ref) {
  return <Dialog.Close ref={ref} {...props} />;
});
ModalClose.displayName = 'Modal.Close';

/** The modal dialog as compound parts: `Modal.Root`, `Modal.Trigger`, `Modal.Content`, `Modal.Close`. */
export const Modal = {
  Root: ModalRoot,
  Trigger: ModalTrigger,
  Content: ModalContent,
  Close: ModalClose,
};

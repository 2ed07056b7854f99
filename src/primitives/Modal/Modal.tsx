'use client';

import {
  createContext,
  forwardRef,
  useCallback,
  useContext,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ButtonHTMLAttributes,
  type DialogHTMLAttributes,
  type MouseEvent as ReactMouseEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import { Slot } from '@radix-ui/react-slot';
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
import { lockPageScroll } from '../internal/pageScrollLock';
import { useHydrated } from '../internal/useHydrated';
import { usePortalTheme } from '../internal/portalTheme';
import * as styles from './Modal.css';

interface ModalContextValue {
  open: boolean;
  setOpen: (open: boolean) => void;
  /** The dialog's id, for the trigger's `aria-controls`. */
  contentId: string;
  /** The trigger, where focus returns when the modal closes. */
  triggerRef: RefObject<HTMLElement | null>;
}

const ModalContext = createContext<ModalContextValue | null>(null);

function useModal(part: string): ModalContextValue {
  const context = useContext(ModalContext);
  if (!context) throw new Error(`${part} must be inside Modal.Root`);
  return context;
}

export interface ModalRootProps {
  /** Open (controlled, with `onOpenChange`). */
  open?: boolean;
  /** Open at first (uncontrolled). */
  defaultOpen?: boolean;
  /** Called with the new state when the modal asks to open or close (trigger, close button, Escape, backdrop). */
  onOpenChange?: (open: boolean) => void;
  /** The modal's parts: its trigger and content (`Modal.Trigger`, `Modal.Content`). */
  children?: ReactNode;
}

/** Holds the open state (controlled with `open`/`onOpenChange`, or `defaultOpen`). Renders no element. */
export function ModalRoot({ open: controlled, defaultOpen = false, onOpenChange, children }: ModalRootProps) {
  const [uncontrolled, setUncontrolled] = useState(defaultOpen);
  const open = controlled ?? uncontrolled;
  const changeRef = useRef(onOpenChange);
  useLayoutEffect(() => {
    changeRef.current = onOpenChange;
  });
  const setOpen = useCallback(
    (next: boolean) => {
      if (controlled === undefined) setUncontrolled(next);
      changeRef.current?.(next);
    },
    [controlled],
  );
  const contentId = useId();
  const triggerRef = useRef<HTMLElement | null>(null);
  const value = useMemo(() => ({ open, setOpen, contentId, triggerRef }), [open, setOpen, contentId]);
  return <ModalContext.Provider value={value}>{children}</ModalContext.Provider>;
}
ModalRoot.displayName = 'Modal.Root';

/** Runs the component's own handler, then ours unless the component's prevented the default. */
function composed<E extends { defaultPrevented: boolean }>(theirs: ((event: E) => void) | undefined, ours: () => void) {
  return (event: E) => {
    theirs?.(event);
    if (!event.defaultPrevented) ours();
  };
}

/** Sets each ref to the element. */
function mergeRefs<T>(...refs: (RefObject<T | null> | ((element: T | null) => void) | null | undefined)[]) {
  return (element: T | null) => {
    for (const ref of refs) {
      if (typeof ref === 'function') ref(element);
      else if (ref) ref.current = element;
    }
  };
}

export interface ModalTriggerProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Your element (one child) becomes the opener instead of a button. */
  asChild?: boolean;
}

/** The opener: a button (or, with `asChild`, your element). Focus returns to it when the modal closes. */
export const ModalTrigger = forwardRef<HTMLButtonElement, ModalTriggerProps>(function ModalTrigger(
  { asChild, onClick, type, ...rest },
  ref,
) {
  const { open, setOpen, contentId, triggerRef } = useModal('Modal.Trigger');
  const Element = asChild ? Slot : 'button';
  return (
    <Element
      ref={mergeRefs<HTMLButtonElement>(ref, triggerRef as RefObject<HTMLButtonElement | null>)}
      type={asChild ? type : (type ?? 'button')}
      aria-haspopup="dialog"
      aria-expanded={open}
      aria-controls={open ? contentId : undefined}
      data-state={open ? 'open' : 'closed'}
      onClick={composed<ReactMouseEvent<HTMLButtonElement>>(onClick, () => setOpen(true))}
      {...rest}
    />
  );
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
   * Surface around it.
   */
  portal?: boolean;
  /**
   * When the modal has opened and is about to move focus into it (to its first control). Call `preventDefault()` to
   * move focus yourself.
   */
  onOpenAutoFocus?: (event: Event) => void;
  /**
   * When the modal has closed and is about to move focus back to its trigger (or, without a trigger, to the element
   * that had focus when it opened). Call `preventDefault()` to move focus yourself.
   */
  onCloseAutoFocus?: (event: Event) => void;
  /** When Escape is pressed in the modal. Call `preventDefault()` to keep it open. */
  onEscapeKeyDown?: (event: KeyboardEvent) => void;
  /** The body. For a form, put the `<form id>` in the body and give the footer's submit button `form={id}`. */
  children?: ReactNode;
}

export type ModalContentProps = ModalContentOwnProps &
  Omit<DialogHTMLAttributes<HTMLDialogElement>, keyof ModalContentOwnProps | 'open'>;

/** The controls in `root` that Tab reaches, in document order (no positive tabindex in Crema). */
function tabbables(root: HTMLElement): HTMLElement[] {
  const candidates = root.querySelectorAll<HTMLElement>(
    'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), ' +
      'textarea:not([disabled]), [tabindex], [contenteditable="true"]',
  );
  return [...candidates].filter(
    (element) =>
      element.tabIndex >= 0 && !element.closest('[hidden], [inert]') && (element.checkVisibility?.() ?? true),
  );
}

/** Fires `handler` with a cancelable event; true unless it was prevented. */
function proceed(handler: ((event: Event) => void) | undefined, type: string): boolean {
  if (!handler) return true;
  const event = new Event(type, { cancelable: true });
  handler(event);
  return !event.defaultPrevented;
}

/**
 * The dialog itself, a native modal `<dialog>` in the browser's top layer, portalled (or, with `portal={false}`,
 * where it is declared): title, optional description, a close button, the body and an optional footer. The page
 * behind is inert and does not scroll; Escape, the close button and a click on the backdrop close it; focus moves to
 * its first control and returns to the opener.
 */
export const ModalContent = forwardRef<HTMLDialogElement, ModalContentProps>(function ModalContent(
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
    onOpenAutoFocus,
    onCloseAutoFocus,
    onEscapeKeyDown,
    children,
    className,
    id,
    ...rest
  },
  ref,
) {
  const { open, setOpen, contentId, triggerRef } = useModal('Modal.Content');
  const safeSize = pickVariant('Modal', 'size', size, modalSizeNames, defaultModalSize);
  const safePlacement = pickVariant('Modal', 'placement', placement, modalPlacements, defaultModalPlacement);
  const surface = usePortalTheme('Modal', theme);
  const hydrated = useHydrated();
  const hasDescription = description !== undefined && description !== null && description !== false;
  const titleId = useId();
  const descriptionId = useId();
  const dialogRef = useRef<HTMLDialogElement | null>(null);
  // Mounted while open and while its closing transition runs.
  const [mounted, setMounted] = useState(open);
  if (open && !mounted) setMounted(true);
  // The latest handlers, for the effects below (updated before they run).
  const handlers = useRef({ onOpenAutoFocus, onCloseAutoFocus, onEscapeKeyDown });
  useLayoutEffect(() => {
    handlers.current = { onOpenAutoFocus, onCloseAutoFocus, onEscapeKeyDown };
  });
  const returnFocus = useRef<Element | null>(null);
  const release = useRef<(() => void) | null>(null);
  /** Shown as a modal by this component (`showModal`), not merely open as the server's HTML has it. */
  const modal = useRef(false);

  // Opens and closes the native dialog with the state. Layout effect: the dialog is modal before the browser paints.
  const shown = mounted && (!portal || hydrated);
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || !shown) return;
    if (open && !modal.current) {
      returnFocus.current = dialog.ownerDocument.activeElement;
      // In place (portal={false}) the dialog is rendered open, as the server's HTML has it: an open non-modal dialog,
      // which the browser makes modal only through showModal.
      if (dialog.open) dialog.close();
      dialog.showModal();
      modal.current = true;
      release.current ??= lockPageScroll(dialog.ownerDocument);
      if (proceed(handlers.current.onOpenAutoFocus, 'crema.modal.openAutoFocus'))
        (tabbables(dialog)[0] ?? dialog).focus();
    } else if (!open && modal.current) {
      dialog.close();
      modal.current = false;
      release.current?.();
      release.current = null;
      if (proceed(handlers.current.onCloseAutoFocus, 'crema.modal.closeAutoFocus')) {
        const target = triggerRef.current ?? returnFocus.current;
        if (target instanceof HTMLElement && target.isConnected) target.focus();
      }
      // Unmounted once its closing transition (none under reduced motion) has run.
      const running = dialog.getAnimations?.({ subtree: true }) ?? [];
      void Promise.all(running.map((animation) => animation.finished.catch(() => undefined))).then(() => {
        if (!dialog.open) setMounted(false);
      });
    } else if (!open) void Promise.resolve().then(() => setMounted(false));
  }, [open, shown, triggerRef]);

  // Escape, other close requests and a click on the backdrop ask the state to close (listened to natively: the
  // dialog is no control of its own).
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || !shown) return;
    const close = () => setOpen(false);
    const keydown = (event: KeyboardEvent) => {
      if (event.key === 'Tab') {
        wrapFocus(event);
        return;
      }
      // A layer inside that closed on this Escape (a select's list) or a control that used it prevented it: the modal
      // stays. Listened to on the document, after the handlers of everything inside (React's included).
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      if (!(event.target instanceof Node) || !dialog.contains(event.target)) return;
      handlers.current.onEscapeKeyDown?.(event);
      const kept = event.defaultPrevented;
      // Prevented, the browser's own close request does not follow: the state closes the dialog.
      event.preventDefault();
      if (!kept) close();
    };
    // Tab from the last control goes to the first, Shift+Tab from the first to the last (APG dialog pattern; the
    // page behind is inert anyway, this keeps focus from leaving for the browser's own controls).
    const wrapFocus = (event: KeyboardEvent) => {
      if (event.defaultPrevented || !(event.target instanceof Node) || !dialog.contains(event.target)) return;
      const controls = tabbables(dialog);
      const first = controls[0];
      const last = controls.at(-1);
      if (!first || !last) return;
      const active = dialog.ownerDocument.activeElement;
      const to = event.shiftKey
        ? active === first || active === dialog
          ? last
          : null
        : active === last
          ? first
          : null;
      if (!to) return;
      event.preventDefault();
      to.focus();
    };
    const cancel = (event: Event) => {
      // Another close request (a phone's back gesture): the state closes the dialog, not the browser.
      event.preventDefault();
      close();
    };
    const click = (event: MouseEvent) => {
      // A click on the backdrop reaches the dialog itself, outside its box.
      if (event.defaultPrevented || event.target !== dialog) return;
      const box = dialog.getBoundingClientRect();
      const inside =
        event.clientX >= box.left &&
        event.clientX <= box.right &&
        event.clientY >= box.top &&
        event.clientY <= box.bottom;
      if (!inside) close();
    };
    const doc = dialog.ownerDocument;
    doc.addEventListener('keydown', keydown);
    dialog.addEventListener('cancel', cancel);
    dialog.addEventListener('click', click);
    return () => {
      doc.removeEventListener('keydown', keydown);
      dialog.removeEventListener('cancel', cancel);
      dialog.removeEventListener('click', click);
    };
  }, [shown, setOpen]);

  // Unmounted while open (its Root went away): the page scrolls again.
  useLayoutEffect(
    () => () => {
      release.current?.();
      release.current = null;
    },
    [],
  );

  if (!mounted) return null;

  const close = () => setOpen(false);
  const dialog = (
    <dialog
      ref={mergeRefs(ref, dialogRef)}
      id={id ?? contentId}
      // In place, open in the server's HTML (a visitor without script sees it); the browser then makes it modal. React
      // never changes the attribute afterwards: showModal and close do.
      open={portal ? undefined : true}
      data-state={open ? 'open' : 'closed'}
      data-crema-theme={portal || theme !== undefined ? surface.theme : undefined}
      className={cx(
        styles.content({ size: safeSize, placement: safePlacement }),
        (portal || theme !== undefined) && surface.className,
        className,
      )}
      // Shown by showModal once hydrated, which browsers expose as modal; said here too, for every assistive technology.
      aria-modal={hydrated ? true : undefined}
      aria-labelledby={titleId}
      aria-describedby={hasDescription ? descriptionId : undefined}
      {...rest}
    >
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <CloseButton aria-label={closeLabel} onClick={close} />
      </div>
      {hasDescription && (
        <p id={descriptionId} className={styles.description}>
          {description}
        </p>
      )}
      <div className={styles.body}>{children}</div>
      {footer !== undefined && footer !== null && <div className={styles.footer}>{footer}</div>}
    </dialog>
  );

  if (!portal) return dialog;
  return (
    <>
      {surface.probe}
      {hydrated && createPortal(dialog, container ?? document.body)}
    </>
  );
});
ModalContent.displayName = 'Modal.Content';

export interface ModalCloseProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Your element (one child, e.g. a footer Button) closes the modal instead of a button. */
  asChild?: boolean;
}

/** Closes the modal: a button, or with `asChild` your own element (e.g. a footer Button). */
export const ModalClose = forwardRef<HTMLButtonElement, ModalCloseProps>(function ModalClose(
  { asChild, onClick, type, ...rest },
  ref,
) {
  const { setOpen } = useModal('Modal.Close');
  const Element = asChild ? Slot : 'button';
  return (
    <Element
      ref={ref}
      type={asChild ? type : (type ?? 'button')}
      onClick={composed<ReactMouseEvent<HTMLButtonElement>>(onClick, () => setOpen(false))}
      {...rest}
    />
  );
});
ModalClose.displayName = 'Modal.Close';

/** The modal dialog as compound parts: `Modal.Root`, `Modal.Trigger`, `Modal.Content`, `Modal.Close`. */
export const Modal = {
  Root: ModalRoot,
  Trigger: ModalTrigger,
  Content: ModalContent,
  Close: ModalClose,
};

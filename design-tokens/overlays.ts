// Tokens of the overlays primitives: Modal, Select, Accordion, Popover.
// Shared values live elsewhere and are used from there, not repeated: modalSizes, ModalSize and
// defaultModalSize, zIndex, shadows.overlay, durations and easings (layout.ts); overlays.scrim (palette.ts).
import { modalSizes, zIndex, type ModalSize } from './layout';

/** The Modal sizes by name, in order (spec: "Modal sizes S, M, L, default M"). Derived from modalSizes. */
export const modalSizeNames = /* @__PURE__ */ Object.keys(modalSizes) as ModalSize[];

/**
 * Stacking of the overlay layers. The backdrop sits under the modal. Floating layers (popover, select
 * listbox) share the modal's layer on purpose: one opened from inside a modal is mounted after it, so
 * document order puts it on top; with `zIndex.dropdown` (below the modal) it would open behind the modal.
 */
export const overlayLayers = {
  scrim: zIndex.overlay,
  modal: zIndex.modal,
  floating: zIndex.modal,
} as const;

/**
 * Where a Modal sits: centred over the page (default), or `start`, a full-height panel that slides in from the
 * inline start edge (the mobile navigation's slide-in drill-down). On phones a
 * start panel leaves a strip of the page (one touch target wide) visible at its end: a cue that the page is still
 * there, and a backdrop to tap.
 */
export const modalPlacements = ['center', 'start'] as const;
export type ModalPlacement = (typeof modalPlacements)[number];
export const defaultModalPlacement: ModalPlacement = 'center';

/** Modal box metrics in px. */
export const modalMetrics = {
  /** Gap between the modal and the viewport edges on tablet and desktop; on phones the modal fills the screen. */
  viewportGap: 24,
} as const;

/** Popover metrics in px. */
export const popoverMetrics = {
  /** Gap between the trigger (or anchor) and the popover. */
  sideOffset: 8,
  /** Keeps the popover away from the viewport edges when it flips or shifts. */
  collisionPadding: 8,
  arrowWidth: 16,
  arrowHeight: 8,
  maxWidth: 360,
} as const;

/** Select metrics in px. */
export const selectMetrics = {
  /** Gap between the trigger and the listbox. */
  sideOffset: 4,
  collisionPadding: 8,
  /** The listbox scrolls beyond this height (or the space the viewport leaves, whichever is smaller). */
  maxListHeight: 320,
} as const;

/** Accordion behaviour: one section open at a time (default), or any number. */
export const accordionTypes = ['single', 'multiple'] as const;
export type AccordionType = (typeof accordionTypes)[number];
export const defaultAccordionType: AccordionType = 'single';

/** Accordion heading levels: the trigger is a heading of level 2 to 6 (default 3), so it fits the page outline. */
export const accordionHeadingLevels = [2, 3, 4, 5, 6] as const;
export type AccordionHeadingLevel = (typeof accordionHeadingLevels)[number];
export const defaultAccordionHeadingLevel: AccordionHeadingLevel = 3;

/** Motion of the overlays; the durations themselves come from tokens.motion (zero under reduced motion). */
export const overlayMotion = {
  /** A modal or popover grows from this scale as it opens. */
  enterScale: 0.96,
  /** ... and rises by this many px as it fades in. */
  enterOffset: 8,
  /** The accordion chevron turns by this much (half a turn: down becomes up) when its section is open. */
  chevronOpenTurn: 0.5,
} as const;

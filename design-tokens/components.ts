/** Button axes (spec, validation rules): sizes small, medium, large; variants primary, secondary, activating, sale, community. */
export const buttonSizes = ['small', 'medium', 'large'] as const;
export type ButtonSize = (typeof buttonSizes)[number];
export const defaultButtonSize: ButtonSize = 'medium';

export const buttonVariants = ['primary', 'secondary', 'activating', 'sale', 'community'] as const;
export type ButtonVariant = (typeof buttonVariants)[number];
export const defaultButtonVariant: ButtonVariant = 'primary';

/** Per-size metrics in px. Medium and large meet the 44 px touch target; small is for dense desktop rows. */
export const buttonMetrics = {
  small: { height: 32, paddingX: 12, fontSize: 'xs', iconSize: 'small' },
  medium: { height: 44, paddingX: 20, fontSize: 's', iconSize: 'small' },
  large: { height: 52, paddingX: 28, fontSize: 'm', iconSize: 'medium' },
} as const satisfies Record<ButtonSize, { height: number; paddingX: number; fontSize: string; iconSize: string }>;

/** Aspect ratios a Picture accepts by name (spec: 16/9, 4/3, 3/2, 1/1, or any positive number). */
export const aspectRatios = { '16/9': 16 / 9, '4/3': 4 / 3, '3/2': 3 / 2, '1/1': 1 } as const;
export type AspectRatioName = keyof typeof aspectRatios;
export const aspectRatioNames = /* @__PURE__ */ Object.keys(aspectRatios) as AspectRatioName[];

/** Image cutouts are mapped to sources at these widths in px (min-width 1024, max-width 767). */
export const imageCutoutBreakpoints = { large: 1024, small: 767 } as const;

/** Default image placeholder size in px (spec: 488x287). */
export const defaultImagePlaceholder = { width: 488, height: 287 } as const;

/** Input states. */
export const inputStates = ['default', 'valid', 'error'] as const;
export type InputState = (typeof inputStates)[number];

/** Badge count caps: '9+' puts the plus after the cap, '+99' before it. */
export const badgeCapStyles = ['suffix', 'prefix'] as const;
export type BadgeCapStyle = (typeof badgeCapStyles)[number];

/** Rating default maximum (spec: rating scale default maximum 5). */
export const defaultRatingMax = 5;

/** Spinner sizes in px (a named object of its own, so the size names tree-shake without the other metrics). */
const spinnerSizes = { small: 16, medium: 24, large: 40 } as const;

/** Control metrics in px, so components never invent a number. */
export const controlMetrics = {
  inputHeight: 44,
  checkboxSize: 20,
  badgeMinSize: 20,
  spinnerSizes,
  focusRingOffset: 2,
} as const;

/** Spinner sizes by name, in order. Derived from controlMetrics.spinnerSizes. */
export type SpinnerSize = keyof typeof spinnerSizes;
export const spinnerSizeNames = /* @__PURE__ */ Object.keys(spinnerSizes) as SpinnerSize[];
export const defaultSpinnerSize: SpinnerSize = 'medium';

/**
 * Search box metrics in px: the search box is 170 wide, 408 when focused; the suggestion panel is 550 as an overlay,
 * 270 or 350 inside a flyout, with a 50 px bottom margin.
 */
export const searchMetrics = {
  boxWidth: 170,
  boxWidthFocused: 408,
  panelOverlay: 550,
  panelInFlyoutNarrow: 270,
  panelInFlyoutWide: 350,
  bottomMargin: 50,
} as const;

import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import {
  buttonMetrics,
  buttonSizes,
  defaultButtonSize,
  defaultButtonVariant,
  overlays,
  type ButtonVariant,
} from '../../../design-tokens';
import { focusRingRule } from '../../styles/focus.css';
import { color, tokens } from '../../styles/theme.css';
import { px } from '../../styles/units';
import { variantsOf } from '../../styles/variants';

const filled = (background: string, foreground: string) => ({
  backgroundColor: background,
  color: foreground,
  borderColor: background,
});

const variantStyles: Record<ButtonVariant, ReturnType<typeof filled>> = {
  primary: filled(color.accent, color.onAccent),
  secondary: { backgroundColor: 'transparent', color: color.text, borderColor: color.text },
  activating: filled(color.activating, color.onActivating),
  sale: filled(color.sale, color.onSale),
  community: filled(color.community, color.onCommunity),
};

const sizeStyles = variantsOf(buttonSizes, (size) => {
  const m = buttonMetrics[size];
  return {
    minHeight: px(m.height),
    minWidth: px(m.height),
    paddingInline: px(m.paddingX),
    fontSize: tokens.font.size[m.fontSize],
    lineHeight: tokens.font.lineHeight[m.fontSize],
  };
});

export const button = recipe({
  base: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: tokens.space.s,
    // A label wraps rather than sticking out of a narrow container (a tile on a 320 px phone, a long French or
    // Hungarian text): never wider than its container, it breaks between words, and inside a word only when one word
    // alone is wider. The block padding keeps a wrapped label off the border; a one-line label is centred in the
    // minimum height as before.
    maxWidth: '100%',
    paddingBlock: tokens.space.xs,
    textAlign: 'center',
    overflowWrap: 'break-word',
    borderWidth: tokens.borderWidth.thick,
    borderStyle: 'solid',
    borderRadius: tokens.radius.pill,
    fontFamily: tokens.font.family.body,
    fontWeight: tokens.font.weight.bold,
    textDecoration: 'none',
    cursor: 'pointer',
    userSelect: 'none',
    transitionProperty: 'background-image, box-shadow',
    transitionDuration: tokens.motion.duration.fast,
    transitionTimingFunction: tokens.motion.easing.standard,
    selectors: {
      '&:focus-visible': focusRingRule,
      '&:hover:not([aria-disabled="true"]):not(:disabled)': {
        backgroundImage: `linear-gradient(${overlays.hover}, ${overlays.hover})`,
      },
      '&:active:not([aria-disabled="true"]):not(:disabled)': {
        backgroundImage: `linear-gradient(${overlays.pressed}, ${overlays.pressed})`,
      },
      '&:disabled, &[aria-disabled="true"]:not([aria-busy="true"])': {
        cursor: 'not-allowed',
        backgroundColor: color.surfaceRaised,
        borderColor: color.border,
        color: color.textMuted,
      },
      '&[aria-busy="true"]': { cursor: 'progress' },
    },
  },
  variants: {
    size: sizeStyles,
    variant: variantStyles,
    fullWidth: { true: { width: '100%' }, false: {} },
    iconOnly: { true: { paddingInline: 0 }, false: {} },
  },
  defaultVariants: { size: defaultButtonSize, variant: defaultButtonVariant, fullWidth: false, iconOnly: false },
});

/**
 * The label keeps its place while loading, so the button never changes width. It is made transparent,
 * not hidden, so it stays the button's accessible name.
 */
export const content = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: tokens.space.s,
  selectors: { '[aria-busy="true"] > &': { opacity: 0 } },
});

export const spinnerSlot = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
});

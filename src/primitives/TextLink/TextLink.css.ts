import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { defaultTextLinkVariant, textLinkMetrics, type TextLinkVariant } from '../../../design-tokens';
import { focusRingRule } from '../../styles/focus.css';
import { color, tokens } from '../../styles/theme.css';
import { px } from '../../styles/units';

/**
 * Text links use the theme's text colour (4.5:1 on surface and raised surface in every theme) and are told
 * apart from the text around them by the underline, not by hue. Hover thickens the underline.
 */
const variantStyles: Record<TextLinkVariant, object> = {
  inline: {},
  standalone: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.space.xxs,
    fontWeight: tokens.font.weight.bold,
    textDecorationLine: 'none',
    selectors: { '&:hover': { textDecorationLine: 'underline' } },
  },
};

export const textLink = recipe({
  base: {
    color: color.text,
    textDecorationLine: 'underline',
    textDecorationThickness: tokens.borderWidth.thin,
    textUnderlineOffset: px(textLinkMetrics.underlineOffset),
    borderRadius: tokens.radius.s,
    cursor: 'pointer',
    selectors: {
      '&:hover': { textDecorationThickness: tokens.borderWidth.thick },
      '&:focus-visible': {
        ...focusRingRule,
        textDecorationThickness: tokens.borderWidth.thick,
      },
    },
  },
  variants: { variant: variantStyles },
  defaultVariants: { variant: defaultTextLinkVariant },
});

export const chevron = style({ flexShrink: 0 });

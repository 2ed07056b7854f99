import { style } from '@vanilla-extract/css';
import { color, tokens } from '../../styles/theme.css';
import { slot, slotEnd, slotStart } from './Input.css';

const innerRadius = `calc(${tokens.radius.s} - ${tokens.borderWidth.thin})`;
const outerPadding = `calc(-1 * ${tokens.space.m})`;

/**
 * A Button in one of Input's slots (`className={slotButton}`), drawn as a segment of the field's box: as tall as the
 * box, flush with its border, rounded only where the box is, with a thin divider towards the text. Its tap area
 * reaches over the box's border, so it stays `touchTarget` tall. Every rule goes through the slot, so it outranks
 * Button's own styles whatever order the CSS is loaded in; Button's hover, pressed, disabled and focus styles stay.
 */
export const slotButton = style({
  selectors: {
    [`${slot} > &`]: {
      alignSelf: 'stretch',
      minHeight: 0,
      borderWidth: 0,
      borderStyle: 'solid',
      borderColor: color.border,
      borderRadius: 0,
      paddingInline: tokens.space.m,
    },
    [`${slot} > &::after`]: {
      content: '""',
      position: 'absolute',
      insetInline: 0,
      insetBlock: `calc(-1 * ${tokens.borderWidth.thin})`,
    },
    [`${slotStart} > &`]: { borderInlineEndWidth: tokens.borderWidth.thin },
    [`${slotStart} > &:first-child`]: {
      marginInlineStart: outerPadding,
      borderStartStartRadius: innerRadius,
      borderEndStartRadius: innerRadius,
    },
    [`${slotEnd} > &`]: { borderInlineStartWidth: tokens.borderWidth.thin },
    [`${slotEnd} > &:last-child`]: {
      marginInlineEnd: outerPadding,
      borderStartEndRadius: innerRadius,
      borderEndEndRadius: innerRadius,
    },
  },
});

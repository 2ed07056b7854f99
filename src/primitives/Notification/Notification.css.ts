import { createVar, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { buttonMetrics, defaultNotificationTone, iconSizes, notificationMetrics, tones } from '../../../design-tokens';
import { color, tokens } from '../../styles/theme.css';
import { px } from '../../styles/units';
import { variantsOf } from '../../styles/variants';

/** The tone's icon and edge colour, set once per tone so the parts need no tone variants of their own. */
const toneEdge = createVar();

export const notification = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: tokens.space.s,
    padding: tokens.space.l,
    borderStyle: 'solid',
    borderWidth: tokens.borderWidth.thin,
    borderInlineStartWidth: px(notificationMetrics.toneEdgeWidth),
    borderColor: toneEdge,
    borderRadius: tokens.radius.m,
    color: color.text,
    fontSize: tokens.font.size.m,
    lineHeight: tokens.font.lineHeight.m,
    // Scrolled into view below a sticky header, not flush under it.
    scrollMarginBlock: tokens.space['4xl'],
  },
  variants: {
    tone: variantsOf(tones, (t) => ({
      backgroundColor: color.tone[t].surface,
      vars: { [toneEdge]: color.tone[t].border },
    })),
  },
  defaultVariants: { tone: defaultNotificationTone },
});

/** The live region: icon and text. The dismiss button sits outside it so its label is not announced. */
export const message = style({ display: 'flex', alignItems: 'flex-start', gap: tokens.space.m, flex: 1, minWidth: 0 });

export const icon = style({ color: toneEdge });

export const content = style({ display: 'flex', flexDirection: 'column', gap: tokens.space.xs, minWidth: 0 });

export const title = style({ fontWeight: tokens.font.weight.bold });

/**
 * The dismiss button is a quiet icon button: no fill or border of its own on the tone surface. The extra class
 * in the selector outweighs the Button recipe whatever order the style sheets load in. Its 44 px target is
 * pulled into the first line's height so the notification does not grow for it.
 */
export const dismiss = style({
  flexShrink: 0,
  marginBlock: `calc((${px(iconSizes.medium)} - ${px(buttonMetrics.medium.height)}) / 2)`,
  marginInlineEnd: `calc(-1 * ${tokens.space.s})`,
  selectors: {
    [`${message} ~ &`]: { backgroundColor: 'transparent', borderColor: 'transparent', color: color.text },
  },
});

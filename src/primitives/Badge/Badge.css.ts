import { recipe } from '@vanilla-extract/recipes';
import { controlMetrics, defaultBadgeTone, forcedColorRoles, type BadgeTone } from '../../../design-tokens';
import { forcedColors } from '../../styles/media';
import { color, tokens } from '../../styles/theme.css';
import { px } from '../../styles/units';

const tones: Record<BadgeTone, object> = {
  accent: { backgroundColor: color.accent, color: color.onAccent },
  sale: { backgroundColor: color.sale, color: color.onSale },
};

export const badge = recipe({
  base: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    boxSizing: 'border-box',
    minWidth: px(controlMetrics.badgeMinSize),
    height: px(controlMetrics.badgeMinSize),
    paddingInline: tokens.space.xs,
    borderRadius: tokens.radius.pill,
    // A ring in the surface colour keeps the badge apart from the icon it usually sits on.
    boxShadow: `0 0 0 ${tokens.borderWidth.thick} ${color.surface}`,
    fontFamily: tokens.font.family.body,
    fontSize: tokens.font.size.xs,
    lineHeight: tokens.font.lineHeight.xs,
    fontWeight: tokens.font.weight.bold,
    fontVariantNumeric: 'tabular-nums',
    whiteSpace: 'nowrap',
    verticalAlign: 'middle',
    '@media': {
      // Forced colours would drop the fill and the ring and leave a bare number over the icon: the badge draws itself
      // in the system's colours instead (text colour as fill, canvas colour for the count and the ring).
      [forcedColors]: {
        forcedColorAdjust: 'none',
        backgroundColor: forcedColorRoles.text,
        color: forcedColorRoles.canvas,
        boxShadow: `0 0 0 ${tokens.borderWidth.thick} ${forcedColorRoles.canvas}`,
      },
    },
  },
  variants: { tone: tones },
  defaultVariants: { tone: defaultBadgeTone },
});

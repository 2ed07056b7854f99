import { recipe } from '@vanilla-extract/recipes';
import { controlMetrics, defaultBadgeTone, type BadgeTone } from '../../../design-tokens';
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
  },
  variants: { tone: tones },
  defaultVariants: { tone: defaultBadgeTone },
});

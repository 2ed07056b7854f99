import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { defaultRatingSize, ratingMetrics, ratingSizes, type RatingStarFill } from '../../../design-tokens';
import { color, tokens } from '../../styles/theme.css';
import { variantsOf } from '../../styles/variants';

export const rating = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    verticalAlign: 'middle',
    fontFamily: tokens.font.family.body,
    color: color.textMuted,
  },
  variants: {
    size: variantsOf(ratingSizes, (size) => {
      const m = ratingMetrics[size];
      return {
        gap: tokens.space[m.gap],
        fontSize: tokens.font.size[m.fontSize],
        lineHeight: tokens.font.lineHeight[m.fontSize],
      };
    }),
  },
  defaultVariants: { size: defaultRatingSize },
});

export const stars = style({ display: 'inline-flex', flexShrink: 0 });

/** One star: the outline, always drawn, and over it the filled star, clipped to how much of it is filled. */
export const star = style({ position: 'relative', display: 'inline-flex', color: color.accent });

/** The outline in the accent colour: it shows where a star is on every surface, filled or not. */
export const outline = style({ fill: 'none', stroke: 'currentColor' });

const fills: Record<RatingStarFill, object> = {
  empty: { display: 'none' },
  // Half a star from the start edge: the left half, the right half in right-to-left text.
  half: { clipPath: 'inset(0 50% 0 0)', selectors: { '[dir="rtl"] &': { clipPath: 'inset(0 0 0 50%)' } } },
  full: {},
};

export const fill = recipe({
  base: { position: 'absolute', inset: 0, fill: 'currentColor', stroke: 'currentColor' },
  variants: { fill: fills },
  defaultVariants: { fill: 'full' },
});

export const count = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { iconSizes } from '../../../design-tokens';
import { px } from '../../styles/units';

export const icon = recipe({
  base: { display: 'inline-block', flexShrink: 0, verticalAlign: 'middle' },
  variants: {
    size: Object.fromEntries(
      Object.entries(iconSizes).map(([name, value]) => [name, { width: px(value), height: px(value) }]),
    ) as Record<keyof typeof iconSizes, { width: string; height: string }>,
  },
  defaultVariants: { size: 'medium' },
});
export type IconVariants = NonNullable<RecipeVariants<typeof icon>>;

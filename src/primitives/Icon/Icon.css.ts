import { recipe } from '@vanilla-extract/recipes';
import { defaultIconSize, iconSizeNames, iconSizes } from '../../../design-tokens';
import { px } from '../../styles/units';
import { variantsOf } from '../../styles/variants';

export const icon = recipe({
  base: { display: 'inline-block', flexShrink: 0, verticalAlign: 'middle' },
  variants: {
    size: variantsOf(iconSizeNames, (size) => ({ width: px(iconSizes[size]), height: px(iconSizes[size]) })),
  },
  defaultVariants: { size: defaultIconSize },
});

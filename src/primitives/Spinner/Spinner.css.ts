import { keyframes } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { controlMetrics, defaultSpinnerSize, spinnerSizeNames } from '../../../design-tokens';
import { tokens } from '../../styles/theme.css';
import { px } from '../../styles/units';
import { variantsOf } from '../../styles/variants';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = recipe({
  base: {
    display: 'inline-block',
    flexShrink: 0,
    borderRadius: tokens.radius.pill,
    border: `${tokens.borderWidth.thick} solid currentColor`,
    borderRightColor: 'transparent',
    animation: `${spin} ${tokens.motion.duration.spin} ${tokens.motion.easing.linear} infinite`,
  },
  variants: {
    size: variantsOf(spinnerSizeNames, (size) => {
      const side = px(controlMetrics.spinnerSizes[size]);
      return { width: side, height: side };
    }),
  },
  defaultVariants: { size: defaultSpinnerSize },
});

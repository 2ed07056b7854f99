import { keyframes } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { controlMetrics } from '../../../design-tokens';
import { tokens } from '../../styles/theme.css';
import { px } from '../../styles/units';

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
    size: Object.fromEntries(
      Object.entries(controlMetrics.spinnerSizes).map(([name, value]) => [
        name,
        { width: px(value), height: px(value) },
      ]),
    ) as Record<keyof typeof controlMetrics.spinnerSizes, { width: string; height: string }>,
  },
  defaultVariants: { size: 'medium' },
});

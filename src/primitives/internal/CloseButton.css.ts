import { style } from '@vanilla-extract/css';
import { buttonMetrics, overlays } from '../../../design-tokens';
import { focusRingRule } from '../../styles/focus.css';
import { color, tokens } from '../../styles/theme.css';
import { px } from '../../styles/units';

/** Looks like an icon-only secondary Button of medium size (44 px touch target), without Button's weight. */
export const closeButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: px(buttonMetrics.medium.height),
  height: px(buttonMetrics.medium.height),
  padding: 0,
  borderRadius: tokens.radius.pill,
  border: `${tokens.borderWidth.thick} solid ${color.text}`,
  backgroundColor: 'transparent',
  color: color.text,
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': focusRingRule,
    '&:hover': { backgroundImage: `linear-gradient(${overlays.hover}, ${overlays.hover})` },
    '&:active': { backgroundImage: `linear-gradient(${overlays.pressed}, ${overlays.pressed})` },
  },
});

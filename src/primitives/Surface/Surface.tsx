import { forwardRef, type HTMLAttributes } from 'react';
import { cx } from '../../styles/cx';
import { defaultSurfaceTheme, surfaceThemes, type SurfaceTheme } from '../../../design-tokens';
import { pickVariant } from '../../styles/fallback';
import { themeClasses } from '../../styles/theme.css';
import { resetRoot } from '../../styles/reset.css';

export interface SurfaceProps extends HTMLAttributes<HTMLDivElement> {
  /** One of the 12 surface themes; the subtree gets its colours. Default light. */
  theme?: SurfaceTheme;
}

/**
 * Themes a subtree: sets the theme's semantic colours, its surface and text colour, and Crema's scoped reset.
 * Nest one inside another to switch theme for a part of the page (e.g. a dark promotion band).
 */
export const Surface = forwardRef<HTMLDivElement, SurfaceProps>(function Surface({ theme, className, ...rest }, ref) {
  const name = pickVariant('Surface', 'theme', theme, surfaceThemes, defaultSurfaceTheme);
  return <div ref={ref} data-crema-theme={name} className={cx(themeClasses[name], resetRoot, className)} {...rest} />;
});

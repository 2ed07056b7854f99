'use client';

import { useLayoutEffect, useRef, useState, type ReactElement } from 'react';
import { cx } from '../../styles/cx';
import { defaultSurfaceTheme, surfaceThemes, type SurfaceTheme } from '../../../design-tokens';
import { pickVariant } from '../../styles/fallback';
import { resetRoot } from '../../styles/reset.css';
import { themeClasses } from '../../styles/theme.css';

const isSurfaceTheme = (value: string | null | undefined): value is SurfaceTheme =>
  value != null && (surfaceThemes as readonly string[]).includes(value);

export interface PortalTheme {
  /** Render this where the layer is declared (inside the opener's Surface); it is `hidden`, so it takes no space. */
  probe: ReactElement;
  theme: SurfaceTheme;
  /** The theme class and Crema's scoped reset, for the portalled element. */
  className: string;
}

/**
 * A portalled layer (modal, popover) is mounted in document.body, outside the Surface that themes its opener,
 * so the theme's variables would be unset there. The layer takes the theme of the nearest Surface around the
 * place where it is declared (read after mount, so server rendering is untouched), or `explicit` when given.
 * Internal to the overlay primitives: not exported from the package.
 */
export function usePortalTheme(component: string, explicit: SurfaceTheme | undefined): PortalTheme {
  const probeRef = useRef<HTMLSpanElement>(null);
  const [inherited, setInherited] = useState<SurfaceTheme>(defaultSurfaceTheme);
  useLayoutEffect(() => {
    const host = probeRef.current?.parentElement?.closest('[data-crema-theme]');
    if (!host) return;
    const read = () => {
      const name = host.getAttribute('data-crema-theme');
      if (isSurfaceTheme(name)) setInherited(name);
    };
    read();
    // The Surface's theme can change while the layer is mounted (e.g. a theme switch): follow it.
    const observer = new MutationObserver(read);
    observer.observe(host, { attributes: true, attributeFilter: ['data-crema-theme'] });
    return () => observer.disconnect();
  }, []);
  const theme =
    explicit === undefined ? inherited : pickVariant(component, 'theme', explicit, surfaceThemes, defaultSurfaceTheme);
  return {
    probe: <span ref={probeRef} hidden data-crema-theme-probe="" />,
    theme,
    className: cx(themeClasses[theme], resetRoot),
  };
}

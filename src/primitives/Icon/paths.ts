/**
 * The one SVG icon set, drawn on a 24x24 grid with 2-unit strokes (fill: none) unless `filled`.
 * Original drawings for Crema, except the brand marks below; nothing is loaded at run time. Each glyph is its own
 * export, so a component that draws one glyph (e.g. the close button) bundles only that one, not the whole set.
 */
export interface Glyph {
  readonly d: string;
  readonly filled?: boolean;
}

export const searchGlyph = {
  d: 'M10.5 4a6.5 6.5 0 1 1 0 13 6.5 6.5 0 0 1 0-13zM15.5 15.5 20 20',
} as const satisfies Glyph;
export const storeGlyph = { d: 'M4 10v10h16V10M3 10l2-6h14l2 6zM9 20v-6h6v6' } as const satisfies Glyph;
export const userGlyph = {
  d: 'M12 4a4 4 0 1 1 0 8 4 4 0 0 1 0-8zM4 21c0-4 3.6-6.5 8-6.5s8 2.5 8 6.5',
} as const satisfies Glyph;
export const userSignedInGlyph = {
  d: 'M10 4a4 4 0 1 1 0 8 4 4 0 0 1 0-8zM2 21c0-4 3.6-6.5 8-6.5 1.2 0 2.3.2 3.3.5M15 18.5l2 2 5-5',
} as const satisfies Glyph;
export const cartGlyph = {
  d: 'M3 4h2.5l2.2 11h10.8L21 8H6.3M9.5 20a1 1 0 1 0 0-.01M17 20a1 1 0 1 0 0-.01',
} as const satisfies Glyph;
export const menuGlyph = { d: 'M4 6h16M4 12h16M4 18h16' } as const satisfies Glyph;
export const lockGlyph = { d: 'M6 11h12v9H6zM8.5 11V8a3.5 3.5 0 0 1 7 0v3M12 14.5v2' } as const satisfies Glyph;
export const closeGlyph = { d: 'M6 6l12 12M18 6 6 18' } as const satisfies Glyph;
export const backGlyph = { d: 'M20 12H5M11 5l-7 7 7 7' } as const satisfies Glyph;
export const chevronLeftGlyph = { d: 'M15 5l-7 7 7 7' } as const satisfies Glyph;
export const chevronRightGlyph = { d: 'M9 5l7 7-7 7' } as const satisfies Glyph;
export const chevronUpGlyph = { d: 'M5 15l7-7 7 7' } as const satisfies Glyph;
export const chevronDownGlyph = { d: 'M5 9l7 7 7-7' } as const satisfies Glyph;
export const minusGlyph = { d: 'M5 12h14' } as const satisfies Glyph;
export const plusGlyph = { d: 'M5 12h14M12 5v14' } as const satisfies Glyph;
export const copyGlyph = { d: 'M9 9h11v11H9zM5 15H4V4h11v1' } as const satisfies Glyph;
export const starGlyph = {
  d: 'M12 2.8l2.8 5.8 6.3.9-4.6 4.4 1.1 6.3L12 17.2l-5.6 3 1.1-6.3L2.9 9.5l6.3-.9z',
  filled: true,
} as const satisfies Glyph;
export const checkGlyph = { d: 'M4 12.5l5 5L20 6.5' } as const satisfies Glyph;
export const infoGlyph = { d: 'M12 3a9 9 0 1 1 0 18 9 9 0 0 1 0-18zM12 11v6M12 7.5v.5' } as const satisfies Glyph;
export const warningGlyph = { d: 'M12 3 2 20h20zM12 10v4.5M12 17v.5' } as const satisfies Glyph;
export const errorGlyph = {
  d: 'M12 3a9 9 0 1 1 0 18 9 9 0 0 1 0-18zM8.5 8.5l7 7M15.5 8.5l-7 7',
} as const satisfies Glyph;

export const truckGlyph = {
  d: 'M5.5 17H3V6h11v11M9.5 17h6M14 10h4l3 3.5V17h-1.5M7.5 15a2 2 0 1 1 0 4 2 2 0 0 1 0-4zM17.5 15a2 2 0 1 1 0 4 2 2 0 0 1 0-4z',
} as const satisfies Glyph;
export const headsetGlyph = {
  d: 'M4 15v-3a8 8 0 0 1 16 0v3M4 13h3v5H5a1 1 0 0 1-1-1zM20 13h-3v5h2a1 1 0 0 0 1-1zM19 18v1a2.5 2.5 0 0 1-2.5 2.5H13',
} as const satisfies Glyph;

export const iconPaths = {
  search: searchGlyph,
  store: storeGlyph,
  user: userGlyph,
  'user-signed-in': userSignedInGlyph,
  cart: cartGlyph,
  menu: menuGlyph,
  lock: lockGlyph,
  close: closeGlyph,
  back: backGlyph,
  'chevron-left': chevronLeftGlyph,
  'chevron-right': chevronRightGlyph,
  'chevron-up': chevronUpGlyph,
  'chevron-down': chevronDownGlyph,
  minus: minusGlyph,
  plus: plusGlyph,
  copy: copyGlyph,
  star: starGlyph,
  check: checkGlyph,
  info: infoGlyph,
  warning: warningGlyph,
  error: errorGlyph,
  truck: truckGlyph,
  headset: headsetGlyph,
} as const satisfies Record<string, Glyph>;

export type IconName = keyof typeof iconPaths;
export const iconNames = /* @__PURE__ */ Object.keys(iconPaths) as IconName[];

/**
 * The primitive palette: every colour Crema uses, by hue and step.
 * Components never read these: they see only the semantic roles of a surface theme (themes.ts).
 */
export const palette = {
  white: '#ffffff',
  black: '#000000',
  cream: { 50: '#fdfaf5', 100: '#f7f0e4', 200: '#efe3cf', 300: '#e2cfae' },
  coffee: {
    100: '#efe4da',
    200: '#dcc6b2',
    300: '#c3a184',
    400: '#a07656',
    500: '#7c5337',
    600: '#5e3b25',
    700: '#4a2c1a',
    800: '#352014',
    900: '#24160e',
    950: '#170e09',
  },
  grey: {
    50: '#f7f7f7',
    100: '#eeeeee',
    200: '#dddddd',
    300: '#c4c4c4',
    400: '#8a8a8a',
    500: '#767676',
    600: '#5c5c5c',
    700: '#444444',
    800: '#2e2e2e',
    900: '#1c1c1c',
  },
  green: {
    50: '#eef6ef',
    100: '#dcefdf',
    200: '#c5e3ca',
    600: '#2d6a3b',
    700: '#23552f',
    800: '#1a4023',
    300: '#86c995',
  },
  blue: {
    50: '#eef4fb',
    100: '#dde9f6',
    300: '#9cc3ee',
    600: '#1f5b9c',
    700: '#184a80',
    800: '#123861',
    900: '#0d2a4a',
    950: '#081c33',
  },
  coral: { 50: '#fdf1ee', 100: '#fbe2dc', 300: '#f4a896', 600: '#b23a1f', 700: '#8f2f19' },
  red: { 50: '#fdeeee', 300: '#ff9c96', 600: '#c21f1f', 700: '#a11a1a', 800: '#7f1414' },
  amber: { 50: '#fff6e0', 300: '#ffd27a', 700: '#8a5a00', 800: '#6b4500' },
  violet: { 50: '#f3effa', 300: '#c9b3f0', 600: '#6a3fb5', 700: '#56339a' },
  teal: { 300: '#7fd6c4', 700: '#0f6b5c' },
} as const;

/** Translucent layers: hover/pressed tints over any filled control, and the modal backdrop. */
export const overlays = {
  hover: 'rgba(0, 0, 0, 0.12)',
  pressed: 'rgba(0, 0, 0, 0.22)',
  scrim: 'rgba(23, 14, 9, 0.64)',
} as const;

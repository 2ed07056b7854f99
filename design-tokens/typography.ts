/** A system font stack: nothing is loaded from a font CDN, and the CSP stays strict. */
export const fontFamilies = {
  body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  heading: 'Georgia, "Iowan Old Style", "Palatino Linotype", "Times New Roman", serif',
  mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
} as const;

/** Type scale in px: size and line height. */
export const fontSizes = {
  xs: { size: 12, lineHeight: 16 },
  s: { size: 14, lineHeight: 20 },
  m: { size: 16, lineHeight: 24 },
  l: { size: 20, lineHeight: 28 },
  xl: { size: 24, lineHeight: 32 },
  xxl: { size: 32, lineHeight: 40 },
} as const;
export type FontSize = keyof typeof fontSizes;

export const fontWeights = { regular: 400, medium: 500, bold: 700 } as const;

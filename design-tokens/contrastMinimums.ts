/** WCAG 2.x minimum contrast: 4.5:1 for text (1.4.3), 3:1 for UI components and focus indicators (1.4.11). */
export const minimumContrast = { text: 4.5, ui: 3 } as const;

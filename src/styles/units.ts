/** Turns a token number into a CSS length. Components never write a px literal themselves. */
export const px = (n: number): string => (n === 0 ? '0' : `${n}px`);
/** Turns a token duration into a CSS time. */
export const ms = (n: number): string => `${n}ms`;

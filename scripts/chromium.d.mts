/** Debian's Chromium, the one browser every tool drives. */
export const chromiumPath: string;
export const chromiumArgs: string[];

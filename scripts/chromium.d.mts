/** Debian's full Chromium: Lighthouse, the benchmarks, the demo's pictures. */
export const chromiumPath: string;
/** Debian's headless shell of the same Chromium: the test runners. */
export const testChromiumPath: string;
export const chromiumArgs: string[];
/** The test runners' arguments (`chromiumArgs` and one renderer process at a time). */
export const testChromiumArgs: string[];

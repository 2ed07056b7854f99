/** Debian's full Chromium: Lighthouse, the benchmarks, the demo's pictures. */
export const chromiumPath: string;
/** Debian's headless shell of the same Chromium: the test runners. */
export const testChromiumPath: string;
export const chromiumArgs: string[];
/** The test runners' arguments (`chromiumArgs`, one renderer process at a time, V8 without background threads). */
export const testChromiumArgs: string[];

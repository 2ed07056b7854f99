// The names the bootstrap module (./bootstrap.ts) shares with the page: a module of their own, so that module's
// chunk imports nothing else.

/** The performance mark the bootstrap module sets once it keeps presses (a trace shows how long before hydration). */
export const EARLY_PRESSES_MARK = 'crema:early-presses';

/** The document event the page dispatches once React has hydrated it (its root's first commit). */
export const PAGE_HYDRATED_EVENT = 'crema:page-hydrated';

/** The meta element whose `content` lists the client entry and the modules the page runs (the bootstrap loads them). */
export const PAGE_MODULES_META = 'crema-modules';

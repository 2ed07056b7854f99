/** Constants of the header services (spec 000 §7 #4, #5). */

/** Spec 000 §7 #4: "GET /service/header-backend/api/show". */
export const HEADER_SHOW_PATH = '/service/header-backend/api/show';
/** Spec 000 §7 #5: "GET /service/header/api/header-tree", "query site; only when the new-header flag is on". */
export const HEADER_TREE_PATH = '/service/header/api/header-tree';

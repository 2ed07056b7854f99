/** Constants of the header services: the navigation tree and the header tree calls. */

/** The navigation-tree call: GET /service/header-backend/api/show. */
export const HEADER_SHOW_PATH = '/service/header-backend/api/show';
/** The header-tree call: GET /service/header/api/header-tree, "query site; only when the new-header flag is on". */
export const HEADER_TREE_PATH = '/service/header/api/header-tree';

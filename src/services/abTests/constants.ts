/** Constants of the A/B-test service: its base path and its two calls. */

/** "A/B calls under /service/abtestfrontend/api/v1". */
export const AB_TEST_BASE = '/service/abtestfrontend/api/v1';
/** The active-tests call: GET /service/abtestfrontend/api/v1/gettestsat?time={date}. */
export const TESTS_AT_PATH = `${AB_TEST_BASE}/gettestsat`;
/** The assignment call: GET /service/abtestfrontend/api/v1/getassignment, "called on footer load, result ignored". */
export const ASSIGNMENT_PATH = `${AB_TEST_BASE}/getassignment`;

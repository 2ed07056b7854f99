/** Constants of the A/B-test service (spec 002 §7). */

/** Spec 002 §7: "A/B calls under /service/abtestfrontend/api/v1". */
export const AB_TEST_BASE = '/service/abtestfrontend/api/v1';
/** Spec 002 §7: "GET /service/abtestfrontend/api/v1/gettestsat?time={date}". */
export const TESTS_AT_PATH = `${AB_TEST_BASE}/gettestsat`;
/** Spec 002 §7: "GET /service/abtestfrontend/api/v1/getassignment", "called on footer load, result ignored". */
export const ASSIGNMENT_PATH = `${AB_TEST_BASE}/getassignment`;

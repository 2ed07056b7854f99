/** Constants of the visitor state (spec 000 §3, §4, §8). */

/** Spec 000 §8: "Personal data load failure | visitor treated as logged out; error logged". The logged text. */
export const PERSONAL_DATA_FAILURE_LOG = '[crema] Personal data load failure: visitor treated as logged out.';

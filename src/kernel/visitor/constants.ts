/** Constants of the visitor state. */

/** "Personal data load failure: visitor treated as logged out; error logged". The logged text. */
export const PERSONAL_DATA_FAILURE_LOG = '[crema] Personal data load failure: visitor treated as logged out.';

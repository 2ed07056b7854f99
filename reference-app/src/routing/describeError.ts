import type { ServiceError } from 'crema/services';

/** A service error in a log line: `http 500 UNKNOWN`, `timeout`, `invalid-response`. */
export const describeError = (error: ServiceError): string =>
  error.kind === 'http' ? `http ${error.status}${error.code ? ` ${error.code}` : ''}` : error.kind;

import { defineCall } from '../http/call';
import type { ServiceClient } from '../http/client';
import type { CallOptions, ServiceCall, ServiceResult } from '../http/types';
import { ASSIGNMENT_PATH, TESTS_AT_PATH } from './constants';
import { testsAtResponseSchema, type AbTest } from './contract';

const testsAtCall = defineCall({
  service: 'abTests',
  name: 'fetchTestsAt',
  method: 'GET',
  path: TESTS_AT_PATH,
  contract: testsAtResponseSchema,
  request: (time: string) => ({ query: { time } }),
});

/** "called on footer load, result ignored". */
const assignmentCall = defineCall({
  service: 'abTests',
  name: 'fetchAssignment',
  method: 'GET',
  path: ASSIGNMENT_PATH,
  contract: 'none',
});

/** GET /service/abtestfrontend/api/v1/gettestsat?time=…: the tests active at that time. */
export function fetchTestsAt(
  client: ServiceClient,
  time: string,
  options?: CallOptions,
): Promise<ServiceResult<AbTest[]>> {
  return testsAtCall.send(client, time, options);
}

/** GET /service/abtestfrontend/api/v1/getassignment: "called on footer load, result ignored". */
export function fetchAssignment(client: ServiceClient, options?: CallOptions): Promise<ServiceResult<void>> {
  return assignmentCall.send(client, undefined, options);
}

export const abTestCalls: readonly ServiceCall[] = [testsAtCall, assignmentCall];

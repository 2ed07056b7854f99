import { requestJson, requestVoid, type ServiceClient } from '../http/client';
import type { ServiceCall, ServiceResult } from '../http/types';
import { ASSIGNMENT_PATH, TESTS_AT_PATH } from './constants';
import { testsAtResponseSchema, type AbTest } from './contract';

/** GET /service/abtestfrontend/api/v1/gettestsat?time=…: the tests active at that time (spec 002 §7). */
export function fetchTestsAt(client: ServiceClient, time: string): Promise<ServiceResult<AbTest[]>> {
  return requestJson(client, { method: 'GET', path: TESTS_AT_PATH, query: { time } }, testsAtResponseSchema);
}

/** GET /service/abtestfrontend/api/v1/getassignment: "called on footer load, result ignored". */
export function fetchAssignment(client: ServiceClient): Promise<ServiceResult<void>> {
  return requestVoid(client, { method: 'GET', path: ASSIGNMENT_PATH });
}

export const abTestCalls: ServiceCall[] = [
  { service: 'abTests', name: 'fetchTestsAt', method: 'GET', path: TESTS_AT_PATH },
  { service: 'abTests', name: 'fetchAssignment', method: 'GET', path: ASSIGNMENT_PATH },
];

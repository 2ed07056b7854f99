import { callNamed, describeCall } from '../http/callTable';
import { jsonAnswer, textAnswer } from '../http/testing';
import { abTestCalls, fetchAssignment, fetchTestsAt } from './client';
import { ASSIGNMENT_PATH, TESTS_AT_PATH } from './constants';
import { testsAtQuerySchema } from './contract';

describeCall('GET /service/abtestfrontend/api/v1/gettestsat?time=', {
  call: callNamed(abTestCalls, 'fetchTestsAt'),
  run: (client, options) => fetchTestsAt(client, '2024-12-24T18:30:00.000Z', options),
  success: {
    answer: () => jsonAnswer([{ name: 'checkout', groups: [{ name: 'A' }, { name: 'B' }] }, { name: 'search' }]),
    value: [
      { name: 'checkout', groups: [{ name: 'A' }, { name: 'B' }] },
      { name: 'search', groups: [] },
    ],
  },
  request: (req) => {
    expect(req.method).toBe('GET');
    expect(req.path).toBe(TESTS_AT_PATH);
    expect(req.query).toEqual({ time: '2024-12-24T18:30:00.000Z' });
    expect(testsAtQuerySchema.safeParse(req.query).success).toBe(true);
  },
  wrongShape: [{ groups: [] }],
  cases: [{ name: 'no active tests → empty list', answer: () => jsonAnswer([]), expected: { ok: true, value: [] } }],
});

describeCall('GET /service/abtestfrontend/api/v1/getassignment', {
  call: callNamed(abTestCalls, 'fetchAssignment'),
  run: (client, options) => fetchAssignment(client, options),
  success: { answer: () => textAnswer('{"assignment":"whatever"'), value: undefined },
  request: (req) => {
    expect(req.method).toBe('GET');
    expect(req.path).toBe(ASSIGNMENT_PATH);
  },
});

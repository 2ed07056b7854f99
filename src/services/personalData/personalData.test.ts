import { callNamed, describeCall, tableTokens } from '../http/callTable';
import { CSRF_MARKER_VALUE, serviceHeaders } from '../http/constants';
import { jsonAnswer } from '../http/testing';
import { fetchPersonalData, personalDataCalls } from './client';
import { PSDATA_PATH } from './constants';

const body = {
  tracking: { loginStatus: 'REMEMBERED' },
  customer: {
    firstname: 'Anna',
    lastname: 'Muster',
    loyaltyBeans: 120,
    statuses: { isCommunityMember: true, isLoyaltyCardMember: false },
  },
  newsletterStatus: 'SUBSCRIBED',
  somethingElse: { kept: true },
};

describeCall('GET /service/customerfrontenddata/api/v1/psdata', {
  call: callNamed(personalDataCalls, 'fetchPersonalData'),
  run: (client, options) => fetchPersonalData(client, options),
  success: { answer: () => jsonAnswer(body), value: body as never },
  request: (req) => {
    expect(req.method).toBe('GET');
    expect(req.path).toBe(PSDATA_PATH);
    expect(req.cache).toBe('no-store');
    expect(req.credentials).toBe('include');
    expect(req.headers[serviceHeaders.longTermToken.toLowerCase()]).toBe(tableTokens.longTermToken);
    expect(req.headers[serviceHeaders.loginToken.toLowerCase()]).toBe(tableTokens.loginToken);
    expect(req.headers[serviceHeaders.csrfMarker.toLowerCase()]).toBe(CSRF_MARKER_VALUE);
  },
  wrongShape: { tracking: { loginStatus: 'SOMEONE' } },
  cases: [
    {
      name: 'a logged-out visitor without customer data',
      answer: () => jsonAnswer({ tracking: { loginStatus: 'LOGGED_OUT' }, customer: null }),
      expected: { ok: true, value: { tracking: { loginStatus: 'LOGGED_OUT' }, customer: null } },
    },
  ],
});

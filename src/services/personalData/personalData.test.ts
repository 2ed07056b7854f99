import { describeCall, tableTokens } from '../http/callTable';
import { createServiceClient } from '../http/client';
import { CSRF_MARKER_VALUE, serviceHeaders } from '../http/constants';
import { jsonAnswer, stubFetch } from '../http/testing';
import { createPersonalDataLoader, fetchPersonalData } from './client';
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
  run: (client) => fetchPersonalData(client),
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

describe('createPersonalDataLoader (spec 002 §7: one shared promise)', () => {
  it('calls once for many readers, again after reset', async () => {
    const stub = stubFetch(() => jsonAnswer(body));
    const loader = createPersonalDataLoader(createServiceClient({ fetch: stub.fetch }));
    const [a, b] = await Promise.all([loader.get(), loader.get()]);
    expect(a).toBe(b);
    expect(stub.calls).toHaveLength(1);
    loader.reset();
    await loader.get();
    expect(stub.calls).toHaveLength(2);
  });
});

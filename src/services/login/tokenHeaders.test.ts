import { tokenHeadersFromCookies } from './tokenHeaders';

describe('tokenHeadersFromCookies', () => {
  it('reads the login and long-term tokens from a Cookie header (server)', () => {
    expect(tokenHeadersFromCookies('a=1; LoginToken=lt-1; LongTermToken=ltt-2')).toEqual({
      loginToken: 'lt-1',
      longTermToken: 'ltt-2',
    });
  });

  it('absent cookies, or no header at all, give no token (no document here)', () => {
    expect(tokenHeadersFromCookies('a=1')).toEqual({ loginToken: undefined, longTermToken: undefined });
    expect(tokenHeadersFromCookies(null)).toEqual({ loginToken: undefined, longTermToken: undefined });
    expect(tokenHeadersFromCookies()).toEqual({ loginToken: undefined, longTermToken: undefined });
  });
});

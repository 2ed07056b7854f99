import { addressUrl, DEFAULT_HOST, listenAddress, SERVICES_PORT, STOREFRONT_PORT } from './listen';

describe('listenAddress: HOST and PORT', () => {
  it('defaults to 127.0.0.1 and the given port', () => {
    expect(DEFAULT_HOST).toBe('127.0.0.1');
    expect(STOREFRONT_PORT).toBe(4173);
    expect(SERVICES_PORT).toBe(4180);
    expect(listenAddress({}, STOREFRONT_PORT)).toEqual({ hostname: '127.0.0.1', port: 4173 });
    expect(listenAddress({ HOST: ' ', PORT: '' }, SERVICES_PORT)).toEqual({ hostname: '127.0.0.1', port: 4180 });
  });

  it.each([
    [{ HOST: '0.0.0.0' }, { hostname: '0.0.0.0', port: 4173 }],
    [
      { HOST: 'localhost', PORT: '8080' },
      { hostname: 'localhost', port: 8080 },
    ],
    [
      { HOST: '::1', PORT: '65535' },
      { hostname: '::1', port: 65535 },
    ],
  ])('honours %o', (env, address) => {
    expect(listenAddress(env, STOREFRONT_PORT)).toEqual(address);
  });

  it.each([{ PORT: '65536' }, { PORT: '80a' }, { PORT: '-1' }, { HOST: 'a b' }, { HOST: 'x/y' }])(
    'refuses %o with a message naming the variable',
    (env) => {
      expect(() => listenAddress(env, STOREFRONT_PORT)).toThrow(/^(HOST|PORT) must be/);
    },
  );

  it('writes the address as a URL, an IPv6 address in brackets', () => {
    expect(addressUrl({ hostname: '127.0.0.1', port: 4173 })).toBe('http://127.0.0.1:4173');
    expect(addressUrl({ hostname: '::1', port: 4173 })).toBe('http://[::1]:4173');
  });
});

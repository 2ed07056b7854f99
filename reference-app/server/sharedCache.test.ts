import { cookieInventory } from './cookieInventory';
import { etagMatches } from './sharedCache';

describe('what a shared cache does with each cookie', () => {
  it('every cookie the storefront reads keys the cache or bypasses it (none is ignored while it changes the page)', () => {
    const readByServer = cookieInventory.filter((entry) => (entry.readBy as readonly string[]).includes('storefront'));
    expect(readByServer.length).toBeGreaterThan(0);
    expect(readByServer.filter((entry) => entry.sharedCache === 'none').map((entry) => entry.name)).toEqual([]);
  });

  it('the staff, preview and reduced-header cookies bypass it; login and consent cookies do not split it', () => {
    const use = Object.fromEntries(cookieInventory.map((entry) => [entry.name, entry.sharedCache]));
    for (const name of ['StaffAuthToken', 'CobraAuthToken', 'PreviewToken', 'affiliate', 'newApp']) {
      expect(use[name], name).toBe('bypass');
    }
    for (const name of ['LoginToken', 'OptanonConsent', 'OptanonAlertBoxClosed']) expect(use[name], name).toBe('none');
    expect(use['crema-site']).toBe('key');
  });
});

describe('etagMatches', () => {
  const etag = 'W/"abc"';
  it.each([
    ['W/"abc"', true],
    ['"abc"', true],
    ['"x", W/"abc"', true],
    ['*', true],
    ['W/"abd"', false],
    ['', false],
    [undefined, false],
  ])('If-None-Match %s → %s', (header, expected) => {
    expect(etagMatches(header, etag)).toBe(expected);
  });
});

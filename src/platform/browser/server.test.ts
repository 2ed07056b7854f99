/** Node: no window, no document. Every adapter returns its safe default instead of throwing. */
import {
  emit,
  hasCookie,
  listen,
  newsletterSignUpEvent,
  pushDataLayer,
  readCookie,
  readCookies,
  readJson,
  readPageVisible,
  readText,
  readViewportPlatform,
  removeCookie,
  removeStored,
  serializeCookie,
  writeCookie,
  writeJson,
  writeText,
} from '.';

describe('browser adapters without a window (SSR)', () => {
  it('has no window here', () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
  });

  it('cookies read from a Cookie header, write nothing', () => {
    const header = 'PreviewToken=abc; LoginToken=x%3Dy; broken; empty=';
    expect(readCookies(header)).toEqual({ PreviewToken: 'abc', LoginToken: 'x=y', empty: '' });
    expect(readCookie('LoginToken', header)).toBe('x=y');
    expect(hasCookie('PreviewToken', header)).toBe(true);
    expect(readCookie('PreviewToken')).toBeUndefined();
    expect(readCookies(null)).toEqual({});
    expect(writeCookie('a', 'b')).toBe(false);
    expect(removeCookie('a')).toBe(false);
    expect(serializeCookie('site', 'CZ', { maxAge: 60 })).toBe('site=CZ; Max-Age=60; Path=/; SameSite=Lax');
  });

  it('storage answers with defaults', () => {
    expect(readText('local', 'k')).toBeUndefined();
    expect(readJson('session', 'k', ['d'])).toEqual(['d']);
    expect(writeText('local', 'k', 'v')).toBe(false);
    expect(writeJson('local', 'k', 1)).toBe(false);
    expect(removeStored('local', 'k')).toBe(false);
  });

  it('events and data layer are no-ops', () => {
    expect(emit('count-changed', { count: 1 })).toBe(false);
    const off = listen('cart-update', () => {});
    expect(() => off()).not.toThrow();
    expect(pushDataLayer(newsletterSignUpEvent('onsite', 'subsite'))).toBe(false);
  });

  it('viewport and visibility give their server defaults', () => {
    expect(readViewportPlatform()).toBe('CLASSIC');
    expect(readViewportPlatform('MATCH')).toBe('MATCH');
    expect(readPageVisible()).toBe(true);
  });
});

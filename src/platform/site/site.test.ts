import { footerPlatforms, headerPlatforms } from '../../../design-tokens';
import {
  currencySymbols,
  footerPlatformFor,
  footerPlatformForWidth,
  headerPlatformForWidth,
  isMobileDevice,
  isPhoneDevice,
  isSiteCode,
  mobileDevices,
  phoneDevices,
  resolveSite,
  siteCodes,
  siteFromSwitcherCode,
  sites,
  switcherCodes,
} from '.';

describe('sites: locale, currency, symbol and switcher code of each', () => {
  it.each([
    // code, locale, currency, symbol, shows symbol, switcher code
    ['DE', 'de-DE', 'EUR', 'Euro', false, 'de'],
    ['AT', 'de-AT', 'EUR', 'Euro', true, 'at'],
    ['CH', 'de-CH', 'CHF', 'CHF', true, 'ch'],
    ['CH_FR', 'fr-CH', 'CHF', 'CHF', true, 'ch_fr'],
    ['CZ', 'cs-CZ', 'CZK', 'Kč', true, 'cz'],
    ['HU', 'hu-HU', 'HUF', 'Ft', true, 'hu'],
    ['PL', 'pl-PL', 'PLN', 'zł', true, 'pl'],
    ['SK', 'sk-SK', 'EUR', 'Euro', true, 'sk'],
    ['TR', 'tr-TR', 'TRY', 'TL', true, 'tr'],
  ] as const)('%s: %s, %s, %s, symbol shown %s, switcher %s', (code, locale, currency, symbol, shows, switcher) => {
    expect(sites[code]).toMatchObject({ code, locale, currency, symbol, showsSymbol: shows, switcherCode: switcher });
    expect(sites[code].label).not.toBe('');
    expect(sites[code].flag).toMatch(/^[a-z]{2}$/);
  });

  it('has exactly the nine sites, each switcher code once', () => {
    expect(Object.keys(sites).sort()).toEqual([...siteCodes].sort());
    expect(
      Object.values(sites)
        .map((s) => s.switcherCode)
        .sort(),
    ).toEqual([...switcherCodes].sort());
    expect(Object.values(currencySymbols)).toEqual(['Euro', 'CHF', 'Kč', 'Ft', 'zł', 'TL']);
  });

  it.each([
    ['DE', 'DE'],
    ['cz', 'CZ'],
    ['Cz', 'CZ'],
    ['ch_fr', 'CH_FR'],
    ['CH_fr', 'CH_FR'],
    ['ch-fr', 'CH_FR'],
    [' at ', 'AT'],
    ['tr', 'TR'],
    ['xx', 'DE'],
    ['', 'DE'],
    [undefined, 'DE'],
    [null, 'DE'],
    [42, 'DE'],
    [{ code: 'sk' }, 'SK'],
  ])('resolveSite(%j) is %s, never throws', (input, expected) => {
    expect(resolveSite(input).code).toBe(expected);
  });

  it.each([
    ['cz', 'CZ'],
    ['ch_fr', 'CH_FR'],
    ['CH', 'CH'],
    ['hu', 'HU'],
    ['nope', 'DE'],
    [7, 'DE'],
  ])('siteFromSwitcherCode(%j) is %s', (input, expected) => {
    expect(siteFromSwitcherCode(input).code).toBe(expected);
  });

  it('isSiteCode accepts only exact codes', () => {
    expect(isSiteCode('CH_FR')).toBe(true);
    expect(isSiteCode('ch_fr')).toBe(false);
  });
});

describe('header platform by width (below 980 MATCH, below 1440 TABLET, else CLASSIC)', () => {
  it('is built on the tokens', () => {
    expect(headerPlatforms.map((p) => p.below)).toEqual([980, 1440, Infinity]);
  });
  it.each([
    [0, 'MATCH'],
    [375, 'MATCH'],
    [979, 'MATCH'],
    [980, 'TABLET'],
    [1439, 'TABLET'],
    [1440, 'CLASSIC'],
    [20000, 'CLASSIC'],
    [Number.NaN, 'CLASSIC'],
  ])('%d px is %s', (width, platform) => {
    expect(headerPlatformForWidth(width)).toBe(platform);
  });
});

describe('footer platform (attribute first, else phone below 768, tablet below 1280, else classic)', () => {
  it('is built on the tokens', () => {
    expect(footerPlatforms.map((p) => p.below)).toEqual([768, 1280, Infinity]);
  });
  it.each([
    [767, 'phone'],
    [768, 'tablet'],
    [1279, 'tablet'],
    [1280, 'classic'],
  ])('%d px is %s', (width, platform) => {
    expect(footerPlatformForWidth(width)).toBe(platform);
    expect(footerPlatformFor({ width })).toBe(platform);
    expect(footerPlatformFor({ attribute: null, width })).toBe(platform);
  });
  it.each([
    ['classic', 300, 'classic'],
    ['TABLET', 300, 'tablet'],
    ['SMARTPHONE', 1900, 'phone'],
    ['MATCH', 1900, 'phone'],
    ['phone', 1900, 'phone'],
    ['unknown', 767, 'phone'],
    ['', 1280, 'classic'],
  ])('attribute %j at %d px is %s', (attribute, width, platform) => {
    expect(footerPlatformFor({ attribute, width })).toBe(platform);
  });
});

describe('device groups: the phone devices and the mobile devices', () => {
  it('MATCH+SMARTPHONE and MATCH+SMARTPHONE+TABLET', () => {
    expect(phoneDevices).toEqual(['MATCH', 'SMARTPHONE']);
    expect(mobileDevices).toEqual(['MATCH', 'SMARTPHONE', 'TABLET']);
  });
  it.each([
    ['MATCH', true, true],
    ['SMARTPHONE', true, true],
    ['TABLET', false, true],
    ['CLASSIC', false, false],
    ['other', false, false],
  ])('%s: phone %s, mobile %s', (device, phone, mobile) => {
    expect(isPhoneDevice(device)).toBe(phone);
    expect(isMobileDevice(device)).toBe(mobile);
  });
});

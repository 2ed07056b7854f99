import { NEW_APP_COOKIE } from '../../kernel/constants';
import { stages, type Stage } from '../../kernel/flags';
import { PRODUCT_APP_COOKIE, PLAY_STORE_PACKAGE, smartAppBannerAppIds, storeLinks } from './constants';
import {
  appBannerDecision,
  appBannerDevice,
  noAppBanner,
  parseAppBannerDecision,
  type AppBannerDecision,
  type AppBannerInput,
} from './decision';
import { userAgents, type UserAgentName } from './testing';

const names = Object.keys(userAgents) as UserAgentName[];

/** A visitor with no cookies, a full header and no closed flag, on the live host, with the named browser. */
const input = (name: UserAgentName, extra: Partial<AppBannerInput> = {}): AppBannerInput => ({
  userAgent: userAgents[name].userAgent,
  maxTouchPoints: userAgents[name].maxTouchPoints,
  cookies: {},
  closedFlagStored: false,
  reducedHeader: false,
  stage: 'LIVE',
  ...extra,
});

/** Android has one app on both hosts. */
const androidBanner = (): AppBannerDecision => ({ kind: 'banner', os: 'android', storeUrl: storeLinks.android() });
const iosBanner = (stage: Stage): AppBannerDecision => ({
  kind: 'banner',
  os: 'ios',
  storeUrl: storeLinks.ios(smartAppBannerAppIds[stage]),
});
const meta = (stage: Stage): AppBannerDecision => ({ kind: 'meta', appId: smartAppBannerAppIds[stage] });
const none: AppBannerDecision = { kind: 'none' };

/**
 * Per browser and host: "Shown only on Android, or on iOS in Chrome ... On iOS in other browsers a smart-app-banner
 * meta tag".
 */
const expected: Record<UserAgentName, (stage: Stage) => AppBannerDecision> = {
  androidChrome: androidBanner,
  androidFirefox: androidBanner,
  samsungInternet: androidBanner,
  androidTabletChrome: androidBanner,
  iphoneSafari: meta,
  iphoneChrome: iosBanner,
  iphoneFirefox: meta,
  iphoneEdge: meta,
  ipadSafari: meta,
  ipadSafariDesktopMode: meta,
  ipadChrome: iosBanner,
  macSafari: () => none,
  macChrome: () => none,
  macFirefox: () => none,
  windowsChrome: () => none,
  windowsFirefox: () => none,
  windowsEdgeTouch: () => none,
};

describe('appBannerDevice: Android, iOS in Chrome (CriOS), iOS in another browser, or anything else', () => {
  it.each(names)('%s', (name) => {
    const { userAgent, maxTouchPoints, device } = userAgents[name];
    expect(appBannerDevice(userAgent, maxTouchPoints)).toBe(device);
  });

  it('without touch points (the server) a Mac user agent is a Mac, also when it is an iPad in desktop mode', () => {
    expect(appBannerDevice(userAgents.ipadSafariDesktopMode.userAgent)).toBe('other');
    expect(appBannerDevice(userAgents.ipadSafariDesktopMode.userAgent, 1)).toBe('other');
  });

  it.each([undefined, null, '', 42, {}, ['Android']])('bad input %j is no device, never a throw', (userAgent) => {
    expect(appBannerDevice(userAgent)).toBe('other');
  });
});

describe('appBannerDecision (device, product app cookie, reduced header, closed flag, host)', () => {
  describe.each(stages)('on the %s host, with no product app cookie, a full header and no closed flag', (stage) => {
    it.each(names)('%s', (name) => {
      expect(appBannerDecision(input(name, { stage }))).toEqual(expected[name](stage));
    });
  });

  /**
   * "when the product app cookie is absent, the header is not reduced, and the closed flag is not stored": each one
   * alone keeps the banner away, and (decided) the meta tag too: no prompt of either kind inside the app, on a
   * reduced header or after closing.
   */
  const blockers = {
    'product app cookie present': { cookies: { [PRODUCT_APP_COOKIE]: '1' } },
    'product app cookie present, empty': { cookies: { [PRODUCT_APP_COOKIE]: '' } },
    'header reduced': { reducedHeader: true },
    'closed flag stored': { closedFlagStored: true },
  } satisfies Record<string, Partial<AppBannerInput>>;
  const cases = names.flatMap((name) =>
    stages.flatMap((stage) =>
      Object.entries(blockers).map(([blocker, extra]) => [name, stage, blocker, extra] as const),
    ),
  );
  it.each(cases)('%s on %s, %s: nothing', (name, stage, _blocker, extra) => {
    expect(appBannerDecision(input(name, { stage, ...extra }))).toEqual(none);
  });

  it('other cookies do not matter (the new-app cookie reduces the header, which the caller says)', () => {
    const cookies = { [NEW_APP_COOKIE]: '1', LoginToken: 'x', session: 'y' };
    expect(appBannerDecision(input('androidChrome', { cookies }))).toEqual(androidBanner());
    expect(appBannerDecision(input('iphoneSafari', { cookies }))).toEqual(meta('LIVE'));
  });

  it('one app id for the integration host (stage DEV) and another for the live host (LIVE)', () => {
    expect(smartAppBannerAppIds.DEV).not.toBe(smartAppBannerAppIds.LIVE);
    expect(appBannerDecision(input('iphoneSafari', { stage: 'DEV' }))).toEqual({
      kind: 'meta',
      appId: smartAppBannerAppIds.DEV,
    });
    expect(appBannerDecision(input('iphoneSafari', { stage: 'LIVE' }))).toEqual({
      kind: 'meta',
      appId: smartAppBannerAppIds.LIVE,
    });
    for (const id of Object.values(smartAppBannerAppIds)) expect(id).toMatch(/^\d+$/);
  });

  it('the store links: the Play Store page of the app on Android, the App Store page of the host’s app id on iOS', () => {
    expect(storeLinks.android()).toBe(`https://play.google.com/store/apps/details?id=${PLAY_STORE_PACKAGE}`);
    expect(storeLinks.ios(smartAppBannerAppIds.LIVE)).toBe(`https://apps.apple.com/app/id${smartAppBannerAppIds.LIVE}`);
  });

  it('an unknown stage counts as the live host; a missing user agent is nothing', () => {
    expect(appBannerDecision(input('iphoneSafari', { stage: 'STAGING' as Stage }))).toEqual(meta('LIVE'));
    expect(appBannerDecision(input('androidChrome', { userAgent: undefined }))).toEqual(none);
  });

  it('the same outcome is the same object (what the external-store hook compares)', () => {
    expect(appBannerDecision(input('androidChrome'))).toBe(appBannerDecision(input('samsungInternet')));
    expect(appBannerDecision(input('iphoneSafari'))).toBe(appBannerDecision(input('iphoneFirefox')));
    expect(appBannerDecision(input('macSafari'))).toBe(noAppBanner);
  });
});

describe('parseAppBannerDecision: a decision that travelled as page data', () => {
  const every = [noAppBanner, androidBanner(), ...stages.flatMap((stage) => [meta(stage), iosBanner(stage)])];
  const travel = (decision: AppBannerDecision): unknown => JSON.parse(JSON.stringify(decision));

  it.each(every)('%j comes back as the decision, the one shared object', (decision) => {
    const parsed = parseAppBannerDecision(travel(decision));
    expect(parsed).toEqual(decision);
    expect(parseAppBannerDecision(travel(decision))).toBe(parsed);
  });

  it.each([
    undefined,
    null,
    'banner',
    42,
    {},
    { kind: 'banner' },
    { kind: 'banner', os: 'windows', storeUrl: storeLinks.android() },
    { kind: 'banner', os: 'android', storeUrl: 'javascript:alert(1)' },
    { kind: 'meta', appId: '666' },
    { kind: 'meta', appId: smartAppBannerAppIds.LIVE, extra: true },
    { kind: 'none', os: 'android' },
  ])('%j is none', (value) => {
    expect(parseAppBannerDecision(value)).toBe(noAppBanner);
  });
});

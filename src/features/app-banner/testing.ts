/** Test and story helpers of the app-install banner (never imported by the components). */
import type { AppBannerDevice } from './decision';

/**
 * Real user agents of the browsers the banner's rule tells apart (Android, iOS in Chrome, iOS in another browser), with
 * the touch points each reports (`navigator.maxTouchPoints`) and the device the banner must read from them.
 */
export const userAgents = {
  androidChrome: {
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.6478.122 Mobile Safari/537.36',
    maxTouchPoints: 5,
    device: 'android',
  },
  androidFirefox: {
    userAgent: 'Mozilla/5.0 (Android 14; Mobile; rv:127.0) Gecko/127.0 Firefox/127.0',
    maxTouchPoints: 5,
    device: 'android',
  },
  samsungInternet: {
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; SAMSUNG SM-S921B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
    maxTouchPoints: 5,
    device: 'android',
  },
  androidTabletChrome: {
    userAgent:
      'Mozilla/5.0 (Linux; Android 13; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.6478.122 Safari/537.36',
    maxTouchPoints: 10,
    device: 'android',
  },
  iphoneSafari: {
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    maxTouchPoints: 5,
    device: 'ios-other',
  },
  iphoneChrome: {
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1',
    maxTouchPoints: 5,
    device: 'ios-chrome',
  },
  iphoneFirefox: {
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/127.0 Mobile/15E148 Safari/605.1.15',
    maxTouchPoints: 5,
    device: 'ios-other',
  },
  iphoneEdge: {
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 EdgiOS/126.2592.56 Mobile/15E148 Safari/605.1.15',
    maxTouchPoints: 5,
    device: 'ios-other',
  },
  ipadSafari: {
    userAgent:
      'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    maxTouchPoints: 5,
    device: 'ios-other',
  },
  /** iPadOS 13+ Safari asks for desktop sites: a Mac's user agent, told apart only by its touch points. */
  ipadSafariDesktopMode: {
    userAgent:
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
    maxTouchPoints: 5,
    device: 'ios-other',
  },
  ipadChrome: {
    userAgent:
      'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1',
    maxTouchPoints: 5,
    device: 'ios-chrome',
  },
  macSafari: {
    userAgent:
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
    maxTouchPoints: 0,
    device: 'other',
  },
  macChrome: {
    userAgent:
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
    maxTouchPoints: 0,
    device: 'other',
  },
  macFirefox: {
    userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:127.0) Gecko/20100101 Firefox/127.0',
    maxTouchPoints: 0,
    device: 'other',
  },
  windowsChrome: {
    userAgent:
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
    maxTouchPoints: 0,
    device: 'other',
  },
  windowsFirefox: {
    userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:127.0) Gecko/20100101 Firefox/127.0',
    maxTouchPoints: 0,
    device: 'other',
  },
  /** A Windows touch laptop: touch points, but no Mac user agent, so no iPad. */
  windowsEdgeTouch: {
    userAgent:
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.2592.68',
    maxTouchPoints: 10,
    device: 'other',
  },
} as const satisfies Record<string, { userAgent: string; maxTouchPoints: number; device: AppBannerDevice }>;
export type UserAgentName = keyof typeof userAgents;

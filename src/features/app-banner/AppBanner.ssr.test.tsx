// @vitest-environment node
// The server decides with the request's user agent and cookies, and renders without any browser global.
import { renderToString } from 'react-dom/server';
import { readCookies } from '../../platform/browser';
import { StorefrontProvider, type Stage } from '../../kernel';
import { storefrontMessagesFor } from '../../compositions/messages/testing';
import { AppBanner } from './AppBanner';
import { PRODUCT_APP_COOKIE, smartAppBannerAppIds, storeLinks } from './constants';
import { appBannerDecision } from './decision';
import { userAgents, type UserAgentName } from './testing';

/** A page render on the server for a request from `browser` with the given Cookie header. */
function serverHtml(browser: UserAgentName, { cookie = 'session=abc', stage = 'LIVE' as Stage, site = 'de' } = {}) {
  const initialDecision = appBannerDecision({
    userAgent: userAgents[browser].userAgent,
    cookies: readCookies(cookie),
    closedFlagStored: false,
    reducedHeader: false,
    stage,
  });
  return renderToString(
    <StorefrontProvider site={site} messages={storefrontMessagesFor(site)} flags={{ stage }}>
      <AppBanner initialDecision={initialDecision} />
    </StorefrontProvider>,
  );
}

describe('AppBanner on the server', () => {
  it('has no window, document or storage to read', () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
    expect(typeof localStorage).toBe('undefined');
  });

  it('an Android request gets the banner in the HTML: name, texts, rating 5 of 5 with 89k, the Play Store link', () => {
    const html = serverHtml('androidChrome');
    expect(html).toContain('role="group" aria-label="App-Hinweis"');
    expect(html).toContain('Die Crema App');
    expect(html).toContain('aria-label="Bewertet mit 5 von 5 Sternen, 89k Bewertungen"');
    expect(html).toContain('>89k<');
    expect(html).toContain(`href="${storeLinks.android().replaceAll('&', '&amp;')}"`);
    expect(html).toContain('target="_blank"');
    expect(html).toContain('rel="noopener noreferrer"');
    expect(html).toContain('Installieren<span');
    expect(html).toContain('aria-label="App-Hinweis schließen"');
  });

  it('in the site’s language (HU)', () => {
    const html = serverHtml('samsungInternet', { site: 'hu' });
    expect(html).toContain('aria-label="Alkalmazásajánló"');
    expect(html).toContain('Telepítés');
  });

  it('an iPhone in Chrome gets the banner with the App Store link of the host’s app', () => {
    expect(serverHtml('iphoneChrome')).toContain(`href="${storeLinks.ios(smartAppBannerAppIds.LIVE)}"`);
    expect(serverHtml('iphoneChrome', { stage: 'DEV' })).toContain(
      `href="${storeLinks.ios(smartAppBannerAppIds.DEV)}"`,
    );
  });

  it.each([
    ['LIVE', smartAppBannerAppIds.LIVE],
    ['DEV', smartAppBannerAppIds.DEV],
  ] as const)(
    'an iPhone in Safari on the %s host gets the smart-app-banner meta tag with app id %s, no banner',
    (stage, id) => {
      const html = serverHtml('iphoneSafari', { stage });
      expect(html).toBe(`<meta name="apple-itunes-app" content="app-id=${id}"/>`);
    },
  );

  it('nothing for a request with the product app cookie, nor for a desktop browser', () => {
    expect(serverHtml('androidChrome', { cookie: `${PRODUCT_APP_COOKIE}=1` })).toBe('');
    expect(serverHtml('iphoneSafari', { cookie: `${PRODUCT_APP_COOKIE}=1` })).toBe('');
    expect(serverHtml('windowsChrome')).toBe('');
  });

  it('without the server’s decision nothing is rendered (the browser decides after hydration)', () => {
    const html = renderToString(
      <StorefrontProvider site="de" messages={storefrontMessagesFor('de')}>
        <AppBanner />
      </StorefrontProvider>,
    );
    expect(html).toBe('');
  });
});

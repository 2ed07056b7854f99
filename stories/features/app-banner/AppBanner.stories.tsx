import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { touchTarget } from '../../../design-tokens';
import { AppBanner } from '../../../src/features/app-banner';
import {
  APP_BANNER_CLOSED_STORAGE_KEY,
  APP_BANNER_CLOSED_VALUE,
  PRODUCT_APP_COOKIE,
  SMART_APP_BANNER_META_NAME,
  appBannerRating,
  smartAppBannerAppIds,
  smartAppBannerContent,
  storeLinks,
} from '../../../src/features/app-banner/constants';
import { userAgents, type UserAgentName } from '../../../src/features/app-banner/testing';
import { reducedHeaderCookies } from '../../../src/features/header';
import { headerLinks } from '../../../src/features/header/constants';
import { readText, removeCookie, removeStored, writeCookie, writeText } from '../../../src/platform/browser';
import type { SiteCode } from '../../../src/platform/site';
import { atViewport, type StoryViewport } from '../../support/viewports';
import { HeaderStoryPage, storyTexts, type HeaderStoryContext } from '../header/HeaderStoryPage';

/** What a story sets up in the browser before the banner decides (user agent, cookies, storage). */
interface StoryParameters {
  /** The browser the story pretends to be (its user agent and touch points). */
  browser?: UserAgentName;
  /** Cookies present (e.g. the product app cookie). */
  cookies?: readonly string[];
  /** The closed flag is already in local storage. */
  closed?: boolean;
}

type Context = Pick<StoryContext, 'canvasElement' | 'parameters'> & HeaderStoryContext;

/**
 * Pretends to be `browser`: the banner reads `navigator.userAgent` and `maxTouchPoints`, so the story shadows both on
 * the navigator object (the prototype's getters come back when the own properties are deleted).
 */
function pretendToBe(browser: UserAgentName): () => void {
  const { userAgent, maxTouchPoints } = userAgents[browser];
  Object.defineProperty(navigator, 'userAgent', { configurable: true, get: () => userAgent });
  Object.defineProperty(navigator, 'maxTouchPoints', { configurable: true, get: () => maxTouchPoints });
  return () => {
    Reflect.deleteProperty(navigator, 'userAgent');
    Reflect.deleteProperty(navigator, 'maxTouchPoints');
  };
}

const cookiesToClear = [PRODUCT_APP_COOKIE, ...reducedHeaderCookies];

const meta = {
  title: 'Features/AppBanner',
  component: AppBanner,
  args: { reducedHeader: false },
  argTypes: { reducedHeader: { control: 'boolean' } },
  // Nothing a story sets up may reach the next one: the pretended browser, the cookies and the closed flag.
  beforeEach: (context) => {
    const { browser = 'androidChrome', cookies = [], closed = false } = context.parameters as StoryParameters;
    for (const name of cookiesToClear) removeCookie(name);
    for (const name of cookies) writeCookie(name, '1');
    if (closed) writeText('local', APP_BANNER_CLOSED_STORAGE_KEY, APP_BANNER_CLOSED_VALUE);
    else removeStored('local', APP_BANNER_CLOSED_STORAGE_KEY);
    const restore = pretendToBe(browser);
    return () => {
      restore();
      for (const name of cookiesToClear) removeCookie(name);
      removeStored('local', APP_BANNER_CLOSED_STORAGE_KEY);
    };
  },
  parameters: {
    docs: {
      // Each story pretends to be another browser (the navigator is the page's): in the docs each gets its own frame.
      story: { inline: false, height: '14rem' },
      // The header stories render a page holding the story context (cyclic): the docs' JSX source would recurse
      // forever, so the source is the stories' code as written.
      source: { type: 'code' },
      description: {
        component: [
          'The app-install banner, for the new header’s `appBanner` slot. Shown only on Android, or on',
          'iOS in Chrome, when the product app cookie is absent, the header is not reduced and the closed flag is not',
          'in local storage; on iOS in other browsers Safari’s smart-app-banner meta tag (`apple-itunes-app`, one app id',
          'for the integration host, stage DEV, another for the live host) goes into the head instead. A 5-star rating',
          'and the count 89k; the install link opens the store in a new tab.',
          '',
          'On a server, decide with `appBannerDecision({ userAgent, cookies, closedFlagStored: false, reducedHeader,',
          'stage })` from the request and pass the result as `initialDecision`: the banner is then in the HTML. In the',
          'browser it decides again from `navigator.userAgent`, the cookies and the stored flag.',
          '',
          '**Accessibility:** a named group (not a landmark: it sits in the header’s banner landmark); the rating is one',
          'image with the whole sentence as its name; the install link says that it opens a new tab; the close button is',
          'named "App-Hinweis schließen". Closing moves focus to what Tab would have reached next (on phones the menu',
          'button, on wide screens the logo). Every control is at least 44 px.',
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof AppBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A story pretending to be `browser` in the `site` shop at a viewport. */
function storyOf(
  browser: UserAgentName,
  site: SiteCode,
  viewport: StoryViewport,
  extra: StoryParameters & Record<string, unknown> = {},
) {
  const at = atViewport(viewport);
  return {
    parameters: { ...at.parameters, browser, ...extra },
    globals: { ...at.globals, site },
  };
}

const page = (context: Context) => within(context.canvasElement);
const group = (context: Context) =>
  page(context).queryByRole('group', { name: storyTexts(context)('appBanner.label') });
const metaTag = () => document.head.querySelector(`meta[name="${SMART_APP_BANNER_META_NAME}"]`);

/** The banner shows, complete, in the site's language, with 44 px controls and nothing running off a 375 px screen. */
async function expectBanner(context: Context, storeUrl: string) {
  const texts = storyTexts(context);
  const banner = within(group(context)!);
  await expect(banner.getByText(texts('appBanner.title'))).toBeVisible();
  await expect(banner.getByText(texts('appBanner.text'))).toBeVisible();
  await expect(
    banner.getByRole('img', {
      name: texts('appBanner.rating', {
        rating: appBannerRating.value,
        max: appBannerRating.max,
        count: appBannerRating.count,
      }),
    }),
  ).toHaveTextContent(appBannerRating.count);
  const install = banner.getByRole('link', { name: `${texts('appBanner.install')} ${texts('appBanner.newTab')}` });
  await expect(install).toHaveAttribute('href', storeUrl);
  await expect(install).toHaveAttribute('target', '_blank');
  const close = banner.getByRole('button', { name: texts('appBanner.close') });
  for (const control of [install, close]) {
    const box = control.getBoundingClientRect();
    await expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(touchTarget);
  }
  const root = context.canvasElement.ownerDocument.documentElement;
  await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  await expect(metaTag()).toBeNull();
}

const showsAndroidBanner = (context: Context) => expectBanner(context, storeLinks.android());
const showsIosBanner = (context: Context) => expectBanner(context, storeLinks.ios(smartAppBannerAppIds.LIVE));

// --- the banner: Android and iOS in Chrome, three languages, 375 px ------------------------------------------------

export const AndroidDE: Story = {
  name: 'Android, DE (375 px)',
  ...storyOf('androidChrome', 'DE', 'phone'),
  play: showsAndroidBanner,
};
export const AndroidHU: Story = {
  name: 'Android, HU (375 px)',
  ...storyOf('samsungInternet', 'HU', 'phone'),
  play: showsAndroidBanner,
};
export const AndroidTR: Story = {
  name: 'Android, TR (375 px)',
  ...storyOf('androidFirefox', 'TR', 'phone'),
  play: showsAndroidBanner,
};
export const IosChromeDE: Story = {
  name: 'iOS Chrome, DE (375 px)',
  ...storyOf('iphoneChrome', 'DE', 'phone'),
  play: showsIosBanner,
};
export const IosChromeHU: Story = {
  name: 'iOS Chrome, HU (375 px)',
  ...storyOf('iphoneChrome', 'HU', 'phone'),
  play: showsIosBanner,
};
export const IosChromeTR: Story = {
  name: 'iOS Chrome, TR (375 px)',
  ...storyOf('iphoneChrome', 'TR', 'phone'),
  play: showsIosBanner,
};

/** An Android tablet at 1440 px: one row. */
export const AndroidWide: Story = {
  name: 'Android tablet, CH_FR (1440 px)',
  ...storyOf('androidTabletChrome', 'CH_FR', 'desktop'),
  play: showsAndroidBanner,
};

// --- in the header: closing by keyboard ----------------------------------------------------------------------------

/** The banner in the new header's slot, on a page (banner, main, footer landmarks). */
const inHeader = {
  render: (args, context) => <HeaderStoryPage context={context} slots={{ appBanner: <AppBanner {...args} /> }} />,
} satisfies Pick<Story, 'render'>;

/** Tabs from the top of the page to the close button and presses Enter. */
async function closeByKeyboard(context: Context) {
  const texts = storyTexts(context);
  const close = within(group(context)!).getByRole('button', { name: texts('appBanner.close') });
  const active = context.canvasElement.ownerDocument.activeElement;
  if (active instanceof HTMLElement) active.blur();
  // Skip links, the install link, then the close button.
  for (let tabs = 0; tabs < 10 && close.ownerDocument.activeElement !== close; tabs++) await userEvent.tab();
  await expect(close).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  await waitFor(() => expect(group(context)).toBeNull());
  // Closing stores a closed flag in local storage.
  await expect(readText('local', APP_BANNER_CLOSED_STORAGE_KEY)).toBe(APP_BANNER_CLOSED_VALUE);
}

/** Phone: after closing, focus is on the menu button, the next control of the header. */
export const CloseByKeyboardPhone: Story = {
  name: 'In the header: close by keyboard (375 px)',
  // A whole page with its own landmarks: the preview's frame adds no main of its own.
  ...storyOf('androidChrome', 'DE', 'phone', { storyFrame: 'page' }),
  ...inHeader,
  play: async (context) => {
    await closeByKeyboard(context);
    await expect(page(context).getByRole('button', { name: storyTexts(context)('navigation.open') })).toHaveFocus();
  },
};

/** Wide screens have no menu button: focus goes on to the logo. */
export const CloseByKeyboardWide: Story = {
  name: 'In the header: close by keyboard (1440 px)',
  ...storyOf('ipadChrome', 'HU', 'desktop', { storyFrame: 'page' }),
  ...inHeader,
  play: async (context) => {
    await closeByKeyboard(context);
    await expect(context.canvasElement.ownerDocument.activeElement).toHaveAttribute('href', headerLinks.home);
  },
};

// --- no banner -----------------------------------------------------------------------------------------------------

/** iOS Safari: no banner; the smart-app-banner meta tag with the live host's app id is in the head. */
export const IosSafariLive: Story = {
  name: 'iOS Safari: meta tag, no banner (live host)',
  ...storyOf('iphoneSafari', 'DE', 'phone'),
  play: async (context) => {
    await waitFor(() => expect(metaTag()).toHaveAttribute('content', smartAppBannerContent(smartAppBannerAppIds.LIVE)));
    await expect(group(context)).toBeNull();
  },
};

/** The integration host (stage DEV) has its own app id. */
export const IosSafariIntegration: Story = {
  name: 'iOS Safari: meta tag, no banner (integration host)',
  ...storyOf('iphoneSafari', 'DE', 'phone', { storefront: { flags: { stage: 'DEV' } } }),
  play: async (context) => {
    await waitFor(() => expect(metaTag()).toHaveAttribute('content', smartAppBannerContent(smartAppBannerAppIds.DEV)));
    await expect(group(context)).toBeNull();
  },
};

/** Inside the shop's app (the product app cookie): no prompt at all. */
export const InsideTheApp: Story = {
  name: 'Product app cookie: nothing',
  ...storyOf('androidChrome', 'DE', 'phone', { cookies: [PRODUCT_APP_COOKIE] }),
  play: async (context) => {
    await expect(group(context)).toBeNull();
    await expect(metaTag()).toBeNull();
  },
};

/** Closed before: the flag is stored, nothing shows. */
export const ClosedBefore: Story = {
  name: 'Closed flag stored: nothing',
  ...storyOf('iphoneChrome', 'DE', 'phone', { closed: true }),
  play: async (context) => {
    await expect(group(context)).toBeNull();
  },
};

/** A desktop browser: nothing. */
export const Desktop: Story = {
  name: 'Desktop browser: nothing',
  ...storyOf('windowsChrome', 'DE', 'desktop'),
  play: async (context) => {
    await expect(group(context)).toBeNull();
    await expect(metaTag()).toBeNull();
  },
};

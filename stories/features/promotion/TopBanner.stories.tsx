import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { themeRoles } from '../../../design-tokens';
import {
  loadPromotion,
  PROMO_COPY_SUCCESS_MS,
  PromotionSlot,
  TopBanner,
  type PromotionState,
  type TopBannerProps,
} from '../../../src/features/promotion';
import { removeCookie, writeCookie } from '../../../src/platform/browser';
import { createFlyoutHostStore } from '../../../src/kernel/flyouts';
import { FlyoutHostProvider, useFlyoutHost } from '../../../src/kernel/flyoutHost';
import { PREVIEW_TOKEN_COOKIE, TOP_BANNER_PLACEMENT } from '../../../src/services';
import { referenceServices, storyReference, type StoryReferenceServices } from '../../support/referenceServices';
import { atViewport } from '../../support/viewports';
import { hostileMarkup } from '../../../src/primitives/SafeHtml/testing';
import { storyTexts } from '../header/HeaderStoryPage';
import { longTexts, type LongTextSite } from './longTexts';
import {
  computedColour,
  loaderColours,
  promotionAnswer,
  scrollsSideways,
  seededContent,
  spoken,
  stubClipboard,
  type PromotionStoryContext,
} from './promotionStory';

/** The DE shop's seeded top banner, with `changes` laid over it. */
const banner = (changes?: Record<string, unknown>) => seededContent(TOP_BANNER_PLACEMENT, 'DE', changes);

const meta = {
  title: 'Features/Promotion/TopBanner',
  component: TopBanner,
  args: { promotionId: TOP_BANNER_PLACEMENT, content: banner() },
  // With the colours its loader decides for the content, as a page gets them from `loadPromotion`.
  render: (args) => <TopBanner {...args} colours={args.colours ?? loaderColours(args.content)} />,
  globals: { site: 'DE' },
  // A PreviewToken cookie left behind would switch every later promotion into preview mode.
  beforeEach: () => {
    removeCookie(PREVIEW_TOKEN_COOKIE);
  },
  parameters: {
    docs: {
      // Some stories render from the story context (the preview story's live state): no JSX to print.
      source: { type: 'code' },
      description: {
        component: [
          'The top banner (promotion type BANNER, API type ApiTopBannerPromotion): a band above the new',
          "header's bar with the headline (the short headline below 980 px), subline, voucher code with its copy button,",
          'CTA, links and the legal text behind a disclosure. Place it as `<PromotionSlot id="TOP_BANNER" />` (fetched',
          "in the browser, refetched in preview mode) or give the server's `loadPromotion` state as `initial`.",
          '',
          "The content's colours apply only when both are valid opaque CSS colours that pass WCAG AA together (text",
          "4.5:1, the theme's focus ring 3:1); otherwise the banner shows in its theme's colours (dark or light). The",
          '`loadPromotion` state carries that decision (`colours`); rendering `TopBanner` yourself, pass',
          "`colours={promotionColours(content, theme)}`, or it shows in its theme's colours.",
          '',
          'It closes on page scroll down, when a header flyout or the navigation opens (on the page’s flyout host), and by its',
          'close button, which moves focus to what follows the banner. Copying the code shows "Kopiert" for 3 s (a',
          'refused clipboard selects the code instead); a polite status announces either.',
          '',
          '**Accessibility:** a region named "Aktion"; the legal toggle is an APG disclosure (`aria-expanded`,',
          '`aria-controls`); the legal text goes through SafeHtml; every control is at least 44 px on phones.',
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof TopBanner>;
export default meta;
type Story = StoryObj<typeof meta>;
type Context = PromotionStoryContext & { args: TopBannerProps };

const page = (context: Context) => within(context.canvasElement);
/** The banner's region, once its promotion is there. */
const findBanner = (context: Context) =>
  page(context).findByRole('region', { name: storyTexts(context)('promotion.label') });
/** The banner's own surface, where its colours are set. */
const surfaceOf = (region: HTMLElement) => region.closest<HTMLElement>('[data-promotion-type="BANNER"]')!;
/** The legal text a disclosure button controls. */
const panelOf = (toggle: HTMLElement) => document.getElementById(toggle.getAttribute('aria-controls')!)!;

/** The banner's surface shows `background` with `text` on it (hex colours). */
async function expectColours(context: Context, background: string, text: string) {
  const style = getComputedStyle(surfaceOf(await findBanner(context)));
  await expect(style.backgroundColor).toBe(computedColour(background));
  await expect(style.color).toBe(computedColour(text));
}

// --- from the reference services -----------------------------------------------------------------------------

export const Seeded: Story = {
  name: 'Seeded banner (DE, from the reference services)',
  render: () => <PromotionSlot id={TOP_BANNER_PLACEMENT} />,
  play: async (context) => {
    const texts = storyTexts(context);
    const region = within(await findBanner(context));
    await expect(region.getByText('10 % auf Kaffeebohnen')).toBeVisible();
    // The short headline is for screens below 980 px.
    await expect(region.getByText('10 % auf Kaffee')).not.toBeVisible();
    await expect(region.getByText('Nur diese Woche mit dem Gutscheincode')).toBeVisible();
    await expect(region.getByText('CREMA10')).toBeVisible();
    await expect(region.getByRole('button', { name: texts('promotion.copyCode') })).toBeVisible();
    await expect(region.getByRole('link', { name: 'Jetzt sparen' })).toHaveAttribute('href', '/c/kaffee/kaffeebohnen');
    await expect(region.getByRole('button', { name: 'Teilnahmebedingungen' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    // The seed's colours (coffee 800, cream 50) pass AA together: they apply.
    await expectColours(context, '#352014', '#fdfaf5');
  },
};

// --- themes and colours ----------------------------------------------------------------------------------------

const withoutColours = { backgroundColorCode: undefined, textColor: undefined };

export const DarkTheme: Story = {
  name: 'Dark theme',
  args: { content: banner({ ...withoutColours, theme: 'dark' }) },
  play: (context) => expectColours(context, themeRoles.dark.surface, themeRoles.dark.text),
};

export const LightTheme: Story = {
  name: 'Light theme',
  args: { content: banner({ ...withoutColours, theme: 'light' }) },
  play: (context) => expectColours(context, themeRoles.light.surface, themeRoles.light.text),
};

export const CustomColours: Story = {
  name: 'Custom colours (pass AA: applied)',
  args: { content: banner({ theme: 'light', backgroundColorCode: '#fff4d6', textColor: '#3d2b1f' }) },
  play: (context) => expectColours(context, '#fff4d6', '#3d2b1f'),
};

export const CustomColoursFailingContrast: Story = {
  name: "Custom colours failing AA (the theme's instead)",
  // White on salmon is about 2:1.
  args: { content: banner({ theme: 'light', backgroundColorCode: '#f4a896', textColor: '#ffffff' }) },
  play: (context) => expectColours(context, themeRoles.light.surface, themeRoles.light.text),
};

export const InvalidColour: Story = {
  name: "Invalid colour (the theme's instead)",
  args: { content: banner({ theme: 'dark', backgroundColorCode: 'red; background:url(x)', textColor: '#fdfaf5' }) },
  play: async (context) => {
    await expectColours(context, themeRoles.dark.surface, themeRoles.dark.text);
    await expect(surfaceOf(await findBanner(context)).getAttribute('style') ?? '').not.toContain('url(');
  },
};

// --- long texts at 375 px --------------------------------------------------------------------------------------

/**
 * Long texts in the site's language on a phone: the short headline shows, and with the legal text open nothing runs
 * off the screen (the page does not scroll sideways).
 */
const longText = (site: LongTextSite): Story => {
  const at = atViewport('phone');
  return {
    args: { content: seededContent(TOP_BANNER_PLACEMENT, site, longTexts[site]) },
    parameters: at.parameters,
    globals: { ...at.globals, site },
    play: async (context) => {
      const { content } = context.args;
      const region = within(await findBanner(context));
      await expect(region.getByText(spoken(content.headlineShort))).toBeVisible();
      await expect(region.getByText(spoken(content.headline))).not.toBeVisible();
      await expect(region.getByText(spoken(content.subline))).toBeVisible();
      const toggle = region.getByRole('button', { name: content.legalTextHintShort });
      await userEvent.click(toggle);
      await waitFor(() => expect(panelOf(toggle)).toHaveTextContent(/\S/));
      await expect(panelOf(toggle)).toBeVisible();
      await expect(scrollsSideways()).toBe(false);
    },
  };
};

export const LongTextsGerman: Story = { name: 'Long texts, German (375 px)', ...longText('DE') };
export const LongTextsHungarian: Story = { name: 'Long texts, Hungarian (375 px)', ...longText('HU') };
export const LongTextsTurkish: Story = { name: 'Long texts, Turkish (375 px)', ...longText('TR') };

// --- legal text ------------------------------------------------------------------------------------------------

export const LegalClosed: Story = {
  name: 'Legal text closed',
  play: async (context) => {
    const toggle = within(await findBanner(context)).getByRole('button', { name: 'Teilnahmebedingungen' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(panelOf(toggle)).not.toBeVisible();
  },
};

export const LegalOpenByKeyboard: Story = {
  name: 'Legal text opened and closed by keyboard',
  play: async (context) => {
    const toggle = within(await findBanner(context)).getByRole('button', { name: 'Teilnahmebedingungen' });
    // From the top of the page, Tab by Tab to the toggle (past the copy button, the CTA and the links).
    (document.activeElement as HTMLElement | null)?.blur();
    for (let step = 0; step < 10 && document.activeElement !== toggle; step++) await userEvent.tab();
    await expect(toggle).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(panelOf(toggle)).toHaveTextContent(spoken(context.args.content.legalText)));
    await expect(panelOf(toggle)).toBeVisible();

    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(panelOf(toggle)).not.toBeVisible();
    await expect(toggle).toHaveFocus();
  },
};

// --- copying the voucher code ----------------------------------------------------------------------------------

export const CopySuccess: Story = {
  name: 'Copy code: success for 3 s',
  beforeEach: () => stubClipboard(fn(() => Promise.resolve())),
  play: async (context) => {
    const texts = storyTexts(context);
    const code = context.args.content.voucherCode!;
    const region = within(await findBanner(context));
    const button = region.getByRole('button', { name: texts('promotion.copyCode') });
    const status = region.getByRole('status');

    const pressed = performance.now();
    await userEvent.click(button);
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith(code);
    await waitFor(() => expect(status).toHaveTextContent(texts('promotion.copiedAnnouncement', { code })));
    await expect(button).toHaveAccessibleName(texts('promotion.copied'));

    // "Promo copy success 3000 ms": then the button says "Code kopieren" again, not before.
    await waitFor(() => expect(button).toHaveAccessibleName(texts('promotion.copyCode')), {
      timeout: PROMO_COPY_SUCCESS_MS + 500,
    });
    await expect(performance.now() - pressed).toBeGreaterThanOrEqual(PROMO_COPY_SUCCESS_MS);
    await expect(status.textContent).toBe('');
  },
};

export const CopyRefused: Story = {
  name: 'Copy code: clipboard refused (code selected)',
  beforeEach: () =>
    stubClipboard(fn(() => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')))),
  play: async (context) => {
    const texts = storyTexts(context);
    const code = context.args.content.voucherCode!;
    const region = within(await findBanner(context));
    await userEvent.click(region.getByRole('button', { name: texts('promotion.copyCode') }));
    await waitFor(() => expect(region.getByRole('status')).toHaveTextContent(texts('promotion.copySelected')));
    await expect(window.getSelection()?.toString()).toBe(code);
  },
};

// --- closing ---------------------------------------------------------------------------------------------------

/** A stand-in for the header's search icon: opens the search flyout on the page's flyout host. */
function SearchFlyoutOpener() {
  const toggle = useFlyoutHost((host) => host.toggleFlyout);
  return (
    <button type="button" lang="en" onClick={() => toggle({ kind: 'search' })}>
      Open the search flyout
    </button>
  );
}

/** The banner on a page whose flyout host (the header's store on a shop page) a button opens a flyout on. */
function WithFlyoutHost({ children }: { children: ReactNode }) {
  const [store] = useState(() => createFlyoutHostStore());
  return (
    <FlyoutHostProvider store={store}>
      {children}
      <SearchFlyoutOpener />
    </FlyoutHostProvider>
  );
}

export const ClosesWhenFlyoutOpens: Story = {
  name: 'Closes when a header flyout opens',
  render: (args) => (
    <WithFlyoutHost>
      <TopBanner {...args} colours={args.colours ?? loaderColours(args.content)} />
    </WithFlyoutHost>
  ),
  play: async (context) => {
    // The shopper reads the conditions, then opens the search (the banner subscribes to the page's flyout host).
    const toggle = within(await findBanner(context)).getByRole('button', { name: 'Teilnahmebedingungen' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(page(context).getByRole('button', { name: 'Open the search flyout' }));
    await waitFor(() =>
      expect(page(context).queryByRole('region', { name: storyTexts(context)('promotion.label') })).toBeNull(),
    );
  },
};

export const ClosedByButton: Story = {
  name: 'Closed by its close button (focus moves on)',
  render: (args) => (
    <>
      <TopBanner {...args} colours={args.colours ?? loaderColours(args.content)} />
      <p lang="en">
        <a href="#after-the-banner">The next link on the page</a>
      </p>
    </>
  ),
  play: async (context) => {
    const texts = storyTexts(context);
    const close = within(await findBanner(context)).getByRole('button', { name: texts('promotion.close') });
    close.focus();
    await userEvent.keyboard('{Enter}');
    await expect(page(context).queryByRole('region', { name: texts('promotion.label') })).toBeNull();
    await expect(page(context).getByRole('link', { name: 'The next link on the page' })).toHaveFocus();
  },
};

// --- hostile content -------------------------------------------------------------------------------------------

/**
 * A CMS entry written to attack the page: markup and event handlers in every text, `javascript:` addresses for the
 * CTA and the links, the SafeHtml story's hostile markup as the legal text, CSS injection in a colour.
 */
const hostileBanner = {
  headline: 'Gratis Versand<script>window.__pwned = 21</script>',
  headlineShort: '<img src="x" onerror="window.__pwned = 22">',
  subline: 'Nur heute <b onclick="window.__pwned = 23">fett</b>',
  theme: 'dark',
  backgroundColorCode: 'red; background:url(javascript:window.__pwned=24)',
  voucherCode: '<svg onload="window.__pwned = 25">',
  voucherCodeInstructions: '<iframe src="javascript:window.__pwned = 26"></iframe>',
  legalText: hostileMarkup,
  legalTextHint: '<style>body { display: none }</style>Bedingungen',
  ctaButtonLink: 'javascript:alert(1)',
  ctaButtonText: 'Jetzt sparen',
  links: [
    { url: 'javascript:window.__pwned = 27', text: 'Skript-Link' },
    { url: ' JaVaScRiPt:window.__pwned = 28', text: '<a href="javascript:alert(1)">Link</a>', boldLink: true },
    { url: '/c/kaffee', text: 'onclick="window.__pwned = 29"' },
  ],
};

const pwned = () => (window as { __pwned?: unknown }).__pwned;
/** Attributes that hold an address the browser may follow or load. */
const addressAttributes = ['href', 'src', 'action', 'formaction', 'xlink:href'];

/** Every event-handler attribute and every `javascript:` address in `root`, as `<tag attribute="value">`. */
function executableAttributes(root: HTMLElement): string[] {
  return [root, ...root.querySelectorAll('*')].flatMap((element) =>
    element
      .getAttributeNames()
      .filter(
        (name) =>
          /^on/i.test(name) ||
          (addressAttributes.includes(name) && /^\s*javascript:/i.test(element.getAttribute(name) ?? '')),
      )
      .map((name) => `<${element.localName} ${name}="${element.getAttribute(name)}">`),
  );
}

export const HostileContent: Story = {
  name: 'Hostile content (nothing runs)',
  parameters: promotionAnswer('ApiTopBannerPromotion', hostileBanner),
  beforeEach: () => {
    Reflect.deleteProperty(window, '__pwned');
  },
  render: () => <PromotionSlot id={TOP_BANNER_PLACEMENT} />,
  play: async (context) => {
    const region = await findBanner(context);
    const toggle = region.querySelector<HTMLElement>('button[aria-expanded]')!;
    await userEvent.click(toggle);
    // The sanitised legal text has arrived (its sanitiser is a chunk of its own).
    await waitFor(() => expect(panelOf(toggle)).toHaveTextContent('gestylt'));

    const root = surfaceOf(region);
    // The texts show as text; the only SVGs are the shop's own icons.
    await expect(within(region).getByText(/Gratis Versand<script>/)).toBeVisible();
    await expect(within(region).getByRole('link', { name: 'onclick="window.__pwned = 29"' })).toHaveAttribute(
      'href',
      '/c/kaffee',
    );
    await expect(
      root.querySelector('script, iframe, img, style, object, embed, form, svg:not([data-icon])'),
    ).toBeNull();
    await expect(executableAttributes(root)).toEqual([]);
    await expect(root.getAttribute('style') ?? '').not.toContain('url(');
    await expect(pwned()).toBeUndefined();
  },
};

// --- preview mode ----------------------------------------------------------------------------------------------

/** A preview selection as the preview service writes it into the PreviewToken cookie (a JSON text). */
const previewSelection = () => JSON.stringify({ previewDateTime: new Date().toISOString() });

/** The live banner "the server loaded" for each story render, before the PreviewToken cookie existed. */
const liveStates = new WeakMap<StoryReferenceServices, PromotionState>();

export const PreviewRefetch: Story = {
  name: 'Preview mode: refetched with the PreviewToken cookie',
  // The server's state is the live banner; then the browser holds a PreviewToken (its jar sends it to the services,
  // the page's document.cookie tells the banner), so the banner is fetched again and shows the next campaign.
  parameters: referenceServices(async (reference) => {
    liveStates.set(reference, await loadPromotion(reference.client, { id: TOP_BANNER_PLACEMENT, site: 'DE' }));
    reference.cookies.set(PREVIEW_TOKEN_COOKIE, encodeURIComponent(previewSelection()));
  }),
  beforeEach: () => {
    writeCookie(PREVIEW_TOKEN_COOKIE, previewSelection());
    return () => {
      removeCookie(PREVIEW_TOKEN_COOKIE);
    };
  },
  render: (_args, context) => (
    <PromotionSlot id={TOP_BANNER_PLACEMENT} initial={liveStates.get(storyReference(context))} />
  ),
  play: async (context) => {
    await expect(liveStates.get(storyReference(context))).toMatchObject({
      status: 'shown',
      content: { headline: banner().headline },
    });
    const region = within(await findBanner(context));
    await waitFor(() => expect(region.getByText('Adventskalender ab Montag')).toBeVisible());
    await expect(region.queryByText('10 % auf Kaffeebohnen')).toBeNull();
  },
};

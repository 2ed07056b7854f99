/**
 * What the footer stories share: the footer on a small page as a shop page places it (PageLayout's `<footer>`, the
 * contentinfo landmark, under a main with the page's h1: the stories say `storyFrame: 'page'`), its content loaded
 * "on the server" before the story renders (`loadFooter`, passed as `initial`) or in the browser, the visitor store
 * the newsletter block reads, and helpers for play functions.
 */
import type { StoryContext } from '@storybook/react-vite';
import { expect, fn, mocked, spyOn, userEvent, within } from 'storybook/test';
import {
  Footer,
  FOOTER_VIEW_COOKIE,
  loadFooter,
  type FooterProps,
  type FooterState,
} from '../../../src/features/footer';
import { FOOTER_FAILURE_LOG, LOGO_LANGUAGE_PARAM, consentSettingsApi } from '../../../src/features/footer/constants';
import { reducedHeaderCookies } from '../../../src/features/header';
import { NewsletterForm } from '../../../src/features/newsletter';
import { PageLayout } from '../../../src/kernel';
import { VisitorProvider, createVisitorStore, type VisitorStore } from '../../../src/kernel/visitor';
import { footerContentOf } from '../../../src/mocks/fixtures/footer';
import { logoSvg } from '../../../src/mocks/fixtures/images';
import { removeCookie } from '../../../src/platform/browser';
import { resolveSite, type SiteCode } from '../../../src/platform/site';
import { Box } from '../../../src/primitives/Box';
import { ContentBlock } from '../../../src/primitives/ContentBlock';
import { Stack } from '../../../src/primitives/Stack';
import { FOOTER_LOGOS_PATH, type FooterContent } from '../../../src/services';
import { perRender, storyReference } from '../../support/referenceServices';
import { storyTexts, type HeaderStoryContext } from '../header/HeaderStoryPage';

/** What the footer stories read of their context (render, beforeEach, play). */
export type FooterStoryContext = HeaderStoryContext & Pick<StoryContext, 'parameters'>;

/** Story parameters of the footer stories. */
export interface FooterStoryParameters {
  /**
   * 'server' (default): the content is loaded before the story renders and given as `initial`, as the storefront's
   * page loader does. 'browser': no `initial`, the footer loads its content itself after mount.
   */
  footerLoad?: 'server' | 'browser';
}

// --- one render's state ------------------------------------------------------------------------------------------

/**
 * What one story render prepares besides the services: the visitor store (a play function can wait for the personal
 * data) and the footer state "the server loaded". Keyed by the render's reference services, new for every render.
 */
interface FooterStoryState {
  visitor: VisitorStore;
  initial?: FooterState;
  /** The consent provider's "open the settings" (`stubConsentProvider`), when the story put one on the page. */
  consentToggle?: ReturnType<typeof fn>;
}
export const footerStoryState: (context: FooterStoryContext) => FooterStoryState = perRender((reference) => ({
  visitor: createVisitorStore({ services: reference.client }),
}));

export const siteOf = (context: FooterStoryContext) => resolveSite(context.globals.site);

/**
 * The meta's beforeEach: a clean browser (no remembered view, no reduced-mode cookie left by another story), the
 * console's errors watched (not silenced), the logos shown inline, and the content loaded as a server would.
 */
export async function prepareFooterStory(context: FooterStoryContext) {
  for (const name of [FOOTER_VIEW_COOKIE, ...reducedHeaderCookies]) removeCookie(name);
  const consoleError = spyOn(console, 'error');
  const stopInlining = inlineFooterImages(context.canvasElement);
  const { footerLoad = 'server' } = context.parameters as FooterStoryParameters;
  if (footerLoad === 'server')
    footerStoryState(context).initial = await loadFooter(storyReference(context).client, siteOf(context).code);
  return () => {
    stopInlining();
    consoleError.mockRestore();
  };
}

/**
 * Puts a stand-in for the consent provider's preference centre on the page (OneTrust's `ToggleInfoDisplay`, which
 * the consent-settings legal link opens); the header's consent loader is not part of these pages. The
 * story reads it as `footerStoryState(context).consentToggle`. Returns the undo.
 */
export function stubConsentProvider(context: FooterStoryContext): () => void {
  const toggle = fn();
  footerStoryState(context).consentToggle = toggle;
  const win = window as unknown as Record<string, unknown>;
  win[consentSettingsApi.global] = { [consentSettingsApi.toggle]: toggle };
  return () => {
    delete win[consentSettingsApi.global];
  };
}

// --- the page ----------------------------------------------------------------------------------------------------

export interface FooterStoryPageProps extends FooterProps {
  context: FooterStoryContext;
}

/**
 * The footer as a page places it: PageLayout's `<footer id="footer">` (contentinfo) after a main with the page's h1,
 * inside a VisitorProvider (the newsletter block reads the visitor's newsletter status).
 */
export function FooterStoryPage({ context, ...props }: FooterStoryPageProps) {
  const { visitor, initial } = footerStoryState(context);
  return (
    <VisitorProvider store={visitor}>
      <PageLayout pageType="HomePage" footer={<Footer initial={initial} {...props} />}>
        <ContentBlock gutter lang="en">
          <Box paddingY="xl">
            <Stack space="s">
              {/* Not the story's title path: "Features/Footer/Sites:" has no break opportunity, a phone would scroll. */}
              <h1>{`Shop footer: ${context.name}`}</h1>
              <p>Page content standing in for a shop page. The shop footer follows below.</p>
            </Stack>
          </Box>
        </ContentBlock>
      </PageLayout>
    </VisitorProvider>
  );
}

/** The footer's newsletter block as the storefront gives it: the embedded sign-up form. */
export const newsletterBlock = <NewsletterForm variant="embedded" action="/subscribenewsletter" />;

// --- images ------------------------------------------------------------------------------------------------------

const logoPrefix = `${FOOTER_LOGOS_PATH}/`;

/**
 * Storybook serves no /service: the footer's logos and flags (under /service/footer-images/logos/) are
 * replaced by the very SVG the reference services answer for that path, inline, as the promotion stories do with
 * their pictures. The footer's own address stays readable as `data-story-src`. Returns the stop.
 */
export function inlineFooterImages(root: HTMLElement): () => void {
  const inline = () => {
    for (const img of root.querySelectorAll<HTMLImageElement>(`img[src^="${logoPrefix}"]`)) {
      const src = img.getAttribute('src')!;
      const [file = '', query = ''] = src.slice(logoPrefix.length).split('?');
      const svg = logoSvg(file, new URLSearchParams(query).get(LOGO_LANGUAGE_PARAM) ?? undefined);
      if (!svg) continue;
      img.dataset.storySrc = src;
      img.src = `data:image/svg+xml,${encodeURIComponent(svg)}`;
    }
  };
  inline();
  const observer = new MutationObserver(inline);
  observer.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ['src'] });
  return () => observer.disconnect();
}

// --- what the page shows -----------------------------------------------------------------------------------------

/** The page's footer landmark. */
export const footerOf = (context: FooterStoryContext) => within(context.canvasElement).getByRole('contentinfo');

/** The seeded content of the story's site (src/mocks/fixtures/footer.ts), what the reference services send. */
export const seededContent = (context: FooterStoryContext): FooterContent => footerContentOf(siteOf(context).code);

export const teaserGroupsOf = (content: FooterContent) => content.teaser?.groups ?? [];

/** The footer's own texts in the story's language. */
export const textsOf = (context: FooterStoryContext) => storyTexts(context);

export const countrySwitcherOf = (context: FooterStoryContext) =>
  within(footerOf(context)).queryByRole('navigation', { name: textsOf(context)('footer.countrySwitcher.label') });

/** The headings of the footer content (every h2 but the newsletter block's). */
export function contentHeadings(context: FooterStoryContext, content: FooterContent): string[] {
  const known = new Set([
    content.headline,
    ...teaserGroupsOf(content).map((group) => group.heading.link.text),
    content.seo?.heading,
    content.socialMedia?.heading,
    content.appReferences?.heading,
  ]);
  return within(footerOf(context))
    .queryAllByRole('heading')
    .map((heading) => heading.textContent ?? '')
    .filter((text) => known.has(text));
}

/**
 * The service claims in the footer texts, as the seeded content words them in each site's language (the numbers are
 * the rules' own, quoted per site below; `\s` also matches the no-break space a price is formatted with).
 */
export const siteClaims: Record<SiteCode, RegExp[]> = {
  // "Germany, Czechia, Poland: return right of 30 days; Austria 14 days; Switzerland 3 months."
  DE: [/^30 Tage Rückgaberecht$/],
  AT: [/^14 Tage Rückgaberecht$/],
  CH: [/^3 Monate Rückgaberecht$/],
  CH_FR: [/^3 mois de droit de retour$/],
  // "Czechia: from 999 Kč (499 Kč with the loyalty card); eleventh coffee free in a store."
  CZ: [
    /^Doprava zdarma od 999\sKč \(s věrnostní kartou od 499\sKč\)$/,
    /^30 dní na vrácení zboží$/,
    /^Každá 11\. káva v prodejně zdarma$/,
  ],
  // "Hungary: 30-day withdrawal right."
  HU: [/^30 napos elállási jog$/],
  // "Poland: free delivery from 100 zł."
  PL: [/^Darmowa dostawa od 100\szł$/, /^30 dni na zwrot$/],
  // "Slovakia: free delivery from 40 euro, or from 20 euro with the loyalty card; 30-day return; every 11th shop
  // coffee free."
  SK: [
    /^Doprava zadarmo od 40\sEuro, s vernostnou kartou už od 20\sEuro$/,
    /^30 dní na vrátenie tovaru$/,
    /^Každá 11\. káva v predajni zadarmo$/,
  ],
  // "Turkey: free shipping from 1000 TL, dispatch in 1-2 business days, 90-day free return and exchange, customer
  // service by phone every day 09:00-19:00."
  TR: [
    /^1\.000\sTL üzeri ücretsiz kargo$/,
    /^1-2 iş günü içinde kargoda$/,
    /^90 gün ücretsiz iade ve değişim$/,
    /^Müşteri hizmetleri her gün 09:00-19:00 arası telefonda$/,
  ],
};

/** "Czech and Slovak footers state that prices include VAT". */
export const vatNotes: Partial<Record<SiteCode, RegExp>> = {
  CZ: /Všechny ceny jsou uvedeny včetně DPH/,
  SK: /Všetky ceny sú uvedené vrátane DPH/,
};

/**
 * Payment and delivery logos each site must show (their alt texts): the country's delivery partner ("Delivery
 * partner logos vary by country"), and the extra payment methods "cash on pickup (SK), BKM (TR)".
 */
export const siteLogos: Record<SiteCode, string[]> = {
  DE: ['DHL'],
  AT: ['Österreichische Post'],
  CH: ['Die Schweizerische Post'],
  CH_FR: ['La Poste Suisse'],
  CZ: ['Česká pošta'],
  HU: ['Magyar Posta'],
  PL: ['InPost'],
  SK: ['Platba v hotovosti pri vyzdvihnutí', 'Slovenská pošta'],
  TR: ['BKM Express', 'Yurtiçi Kargo'],
};

/** The console.error calls that logged a footer content failure (the meta's beforeEach watches console.error). */
export const failureLogs = () => mocked(console.error).mock.calls.filter(([message]) => message === FOOTER_FAILURE_LOG);

/** Whether the page scrolls sideways (nothing may: the footer wraps inside the viewport). */
export function scrollsSideways(): boolean {
  const root = document.documentElement;
  return root.scrollWidth > root.clientWidth;
}

// --- keyboard ----------------------------------------------------------------------------------------------------

/**
 * Presses a key on the focused `<summary>` as a person does. A real key press runs the summary's activation behaviour
 * (the browser toggles its `<details>`); user-event's synthetic one does not (testing-library/user-event#1264), so
 * this runs it, a click on the summary, unless the page's own key handlers prevented the key's default.
 */
export async function pressOnSummary(summary: HTMLElement, key: '{Enter}' | ' ') {
  await expect(summary).toHaveFocus();
  let prevented = false;
  const watch = (event: KeyboardEvent) => {
    prevented ||= event.defaultPrevented;
  };
  window.addEventListener('keydown', watch);
  try {
    await userEvent.keyboard(key);
  } finally {
    window.removeEventListener('keydown', watch);
  }
  if (!prevented) summary.click();
}

/**
 * Records the addresses of links followed by a click from now on (Enter on a link clicks it); with `stayOnPage` the
 * frame does not leave Storybook. Returns the list and the stop.
 */
export function recordFollowedLinks(): { hrefs: string[]; stop: () => void } {
  const hrefs: string[] = [];
  const record = (event: MouseEvent) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (link) hrefs.push(link.getAttribute('href')!);
  };
  window.addEventListener('click', record);
  return { hrefs, stop: () => window.removeEventListener('click', record) };
}

import type { Locator, Page } from '@playwright/test';
import { IntlMessageFormat } from 'intl-messageformat';
import { storefrontMessagesFor } from '../../src/compositions/messages/testing';
import type { StorefrontMessages } from '../../src/compositions/messages/messageModules';
import { FOOTER_VIEW_COOKIE } from '../../src/features/footer/constants';
import { reducedHeaderCookies } from '../../src/features/header/constants';
import { footerContentOf } from '../../src/mocks/fixtures/footer';
import { SEEDED_LOGIN } from '../../src/mocks/routes/login';
import { newsletterRoutes, type NewsletterMail } from '../../src/mocks/routes/newsletter';
import { CONSENT_SETTINGS_URL } from '../../src/services/footer/constants';
import { LOGIN_PATH } from '../../src/services/login/constants';
import { SUBSCRIBER_TOKEN_PARAM } from '../../src/services/newsletter/constants';
import { CSRF_MARKER_VALUE, serviceHeaders } from '../../src/services/http/constants';
import { sites, type Site } from '../../src/platform/site/sites';
import type { SiteCode } from '../../src/platform/site/constants';
import { consentMessages } from '../../reference-app/src/consent/messages';
import { axeViolations, expect, holdChunk, hydrated, test } from './fixtures';

const text = (site: Site, id: keyof StorefrontMessages) =>
  String(new IntlMessageFormat(storefrontMessagesFor(site.code)[id], site.locale).format());

/**
 * The footer's service claims, per site, with their numbers ("Slovakia: free delivery from 40 euro, or from 20 euro
 * with the loyalty card; 30-day return; every 11th shop coffee free", ...). Prices are written as each site
 * formats them (1.000 TL, 999 Kč), with any space between amount and currency.
 */
const claims: Record<SiteCode, readonly RegExp[]> = {
  DE: [/30 Tage Rückgaberecht/],
  AT: [/14 Tage Rückgaberecht/],
  CH: [/3 Monate Rückgaberecht/],
  CH_FR: [/3 mois de droit de retour/],
  CZ: [/od 999\sKč \(s věrnostní kartou od 499\sKč\)/, /30 dní na vrácení/, /Každá 11\. káva v prodejně zdarma/, /DPH/],
  HU: [/30 napos elállási jog/],
  PL: [/Darmowa dostawa od 100\szł/, /30 dni na zwrot/],
  SK: [/od 40\sEuro, s vernostnou kartou už od 20\sEuro/, /30 dní na vrátenie/, /Každá 11\. káva/, /DPH/],
  TR: [/1\.000\sTL üzeri ücretsiz kargo/, /1-2 iş günü/, /90 gün ücretsiz iade ve değişim/, /her gün 09:00-19:00/],
};

const order = Object.values(sites);
/** The next country in the switcher's list (the last one wraps to the first): each site moves somewhere else. */
const nextOf = (site: Site) => order[(order.indexOf(site) + 1) % order.length]!;

const footer = (page: Page) => page.getByRole('contentinfo');
const switcher = (page: Page, site: Site) =>
  footer(page).getByRole('navigation', { name: text(site, 'footer.countrySwitcher.label') });
/** The teaser groups' accordion triggers (phone and tablet); none in the classic view. */
const accordionTriggers = (scope: Locator) => scope.locator('button[aria-expanded]');

async function open(page: Page, site: Site, path = '/') {
  await page.goto(`${path}?site=${site.switcherCode}`);
  await hydrated(page);
}

test.describe('the footer in each of the nine shops', () => {
  for (const site of order) {
    test(`${site.code}: claims and legal links; the switcher marks ${site.code} and moves to ${nextOf(site).code} by keyboard; axe at 1440 and 375 px`, async ({
      page,
      cspViolations,
    }) => {
      await page.setViewportSize({ width: 1440, height: 900 });
      await open(page, site);
      const content = footerContentOf(site.code);

      for (const claim of claims[site.code]) await expect(footer(page)).toContainText(claim);

      const legal = footer(page).getByRole('navigation', { name: text(site, 'footer.legal') });
      for (const link of content.legalLinks) {
        if (link.url === CONSENT_SETTINGS_URL) {
          await expect(legal.getByRole('button', { name: link.text })).toBeVisible();
        } else {
          await expect(legal.getByRole('link', { name: link.text, exact: true })).toHaveAttribute('href', link.url);
        }
      }
      expect(await axeViolations(page)).toEqual([]);

      // The switcher: its summary names the current country; opened by keyboard, nine shops, this one marked.
      const nav = switcher(page, site);
      const summary = nav.locator('summary');
      await expect(summary).toContainText(site.label);
      await summary.focus();
      await page.keyboard.press('Enter');
      const links = nav.getByRole('link');
      await expect(links).toHaveCount(9);
      await expect(nav.locator('a[aria-current="true"]')).toHaveText(site.label);
      // axe's target-size rule counts what the sticky header covers at this scroll position as obscured; at the top
      // of the page nothing overlaps, and the open list is checked all the same.
      await page.evaluate(() => window.scrollTo(0, 0));
      expect(await axeViolations(page)).toEqual([]);
      await summary.focus();

      const target = nextOf(site);
      for (let i = 0; i <= order.indexOf(target); i++) await page.keyboard.press('Tab');
      await expect(nav.getByRole('link', { name: target.label })).toBeFocused();
      await page.keyboard.press('Enter');
      await page.waitForURL(`**/?site=${target.switcherCode}`);
      await hydrated(page);
      await expect(page.locator('html')).toHaveAttribute('lang', target.locale);
      await expect(switcher(page, target).locator('a[aria-current="true"]')).toHaveText(target.label);

      // Back in this shop at phone width: the groups are an accordion and the switcher is gone.
      await page.setViewportSize({ width: 375, height: 800 });
      await open(page, site);
      await expect(accordionTriggers(footer(page)).first()).toBeVisible();
      await expect(switcher(page, site)).toHaveCount(0);
      expect(await axeViolations(page)).toEqual([]);
      expect(await cspViolations()).toEqual([]);
    });
  }
});

const de = sites.DE;

test.describe('footer rules in DE', () => {
  test('the page is marked hydrated only once the newsletter form, whose script loads lazily, has hydrated too', async ({
    page,
  }) => {
    // 1440 px: the server's platform, so nothing but the chunks decides when the parts hydrate.
    await page.setViewportSize({ width: 1440, height: 900 });
    // Records, when the mark appears, whether React has taken over the footer's form: hydrated DOM nodes carry
    // React's fiber key; the server's form waiting for its chunk does not.
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (document.documentElement.dataset.hydrated !== 'true') return;
        observer.disconnect();
        const form = document.querySelector('footer form');
        const live = form !== null && Object.keys(form).some((key) => key.startsWith('__reactFiber$'));
        document.documentElement.dataset.formLiveAtMark = String(live);
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-hydrated'] });
    });
    const { release, requested } = await holdChunk(page, 'src/features/newsletter/NewsletterForm.tsx');
    await page.goto(`/?site=${de.code}`);
    await requested;
    // The rest of the page goes live while the form's script is held back: the header's openers turn into buttons
    // and the search box into its combobox (the header's deferred parts).
    await expect(page.locator('header nav > ul > li > button[aria-controls]').first()).toBeVisible();
    await expect(page.getByRole('combobox').first()).toBeVisible();
    release();
    await hydrated(page);
    await expect(page.locator('html')).toHaveAttribute('data-form-live-at-mark', 'true');
  });

  test('the accordion opens a group by keyboard at 375 px; the view switcher changes to the desktop view and back, remembered', async ({
    page,
    context,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await open(page, de);
    const [promise] = footerContentOf('DE').teaser!.groups;
    const trigger = footer(page).getByRole('button', { name: promise!.heading.link.text });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(footer(page).getByRole('link', { name: promise!.links[0]!.text })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    const content = footerContentOf('DE');
    const toDesktop = footer(page).getByRole('button', { name: content.viewChanger!.toDesktop });
    await toDesktop.focus();
    await page.keyboard.press('Enter');
    await expect(accordionTriggers(footer(page))).toHaveCount(0);
    await expect(switcher(page, de)).toBeVisible();
    const toMobile = footer(page).getByRole('button', { name: content.viewChanger!.toMobile });
    await expect(toMobile).toBeFocused();
    expect((await context.cookies()).find((c) => c.name === FOOTER_VIEW_COOKIE)?.value).toBe('classic');
    expect(await axeViolations(page)).toEqual([]);

    // Remembered: the next page is rendered in the desktop view at once.
    await open(page, de);
    await expect(switcher(page, de)).toBeVisible();
    await expect(accordionTriggers(footer(page))).toHaveCount(0);
    await footer(page).getByRole('button', { name: content.viewChanger!.toMobile }).click();
    await expect(accordionTriggers(footer(page)).first()).toBeVisible();
    expect((await context.cookies()).find((c) => c.name === FOOTER_VIEW_COOKIE)?.value).toBe('mobile');
  });

  test('links marked hideInClassic show only in the mobile view; groups marked hideGroupInCheckout are gone in checkout', async ({
    page,
  }) => {
    const content = footerContentOf('DE');
    const classicOnly = content.teaser!.groups.flatMap((g) => g.links).find((link) => link.hideInClassic)!;
    const checkoutHidden = content.teaser!.groups.find((g) => g.hideGroupInCheckout)!;

    await page.setViewportSize({ width: 1440, height: 900 });
    await open(page, de);
    await expect(footer(page).getByRole('link', { name: classicOnly.text, exact: true })).toHaveCount(0);
    await expect(footer(page).getByRole('heading', { name: checkoutHidden.heading.link.text })).toBeVisible();

    await open(page, de, '/checkout');
    await expect(footer(page).getByRole('heading', { name: checkoutHidden.heading.link.text })).toHaveCount(0);
    await expect(
      footer(page).getByRole('heading', { name: content.teaser!.groups[0]!.heading.link.text }),
    ).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await page.setViewportSize({ width: 375, height: 800 });
    await open(page, de);
    const group = content.teaser!.groups.find((g) => g.links.includes(classicOnly))!;
    await footer(page).getByRole('button', { name: group.heading.link.text }).click();
    await expect(footer(page).getByRole('link', { name: classicOnly.text, exact: true })).toBeVisible();
  });

  test('the consent-settings legal link opens the consent choice again by keyboard; after a choice focus comes back', async ({
    page,
  }) => {
    await open(page, de);
    const texts = consentMessages['de-DE'];
    const banner = page.getByRole('region', { name: texts['consent.title'] });
    await expect(banner).toHaveCount(0);
    const consent = footerContentOf('DE').legalLinks.find((link) => link.url === CONSENT_SETTINGS_URL)!;
    const settings = footer(page).getByRole('button', { name: consent.text });
    await settings.focus();
    await page.keyboard.press('Enter');
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('button').first()).toBeFocused();
    expect(await axeViolations(page)).toEqual([]);
    await banner.getByRole('button', { name: texts['consent.onlyNecessary'] }).focus();
    await page.keyboard.press('Enter');
    await expect(banner).toHaveCount(0);
    await expect(settings).toBeFocused();
  });

  for (const cookie of reducedHeaderCookies) {
    test(`reduced mode (the ${cookie} cookie): no SEO links, social media or app icons`, async ({
      page,
      context,
      baseURL,
    }) => {
      const content = footerContentOf('DE');
      const reducedParts = [content.seo!.heading, content.socialMedia!.heading, content.appReferences!.heading];
      await open(page, de);
      for (const heading of reducedParts)
        await expect(footer(page).getByRole('heading', { name: heading })).toBeVisible();
      await context.addCookies([{ name: cookie, value: '1', url: baseURL ?? '' }]);
      await open(page, de);
      for (const heading of reducedParts)
        await expect(footer(page).getByRole('heading', { name: heading })).toHaveCount(0);
      await expect(footer(page).getByRole('navigation', { name: text(de, 'footer.legal') })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  test('the newsletter block is removed once the signed-in visitor has signed up (WAITING_FOR_DOI) and confirmed (SUBSCRIBED)', async ({
    page,
  }) => {
    const block = footer(page).getByRole('heading', { name: text(de, 'newsletter.title') });
    const loggedIn = await page.request.post(LOGIN_PATH, {
      headers: { [serviceHeaders.csrfMarker]: CSRF_MARKER_VALUE },
      data: { ...SEEDED_LOGIN },
    });
    expect(loggedIn.ok()).toBe(true);
    await open(page, de);
    await expect(block).toBeVisible();

    // Sign up with the account's address through the services, as the form does.
    const signedUp = await page.request.post(newsletterRoutes.subscribePrivate, {
      headers: { [serviceHeaders.hunterSite]: 'DE', 'content-type': 'application/json' },
      data: { email: SEEDED_LOGIN.email, consents: ['NEWSLETTER'], origin: 'onsite', originAddition: 'subsite' },
    });
    expect(signedUp.ok()).toBe(true);
    await open(page, de);
    await expect(block).toHaveCount(0);

    const mailbox = (await (await page.request.get(newsletterRoutes.mailbox)).json()) as { mails: NewsletterMail[] };
    const mail = mailbox.mails.findLast((m) => m.to === SEEDED_LOGIN.email && m.kind === 'doi')!;
    // The double opt-in, as the link in the mail does it: the sign-up page with the token confirms.
    await page.goto(`/subscribenewsletter?site=de&${SUBSCRIBER_TOKEN_PARAM}=${mail.token}`);
    await hydrated(page);
    await open(page, de);
    await expect(block).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe('without script', () => {
  test.use({ javaScriptEnabled: false });

  test('at 375 px every footer link is there (open sections), and the switcher opens and leads to a country', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/?site=de');
    const content = footerContentOf('DE');
    for (const group of content.teaser!.groups) {
      for (const link of group.links.filter((l) => !l.hideInClassic)) {
        await expect(footer(page).getByRole('link', { name: link.text, exact: true }).first()).toBeVisible();
      }
    }
    const nav = switcher(page, de);
    await nav.locator('summary').click();
    await nav.getByRole('link', { name: sites.PL.label }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', sites.PL.locale);
  });
});

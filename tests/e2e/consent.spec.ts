import type { Page } from '@playwright/test';
import { consentDomainIds, CONSENT_TEST_ID_SUFFIX } from '../../src/features/header/consent/constants';
import { consentMessages } from '../../reference-app/src/consent/messages';
import { axeViolations, expect, hydrated, test } from './fixtures';

// A first visit: no consent chosen yet.
test.use({ consentGiven: false });

const dataLayerEvents = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: { event?: string; OnetrustActiveGroups?: string }[] }).dataLayer ?? []).filter(
      (entry) => entry.event === 'OneTrustGroupsUpdated',
    ),
  );

test('the consent loader loads the stand-in under this origin, with the test id on a local host', async ({
  page,
  cspViolations,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).origin);
  });
  await page.goto('/?site=cz');
  await hydrated(page);
  const script = page.locator('script[data-domain-script]');
  await expect(script).toHaveAttribute('data-domain-script', `${consentDomainIds.CZ.LIVE}${CONSENT_TEST_ID_SUFFIX}`);
  const banner = page.getByRole('region', { name: consentMessages['cs-CZ']['consent.title'] });
  await expect(banner).toBeVisible();
  // No third-party call: every script came from the shop itself.
  expect(new Set(scripts)).toEqual(new Set([new URL(page.url()).origin]));
  expect(await axeViolations(page)).toEqual([]);
  expect(await cspViolations()).toEqual([]);
});

test('a consent choice pushes OneTrustGroupsUpdated to the data layer, and is kept for the next page', async ({
  page,
}) => {
  await page.goto('/');
  await hydrated(page);
  const texts = consentMessages['de-DE'];
  const banner = page.getByRole('region', { name: texts['consent.title'] });
  await expect(banner).toBeVisible();
  expect(await dataLayerEvents(page)).toEqual([]);

  // By keyboard: the banner's buttons are reachable and operable.
  await banner.getByRole('button', { name: texts['consent.acceptAll'] }).focus();
  await page.keyboard.press('Enter');
  await expect(banner).toHaveCount(0);
  expect(await dataLayerEvents(page)).toEqual([
    { event: 'OneTrustGroupsUpdated', OnetrustActiveGroups: ',C0001,C0002,C0003,C0004,' },
  ]);

  await page.goto('/c/kaffee');
  await hydrated(page);
  await expect(page.getByRole('region', { name: texts['consent.title'] })).toHaveCount(0);
  await expect
    .poll(() => dataLayerEvents(page))
    .toEqual([{ event: 'OneTrustGroupsUpdated', OnetrustActiveGroups: ',C0001,C0002,C0003,C0004,' }]);
});

test('at 400 % zoom (320 x 256) the banner is the page’s first block, in its flow: first on Tab, over nothing, axe-clean', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 256 });
  await page.goto('/');
  await hydrated(page);
  const texts = consentMessages['de-DE'];
  const banner = page.getByRole('region', { name: texts['consent.title'] });
  await expect(banner).toBeVisible();
  // In the page's flow at its top, the header after it: it overlays nothing, and scrolls away with the page.
  expect(
    await banner.evaluate((element) => [getComputedStyle(element).position, element.getBoundingClientRect().top]),
  ).toEqual(['static', 0]);
  const bannerBottom = await banner.evaluate((element) => element.getBoundingClientRect().bottom);
  expect(
    await page.getByRole('banner').evaluate((element) => element.getBoundingClientRect().top),
  ).toBeGreaterThanOrEqual(bannerBottom);
  await page.keyboard.press('Tab');
  await expect(banner.getByRole('button', { name: texts['consent.acceptAll'] })).toBeFocused();
  expect(await axeViolations(page)).toEqual([]);
});

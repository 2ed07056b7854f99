// Smoke test of examples/vite-app, built from Crema's packed tarball (scripts/test-examples.sh): a client-only app
// with the header, the footer, a few primitives and the mini cart against the reference services in the page.
import { expect, test } from '@playwright/test';
import { deDE as headerTexts } from '../../src/features/header/messages/de-DE';
import { runAxe, summariseViolations } from '../../stories/support/runAxe';
import { expectFooterLogosLoaded, watchProblems } from './support';

test('the header, the footer and the mini cart work in German, by keyboard, with no console error and no axe finding', async ({
  page,
}) => {
  const problems = watchProblems(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');

  // The site's language: the header's skip links and cart, the footer's country switcher.
  const banner = page.getByRole('banner');
  await expect(page.getByRole('link', { name: headerTexts['header.skipLinks.main'] })).toBeAttached();
  const footer = page.getByRole('contentinfo');
  await expect(footer).toBeVisible();
  // The footer's logos come from the reference services through the app's server (vite.config.ts).
  await expectFooterLogosLoaded(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');

  // A flyout of the navigation (loaded from the reference services) opens by keyboard.
  const opener = banner.getByRole('navigation').getByRole('button').first();
  await expect(opener).toBeVisible();
  await opener.focus();
  await page.keyboard.press('Enter');
  await expect(opener).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator(`#${await opener.getAttribute('aria-controls')}`)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(opener).toHaveAttribute('aria-expanded', 'false');

  // The mini cart: an add counts on the header's badge, and the cart button opens the mini cart with the line.
  await page
    .getByRole('button', { name: /Caffè Crema mild/ })
    .first()
    .click();
  const cart = banner.getByRole('button', { name: 'Warenkorb, 1 Artikel' });
  await expect(cart).toBeVisible();
  await cart.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Caffè Crema mild, ganze Bohne, 1 kg')).toBeVisible();

  expect(summariseViolations(await runAxe(page))).toEqual([]);
  expect(problems).toEqual([]);
});

// What the examples' smoke tests check alike.
import { expect, type Page } from '@playwright/test';

/** Console errors and warnings (React's hydration mismatches among them), uncaught errors and failed responses. */
export function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()}: ${response.url()}`);
  });
  return problems;
}

/**
 * The footer's logos, which the reference services serve through the app's own server: none of those shown is broken
 * (a server that answers an unknown path with its HTML breaks them without a 404). The country switcher's flags load
 * when its list opens. Scrolls to the footer and back.
 */
export async function expectFooterLogosLoaded(page: Page) {
  const footer = page.getByRole('contentinfo');
  await footer.scrollIntoViewIfNeeded();
  const logos = footer.locator('img');
  await expect(logos.first()).toBeVisible();
  await expect
    .poll(() =>
      logos.evaluateAll(
        (images) =>
          images.filter((image) => image.checkVisibility() && !(image as HTMLImageElement).naturalWidth).length,
      ),
    )
    .toBe(0);
  await page.evaluate(() => window.scrollTo(0, 0));
}

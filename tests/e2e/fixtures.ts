import { test as base, expect, type Page } from '@playwright/test';
import { AxeBuilder } from '@axe-core/playwright';
import { axeTags } from '../../stories/support/axe.ts';

/** Collects Content-Security-Policy violations from the first script on. */
async function watchCsp(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __cspViolations: string[] };
    w.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      w.__cspViolations.push(`${e.violatedDirective} ${e.blockedURI}`),
    );
  });
}

export const test = base.extend<{ cspViolations: () => Promise<string[]> }>({
  cspViolations: async ({ page }, use) => {
    await watchCsp(page);
    await use(() => page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations));
  },
});
export { expect };

/** Waits until React has hydrated the page (a marker set in an effect). */
export const hydrated = (page: Page) => page.waitForSelector('html[data-hydrated="true"]');

/** axe over the whole page with the project's tags; returns the violations, summarised. */
export async function axeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags([...axeTags]).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

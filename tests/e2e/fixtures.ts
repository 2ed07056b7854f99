import { test as base, expect, type Page } from '@playwright/test';
import { AxeBuilder } from '@axe-core/playwright';
import { consentCookies, consentGroups } from '../../reference-app/server/consentStub.ts';
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

/**
 * The stand-in consent banner's cookies for a visitor who already chose "only necessary": most tests look at the
 * shop as a returning visitor, so the fixed banner never covers what they use. The consent tests opt out
 * (`test.use({ consentGiven: false })`).
 */
function consentCookiesFor(baseURL: string) {
  const groups = consentGroups.all.map((group) => `${group}:${group === 'C0001' ? 1 : 0}`).join(',');
  const stamp = new Date().toISOString();
  return [
    { name: consentCookies.closed, value: stamp, url: baseURL },
    {
      name: consentCookies.consent,
      value: new URLSearchParams({ datestamp: stamp, groups }).toString(),
      url: baseURL,
    },
  ];
}

export const test = base.extend<{
  cspViolations: () => Promise<string[]>;
  consentGiven: boolean;
  consentCookies: void;
}>({
  cspViolations: async ({ page }, use) => {
    await watchCsp(page);
    await use(() => page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations));
  },
  consentGiven: [true, { option: true }],
  consentCookies: [
    async ({ context, consentGiven, baseURL }, use) => {
      if (consentGiven && baseURL) await context.addCookies(consentCookiesFor(baseURL));
      await use();
    },
    { auto: true },
  ],
});
export { expect };

/** Waits until React has hydrated the page (a marker set in an effect). */
export const hydrated = (page: Page) => page.waitForSelector('html[data-hydrated="true"]');

/** axe over the whole page with the project's tags; returns the violations, summarised. */
export async function axeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags([...axeTags]).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

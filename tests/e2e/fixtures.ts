import { test as base, expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { consentCookies, consentGroups } from '../../reference-app/server/consentStub.ts';
import { runAxe, summariseViolations } from '../../stories/support/runAxe.ts';
import { CART_PATH } from '../../src/services/cart/constants.ts';
import { CSRF_MARKER_VALUE, serviceHeaders } from '../../src/services/http/constants.ts';

/** The binding the pages report Content-Security-Policy violations through. */
const CSP_BINDING = '__cremaCspViolation';

/**
 * The strict CSP holds over every e2e flow with zero securitypolicyviolation events: every page of the test's
 * browser context reports each violation to the test as it happens, from its first script on, across navigations
 * and in every tab. The list is the test's own.
 */
async function watchCsp(context: BrowserContext): Promise<string[]> {
  const violations: string[] = [];
  await context.exposeBinding(CSP_BINDING, (_source, violation: string) => {
    violations.push(violation);
  });
  await context.addInitScript((binding) => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as Record<string, (violation: string) => Promise<void>>)[binding];
      void report?.(`${e.violatedDirective} ${e.blockedURI} on ${location.pathname}`);
    });
  }, CSP_BINDING);
  return violations;
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
  /** The test's CSP violations so far (every page, every navigation); the `cspCheck` fixture fails on any anyway. */
  cspViolations: () => Promise<string[]>;
  cspCheck: string[];
  consentGiven: boolean;
  consentCookies: void;
}>({
  // Automatic for every test of every spec: it fails when any page of the test saw a CSP violation.
  cspCheck: [
    async ({ context }, use) => {
      const violations = await watchCsp(context);
      await use(violations);
      // A round trip to each open page delivers the reports still under way (they travel before the answer).
      await Promise.all(context.pages().map((page) => page.evaluate(() => undefined).catch(() => undefined)));
      expect(violations, 'Content-Security-Policy violations (securitypolicyviolation events)').toEqual([]);
    },
    { auto: true },
  ],
  cspViolations: async ({ cspCheck }, use) => {
    await use(async () => [...cspCheck]);
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

/**
 * An accessible name that contains `text`, as Playwright compares names: white space collapsed, so a no-break space
 * ("1 kg") is an ordinary one there; the text's own characters are matched literally.
 */
export const nameContaining = (text: string) =>
  new RegExp(text.replace(/\s/g, ' ').replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

/** Waits until React has hydrated the page (a marker set in an effect). */
export const hydrated = (page: Page) => page.waitForSelector('html[data-hydrated="true"]');

/** axe over the whole page with the project's tags; returns the violations, summarised. */
export const axeViolations = async (page: Page) => summariseViolations(await runAxe(page));

/**
 * Puts pieces of articles (`{ productId: quantity }`) into the visitor's cart through the reference cart service, as
 * the shop's client does, on the cookies of `request` (a page's `page.request`).
 */
export async function putInCart(request: APIRequestContext, pieces: Record<string, number>) {
  for (const [productId, quantity] of Object.entries(pieces)) {
    const response = await request.put(CART_PATH, {
      headers: { [serviceHeaders.csrfMarker]: CSRF_MARKER_VALUE },
      data: { setArticle: { productId, tcm: `tcm:e2e-${productId}`, quantity } },
    });
    expect(response.status()).toBe(200);
  }
}

/** A lazy part's own chunk (a dynamic import during hydration), from the manifest of the build under test. */
function chunkOf(module: string): string {
  const root = process.env.E2E_ROOT ?? '.';
  const manifest = JSON.parse(
    readFileSync(join(root, 'build', 'storefront', 'client', '.vite', 'manifest.json'), 'utf8'),
  ) as Record<string, { file: string }>;
  const chunk = manifest[module];
  if (!chunk) throw new Error(`${module} is not a chunk of its own in this build`);
  return `/${chunk.file}`;
}

/** Holds the chunk of `module` back until `release` is called; `requested` settles once the page has asked for it. */
export async function holdChunk(
  page: Page,
  module: string,
): Promise<{ release: () => void; requested: Promise<void> }> {
  let release = () => {};
  let wasRequested = () => {};
  const arrived = new Promise<void>((resolve) => (release = resolve));
  const requested = new Promise<void>((resolve) => (wasRequested = resolve));
  await page.route(`**${chunkOf(module)}`, async (route) => {
    wasRequested();
    await arrived;
    await route.continue();
  });
  return { release, requested };
}

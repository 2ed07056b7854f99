import type { Page } from '@playwright/test';
import { IntlMessageFormat } from 'intl-messageformat';
import { messages as deDE } from '../../src/compositions/messages/locales/de-DE';
import type { StorefrontMessages } from '../../src/compositions/messages/messageModules';
import { availabilityOf, catalogueCategoriesOf } from '../../src/mocks/fixtures/catalogue';
import { SEEDED_LOGIN } from '../../src/mocks/routes/login';
import { CSRF_MARKER_VALUE, serviceHeaders } from '../../src/services/http/constants';
import { LOGIN_PATH } from '../../src/services/login/constants';
import { expect, hydrated, nameContaining, test as base } from './fixtures';
import { CLUSTER_TIMEOUT_MS, startCluster } from './scale/cluster';
import type { ServerProcess } from './scale/processes';
import { INSTANCE_HEADER, startRoundRobin, type Served } from './scale/roundRobin';

/**
 * The storefront beyond one process: the reference services run once, on their own (`npm run services`), and two
 * instances of the built storefront (SERVICES_URL pointing at them) sit behind a round-robin balancer. Every request
 * of the browser, page or /service call, goes to the next instance in turn, so every step of a shopper's visit is
 * served by both: what one instance wrote (cart, login, subscriber) the other must read from the services, never
 * from its own memory.
 */

const INSTANCES = 2;

interface BalancedCluster {
  url: string;
  served: Served[];
  processes: ServerProcess[];
}

const test = base.extend<{ servedSince: () => Served[] }, { cluster: BalancedCluster }>({
  cluster: [
    // eslint-disable-next-line no-empty-pattern -- a worker fixture that needs no other fixture
    async ({}, use) => {
      const cluster = await startCluster(INSTANCES);
      let balancer: Awaited<ReturnType<typeof startRoundRobin>> | undefined;
      try {
        balancer = await startRoundRobin(cluster.instances.map((i) => i.url));
        await use({ url: balancer.url, served: balancer.served, processes: cluster.processes });
      } finally {
        await balancer?.close();
        await cluster.stop();
      }
    },
    { scope: 'worker', timeout: CLUSTER_TIMEOUT_MS },
  ],
  baseURL: async ({ cluster }, use) => use(cluster.url),
  /** The requests the balancer passed on since the test began. */
  servedSince: async ({ cluster }, use, testInfo) => {
    const from = cluster.served.length;
    await use(() => cluster.served.slice(from));
    if (testInfo.status !== testInfo.expectedStatus) {
      for (const p of cluster.processes) await testInfo.attach(`output of ${p.pid}`, { body: p.output() });
    }
  },
});

// One worker holds the processes: the tests share them, one after the other.
test.describe.configure({ mode: 'serial' });

const text = (id: keyof StorefrontMessages, values?: Record<string, number | string>) =>
  String(new IntlMessageFormat(deDE[id], 'de-DE').format(values));

async function open(page: Page, path: string) {
  await page.goto(path);
  await hydrated(page);
}

/** The header's cart button, by its name, which says the count. */
const cartButton = (page: Page, count: number) =>
  page.getByRole('banner').getByRole('button', { name: text('header.cart.badgeLabel', { count }) });

/**
 * Both instances served the visit's own requests (pages and /service calls; the static assets aside): what one of
 * them wrote, the other read back.
 */
function expectBothInstancesServed(served: Served[]) {
  const visit = served.filter((s) => !s.path.startsWith('/assets/'));
  const counts = Array.from({ length: INSTANCES }, (_, i) => visit.filter((s) => s.instance === i).length);
  expect(
    counts.every((count) => count > 0),
    `requests per instance: ${counts.join(', ')}`,
  ).toBe(true);
}

test('the balancer alternates: two requests in a row are served by the two instances', async ({ page }) => {
  const first = await page.request.get('/');
  const second = await page.request.get('/');
  expect(first.ok() && second.ok()).toBe(true);
  expect(new Set([first.headers()[INSTANCE_HEADER], second.headers()[INSTANCE_HEADER]])).toEqual(new Set(['0', '1']));
});

test("a shopper's cart edits and sign-in, served by both instances in turn", async ({ page, servedSince }) => {
  const category = catalogueCategoriesOf('DE').find((c) => c.top)!;
  const [product] = category.products.filter((p) => availabilityOf(p) === 'AVAILABLE');

  // Add to cart on the product page.
  await open(page, `${product!.productViewUrl}?site=DE`);
  await expect(cartButton(page, 0)).toBeAttached();
  await page
    .getByRole('main')
    .getByRole('button', { name: nameContaining(product!.title) })
    .click();
  await expect(cartButton(page, 1)).toBeAttached();

  // Change the quantity in the mini cart: 3 pieces.
  await cartButton(page, 1).click();
  const dialog = page.getByRole('dialog');
  const quantity = dialog.getByRole('spinbutton', { description: product!.title });
  await quantity.fill('3');
  await expect(dialog.getByRole('heading')).toContainText(text('minicart.items', { count: 3 }));
  await page.keyboard.press('Escape');
  await expect(cartButton(page, 3)).toBeAttached();

  // The cart page, rendered on the server by whichever instance is next, shows what the other wrote.
  for (let visit = 0; visit < INSTANCES; visit++) {
    await open(page, '/cart');
    await expect(page.getByRole('main').getByRole('spinbutton', { description: product!.title })).toHaveValue('3');
    await expect(cartButton(page, 3)).toBeAttached();
  }

  // Sign in (the login call, through the balancer as any other): every next page, on either instance, knows it.
  const login = await page.request.post(LOGIN_PATH, {
    headers: { [serviceHeaders.csrfMarker]: CSRF_MARKER_VALUE },
    data: { ...SEEDED_LOGIN },
  });
  expect(login.ok()).toBe(true);
  for (let visit = 0; visit < INSTANCES; visit++) {
    await open(page, '/');
    await expect(page.getByRole('banner').locator('[data-visitor="signed-in"]')).toBeVisible();
    await expect(cartButton(page, 3)).toBeAttached();
  }
  expectBothInstancesServed(servedSince());
});

test('a newsletter sign-up, served by both instances in turn', async ({ page, servedSince }) => {
  await open(page, '/subscribenewsletter?site=DE');
  const form = page.getByRole('main').getByRole('form');
  const email = `e2e-scale-${Date.now()}@example.org`;
  await form.getByRole('textbox', { name: new RegExp(`^${text('newsletter.email')}`) }).fill(email);
  await form.getByRole('button', { name: text('newsletter.submit') }).click();
  const success = page.getByRole('main').getByText(text('newsletter.success.title'));
  await expect(success).toBeVisible();
  await expect(page.getByRole('main')).toContainText(email);
  expectBothInstancesServed(servedSince());
});

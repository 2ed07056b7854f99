/**
 * The fault matrix: every call of `serviceCalls` fails in each of five ways while a user does the flow that uses it,
 * on a storefront of the matrix's own (the fault table is global per services instance), and the catalogued
 * behaviour holds: the page's main content and layout are there, no uncaught error, no console error beyond the
 * catalogued logs and the failed request itself, no cart or form data lost, and for the header's calls no error
 * message in the header. The table is printed when the last cell is in. Hangs of calls made in the browser move
 * the page's clock past the client's timeout (its timer is a setTimeout, which the clock controls); hangs of calls the
 * server's loaders make wait the real timeout, each on a storefront of its own, all at once.
 */
import { stripVTControlCharacters } from 'node:util';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { serviceCalls, type ServiceCall } from '../../src/services';
import { REQUEST_TIMEOUT_MS } from '../../src/services/http/constants';
import { expect, test as base } from './fixtures';
import { expectNoHeaderError, rows, type Cell, type Row } from './faults/flows';
import { faultKinds, faultOf, recordCell, routeKeyOf, rowName, type FaultKind } from './faults/matrix';
import { FAULT_PORT_BASE, PORTS_PER_WORKER, startFaultServer, type FaultServer } from './faults/server';

const test = base.extend<object, { faultServer: FaultServer }>({
  faultServer: [
    // eslint-disable-next-line no-empty-pattern -- a worker fixture that needs no other fixture
    async ({}, use, workerInfo) => {
      const server = await startFaultServer(FAULT_PORT_BASE + workerInfo.parallelIndex * PORTS_PER_WORKER);
      await use(server);
      await server.stop();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ faultServer }, use) => use(faultServer.url),
});

/** The matrix's rows: every call in the list, read now, so a new call is a row without a flow (and fails). */
const matrixRows = serviceCalls.map(rowName);
const rowOf = (call: ServiceCall) => rows.find((row) => row.call === rowName(call));
/** Real time a server-side hang cell needs: the loaders' timeout, then the page and its flow. */
const SERVER_HANG_CELL_TIMEOUT_MS = REQUEST_TIMEOUT_MS + 105_000;
/** How the browser's console reports a request that failed. */
const FAILED_RESOURCE = 'Failed to load resource';
/** The port (after the worker's own and its hang cells') of a cell that needs a storefront with its own settings. */
const OWN_SERVER_PORT_OFFSET = PORTS_PER_WORKER - 1;
/** How far the clock moves per look while a retried call waits for its next attempt. */
const RETRY_CLOCK_STEP_MS = 500;

/** A call's path template as a pattern for a requested path (a placeholder is one segment). */
const pathPattern = (path: string) =>
  new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '[^/]+')}$`);

/** How many retries the call makes after this fault in its flow (only the suggestions retry: network and 4xx/5xx). */
function retriesOf(call: ServiceCall, fault: FaultKind): number {
  if (!call.retry) return 0;
  const error =
    fault === 'drop' ? { kind: 'network' as const } : fault === '500' ? { kind: 'http' as const, status: 500 } : null;
  return error && call.retry.when(error, {}) ? call.retry.times : 0;
}

/** No blank page: the page hydrated, its main content and the layout (header and footer) are there. */
async function expectPageIntact(page: Page) {
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
  const main = page.getByRole('main', { includeHidden: true });
  await expect(main).toBeVisible();
  await expect(main).not.toHaveText(/^\s*$/);
  await expect(page.getByRole('banner', { includeHidden: true }).first()).toBeVisible();
  await expect(page.getByRole('contentinfo', { includeHidden: true }).first()).toBeVisible();
}

/** Runs one cell on `page` against `server`: the flow with the fault set, its outcome, then the generic checks. */
async function runCell(row: Row, call: ServiceCall, fault: FaultKind, page: Page, server: FaultServer) {
  const pattern = pathPattern(call.path);
  const onRoute = (url: string) => pattern.test(new URL(url).pathname);
  const uncaught: string[] = [];
  const consoleErrors: string[] = [];
  page.on('pageerror', (error) => uncaught.push(`${error.name}: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    if (row.logs?.some((log) => text.startsWith(log))) return;
    const url = message.location().url;
    // The browser's own line for the failed request of this call (500, dropped connection).
    if (text.startsWith(FAILED_RESOURCE) && url && onRoute(url)) return;
    // The error page's own status (503), where the flow's page cannot load its data.
    if (
      row.errorPage &&
      text.startsWith(`${FAILED_RESOURCE}: the server responded with a status of 503`) &&
      pages.has(url)
    )
      return;
    consoleErrors.push(`${text} (${message.location().url})`);
  });
  let counting = false;
  const requests: string[] = [];
  const pages = new Set<string>();
  page.on('request', (request) => {
    if (request.isNavigationRequest()) pages.add(request.url());
    if (counting && request.method() === call.method && onRoute(request.url())) requests.push(request.url());
  });

  const retries = retriesOf(call, fault);
  if (row.side === 'browser' && (fault === 'hang' || retries > 0 || row.clock)) await page.clock.install();
  let settled = 0;
  const cell: Cell = {
    page,
    call,
    fault,
    async settle() {
      await expect.poll(() => requests.length, { message: `${call.name} is called` }).toBeGreaterThan(settled);
      settled = requests.length;
      if (row.side !== 'browser') return;
      if (fault === 'hang') {
        await page.clock.fastForward(REQUEST_TIMEOUT_MS);
        return;
      }
      for (let retry = 0; retry < retries; retry++) {
        await expect
          .poll(
            async () => {
              await page.clock.fastForward(RETRY_CLOCK_STEP_MS);
              return requests.length;
            },
            { message: `${call.name} is retried`, intervals: [50] },
          )
          .toBeGreaterThan(settled);
        settled = requests.length;
      }
    },
  };

  await row.prepare?.(cell);
  await server.setFault(routeKeyOf(call), faultOf[fault]);
  counting = true;
  const outcome = await row.run(cell);
  await expectPageIntact(page);
  if (row.header) await expectNoHeaderError(page);
  await server.clearFaults();
  counting = false;
  await row.afterwards?.(cell);
  expect(uncaught, 'uncaught errors').toEqual([]);
  expect(consoleErrors, 'unexpected console errors').toEqual([]);
  return outcome;
}

/** Runs a cell and records its result for the table; rethrows its failure. */
async function recorded(row: Row, fault: FaultKind, run: () => Promise<string>) {
  const started = Date.now();
  try {
    const outcome = await run();
    recordCell({ row: row.call, fault, pass: true, outcome, ms: Date.now() - started }, matrixRows);
  } catch (error) {
    const reason = stripVTControlCharacters(String(error instanceof Error ? error.message : error)).split('\n')[0]!;
    recordCell(
      { row: row.call, fault, pass: false, outcome: reason.slice(0, 80), ms: Date.now() - started },
      matrixRows,
    );
    throw error;
  }
}

/** The server-side hang cells, each on a storefront of its own, all at once: in two groups, one per worker. */
const serverHangs = serviceCalls.flatMap((call) => {
  const row = rowOf(call);
  return row?.side === 'server' ? [{ row, call }] : [];
});
const hangGroups = [serverHangs.filter((_, i) => i % 2 === 0), serverHangs.filter((_, i) => i % 2 === 1)];

async function hangCell(
  browser: Browser,
  cookiesFrom: BrowserContext,
  port: number,
  { row, call }: (typeof serverHangs)[number],
) {
  const server = await startFaultServer(port);
  const context = await browser.newContext({ baseURL: server.url });
  try {
    // The consent choice of every visitor in this suite (cookies do not depend on the port).
    await context.addCookies(await cookiesFrom.cookies());
    const page = await context.newPage();
    await recorded(row, 'hang', () => runCell(row, call, 'hang', page, server));
  } finally {
    await context.close();
    await server.stop();
  }
}

hangGroups.forEach((group, index) => {
  test(`server-side hangs past the timeout, group ${index + 1}: ${group.map((c) => c.row.call).join(', ')}`, async ({
    browser,
    context,
  }, testInfo) => {
    test.setTimeout(SERVER_HANG_CELL_TIMEOUT_MS);
    const firstPort = FAULT_PORT_BASE + testInfo.parallelIndex * PORTS_PER_WORKER + 1;
    const outcomes = await Promise.allSettled(group.map((cell, i) => hangCell(browser, context, firstPort + i, cell)));
    const failures = outcomes.flatMap((outcome, i) =>
      outcome.status === 'rejected' ? [`${group[i]!.row.call}: ${String(outcome.reason)}`] : [],
    );
    expect(failures).toEqual([]);
  });
});

for (const call of serviceCalls) {
  const row = rowOf(call);
  if (!row) {
    test(`${rowName(call)}: uncovered`, () => {
      for (const fault of faultKinds)
        recordCell({ row: rowName(call), fault, pass: false, outcome: 'uncovered: no flow', ms: 0 }, matrixRows);
      throw new Error(`${rowName(call)} is in serviceCalls but the fault matrix has no flow for it (faults/flows.ts)`);
    });
    continue;
  }
  for (const fault of faultKinds) {
    if (row.side === 'server' && fault === 'hang') continue;
    test(`${row.call} × ${fault}`, async ({ page, faultServer, browser, context }, testInfo) => {
      if (!row.env) {
        await recorded(row, fault, () => runCell(row, call, fault, page, faultServer));
        return;
      }
      // A shop flag of its own: a storefront started with it, beside the worker's.
      const server = await startFaultServer(
        FAULT_PORT_BASE + testInfo.parallelIndex * PORTS_PER_WORKER + OWN_SERVER_PORT_OFFSET,
        row.env,
      );
      const own = await browser.newContext({ baseURL: server.url });
      try {
        await own.addCookies(await context.cookies());
        await recorded(row, fault, async () => runCell(row, call, fault, await own.newPage(), server));
      } finally {
        await own.close();
        await server.stop();
      }
    });
  }
}

test.afterEach(async ({ faultServer }) => {
  await faultServer.clearFaults();
});

test('a page whose visitor left before it was sent is not logged as a render error', async ({ faultServer }) => {
  // The search page's call answers after a while; the visitor leaves while the page is loaded, so it is rendered for a
  // request that has gone: its render starts aborted.
  await faultServer.setFault('GET /service/catalogue/api/search', { latencyMs: 1_000 });
  const leaving = new AbortController();
  const answer = fetch(`${faultServer.url}/search?query=kaffee`, { signal: leaving.signal }).catch(() => undefined);
  await new Promise((resolve) => setTimeout(resolve, 300));
  leaving.abort();
  await answer;
  // Long enough for the page to have been rendered (the call's 1 s, then the render).
  await expect
    .poll(async () => (await fetch(`${faultServer.url}/search?query=kaffee`)).status, { timeout: 15_000 })
    .toBe(200);
  expect(faultServer.output()).not.toContain('render error');
});

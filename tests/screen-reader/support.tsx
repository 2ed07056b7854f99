/**
 * The real components on the in-process reference services (src/mocks), as the feature tests render them, with the
 * virtual screen reader listening to the page, and the clock faked: debounces, the mini cart's 7.5 s and 10 s are
 * moved on by the test, never waited for.
 */
import { act, render } from '@testing-library/react';
import { virtual } from '@guidepup/virtual-screen-reader';
import type { ReactElement, ReactNode } from 'react';
import { vi } from 'vitest';
import { SESSION_COOKIE, createReferenceServices, type CookieBrowser, type ReferenceServices } from '../../src/mocks';
import { seedCart } from '../../src/mocks/routes/cart';
import { resolveSite } from '../../src/platform/site';
import { createServiceClient, type ServiceClient } from '../../src/services';
import { HeaderProvider } from '../../src/features/header';
import { ShopHeader } from '../../src/compositions/shop-header';
import { MinicartDialog, MinicartProvider } from '../../src/features/minicart';
import { PageLayout, StorefrontProvider } from '../../src/kernel';
import { VisitorProvider } from '../../src/kernel/visitor';
import { storefrontMessagesFor } from '../../src/compositions/messages/testing';

export interface Shop {
  reference: ReferenceServices;
  browser: CookieBrowser;
  services: ServiceClient;
}

/** Fresh reference services and one browser on them (its cookie jar), for a site (DE unless told). */
export function createShop(site = 'DE', options: Parameters<typeof createReferenceServices>[0] = {}): Shop {
  const reference = createReferenceServices(options);
  const browser = reference.browser();
  const services = createServiceClient({ fetch: browser.fetch, site: resolveSite(site).code });
  return { reference, browser, services };
}

/** Renders `children` in the shop's StorefrontProvider (the site's catalog) and starts the screen reader on the page. */
export async function renderAndListen(shop: Shop, children: ReactNode, site = 'DE') {
  const view = render(
    <StorefrontProvider site={site} messages={storefrontMessagesFor(site)} services={shop.services}>
      {children}
    </StorefrontProvider>,
  );
  heardUpTo = 0;
  await virtual.start({ container: document.body, advanceTimers: (ms) => void vi.advanceTimersByTime(ms) });
  // Starting reads "document": not part of any flow.
  await heard();
  return view;
}

/** Fakes the timers (and Date, which the services' clock and the pause bookkeeping read). */
export const fakeTimers = () =>
  vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });

/** Moves the fake clock by `ms`, letting the services answer and React render on the way. */
export const elapse = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

/** Lets the in-process services answer and React render, without moving the clock, until `check` passes. */
export async function settle(check: () => unknown) {
  for (let i = 0; i < 100; i += 1) {
    try {
      await check();
      return;
    } catch {
      await elapse(0);
    }
  }
  await check();
}

let heardUpTo = 0;
/**
 * What was said since the last call, so each step asserts only its own phrases. The log itself is kept: clearing it
 * would make the screen reader repeat the focused control after the next key (it skips only what it just said).
 */
export async function heard(): Promise<string[]> {
  const log = await virtual.spokenPhraseLog();
  const said = log.slice(heardUpTo);
  heardUpTo = log.length;
  return said;
}

/** Moves focus to `element` (as Tab would) and lets the screen reader follow it. */
export async function focus(element: HTMLElement) {
  await act(async () => element.focus());
  await elapse(0);
}

/** Moves the reading cursor to `element` the way a screen-reader user does: by reading on (next) until it is there. */
export async function readTo(element: Element, limit = 500) {
  for (let i = 0; i < limit && virtual.activeNode !== element; i += 1) await virtual.next();
  if (virtual.activeNode !== element) throw new Error(`The reading cursor never reached ${element.outerHTML}`);
}

export { virtual };

const SESSION = 'screen-reader-session';

/** A shopper's cart in the services (the session cookie in the browser), with these articles: productId → pieces. */
export function seedArticles(shop: Shop, articles: Record<string, number>) {
  shop.browser.jar.set(SESSION_COOKIE, SESSION);
  seedCart(shop.reference.state, SESSION, {
    articles: Object.entries(articles).map(([productId, quantity]) => ({ productId, quantity })),
  });
}

/**
 * The page as the storefront wires header and mini cart (the header's cart button opens the mini cart; its badge shows
 * the mini cart's count, `useCartCount()`), `children` in the main content.
 */
export function StorefrontPage({ children }: { children?: ReactNode }) {
  return (
    <VisitorProvider>
      <MinicartProvider>
        <HeaderProvider>
          <PageLayout pageType="HomePage" header={<ShopHeader cartDialog={cartDialog} />} footer={<p>Fuß</p>}>
            <h1>Seite</h1>
            {children}
          </PageLayout>
        </HeaderProvider>
      </MinicartProvider>
    </VisitorProvider>
  );
}
const cartDialog = (trigger: ReactElement) => <MinicartDialog trigger={trigger} />;

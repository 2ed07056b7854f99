/** @vitest-environment happy-dom */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToReadableStream } from 'react-dom/server';
import { palette } from '../../../design-tokens';
import { createReferenceServices } from '../../mocks';
import { resolveSite } from '../../platform/site';
import { createServiceClient, promotionContentSchema, type PromotionContent } from '../../services';
import { REQUEST_TIMEOUT_MS } from '../../services/http/constants';
import { TOP_BANNER_PLACEMENT } from '../../services/promotion/constants';
import { SCROLL_DEBOUNCE_MS, STICKY_SCROLL_MARGIN_PX } from '../../kernel/constants';
import { StorefrontProvider } from '../../kernel';
import { createFlyoutHostStore } from '../../kernel/flyouts';
import { FlyoutHostProvider } from '../../kernel/flyoutHost';
import { storefrontMessagesFor } from '../../compositions/messages/testing';
import { promotionColours } from './colours';
import { DEFAULT_PROMOTION_THEME, PREVIEW_TOKEN_COOKIE, PROMO_COPY_SUCCESS_MS } from './constants';
import { loadPromotion, type PromotionState } from './load';
import { PromotionSlot } from './Promotion';
import { TopBanner } from './TopBanner';

const content: PromotionContent = promotionContentSchema.parse({
  headline: '10 % auf Kaffeebohnen',
  headlineShort: '10 % auf Kaffee',
  subline: 'Nur diese Woche',
  voucherCode: 'CREMA10',
  legalText: 'Einmal pro Person. <strong onclick="alert(1)">Keine Barauszahlung.</strong><script>alert(2)</script>',
  legalTextHint: 'Teilnahmebedingungen',
  ctaButtonLink: '/c/kaffeebohnen',
  ctaButtonText: 'Jetzt sparen',
  links: [{ url: '/c/angebote', text: 'Alle Angebote', boldLink: true }],
  theme: 'dark',
});

/** The banner of `content` changed by `props`, in the colours its loader would decide (`loadPromotion`). */
/** The page's flyout host (the header's store on a shop page) of the last `renderBanner`. */
let flyouts = createFlyoutHostStore();

function renderBanner(props: Partial<PromotionContent> = {}, site = 'DE') {
  const services = createServiceClient({ fetch: createReferenceServices().fetch, site: resolveSite(site).code });
  const shown = { ...content, ...props };
  const colours = promotionColours(shown, shown.theme ?? DEFAULT_PROMOTION_THEME);
  flyouts = createFlyoutHostStore();
  return render(
    <StorefrontProvider site={site} messages={storefrontMessagesFor(site)} services={services}>
      <FlyoutHostProvider store={flyouts}>
        <TopBanner promotionId={TOP_BANNER_PLACEMENT} content={shown} colours={colours} />
        <a href="/">Startseite</a>
      </FlyoutHostProvider>
    </StorefrontProvider>,
  );
}

/** The server's HTML of `element`, once everything in it has loaded (as the storefront's server sends it). */
async function serverHtml(element: ReactElement): Promise<string> {
  const stream = await renderToReadableStream(element);
  await stream.allReady;
  return new Response(stream).text();
}

const serverBanner = () => (
  <StorefrontProvider site="DE" messages={storefrontMessagesFor('DE')}>
    <TopBanner promotionId={TOP_BANNER_PLACEMENT} content={content} />
  </StorefrontProvider>
);

const banner = () => screen.queryByRole('region', { name: 'Aktion' });
const PROMOTION_ROUTE = 'GET /service/promotion/api/promotion/:promotionId' as const;
type Fault = Parameters<ReturnType<typeof createReferenceServices>['faults']['set']>[1];
const copyButton = () => screen.getByRole('button', { name: /Code kopieren|Kopiert/ });
const status = () => within(banner()!).getByRole('status');

let writeText: ReturnType<typeof vi.fn>;
beforeEach(() => {
  writeText = vi.fn(async () => {});
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  window.dataLayer = [];
});
afterEach(() => {
  vi.useRealTimers();
  document.cookie = `${PREVIEW_TOKEN_COOKIE}=; Max-Age=0; Path=/`;
  window.scrollY = 0;
});

describe('TopBanner', () => {
  it('renders on the server: both headlines (CSS picks one per platform), the legal text sanitised, closed', async () => {
    const html = await serverHtml(serverBanner());
    expect(html).toContain('10 % auf Kaffeebohnen');
    expect(html).toContain('10 % auf Kaffee<');
    expect(html).toContain('aria-expanded="false"');
    // In the server's HTML before any script runs (hidden until the disclosure opens), without anything active.
    expect(html).toContain('Einmal pro Person. <strong>Keine Barauszahlung.</strong>');
    expect(html).not.toMatch(/onclick|<script|alert/);
  });

  it('hydration keeps the server’s legal text: the browser does not render (or parse) it anew', async () => {
    const container = document.createElement('div');
    container.innerHTML = await serverHtml(serverBanner());
    document.body.append(container);
    const serverText = container.querySelector('strong')!;
    const errors = vi.spyOn(console, 'error');
    const recovered: unknown[] = [];
    const root = await act(async () =>
      hydrateRoot(container, serverBanner(), { onRecoverableError: (error) => recovered.push(error) }),
    );
    try {
      const toggle = within(container).getByRole('button', { name: 'Teilnahmebedingungen' });
      fireEvent.click(toggle);
      expect(document.getElementById(toggle.getAttribute('aria-controls')!)).toHaveTextContent(
        'Einmal pro Person. Keine Barauszahlung.',
      );
      // The same node as in the server's HTML, once the sanitiser's chunk is in and the part has hydrated.
      await act(async () => void (await import('../../primitives/SafeHtml')));
      expect(container.querySelector('strong')).toBe(serverText);
      expect(recovered).toEqual([]);
      expect(errors.mock.calls.filter((call) => /hydrat|did(?:n't| not) match/i.test(String(call[0])))).toEqual([]);
    } finally {
      act(() => root.unmount());
      container.remove();
    }
  });

  it('the legal text toggles open and closed (a disclosure button with aria-expanded)', async () => {
    renderBanner();
    const toggle = screen.getByRole('button', { name: 'Teilnahmebedingungen' });
    const panel = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(panel).toHaveAttribute('hidden');
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(panel).not.toHaveAttribute('hidden');
    // The text itself through SafeHtml (what survives sanitising: SafeHtml's tests).
    await waitFor(() => expect(panel.textContent).toBe('Einmal pro Person. Keine Barauszahlung.'));
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(panel).toHaveAttribute('hidden');
  });

  it(`copying the code shows the success state for ${PROMO_COPY_SUCCESS_MS} ms, announced politely`, async () => {
    vi.useFakeTimers();
    renderBanner();
    expect(status().textContent).toBe('');
    await act(async () => fireEvent.click(copyButton()));
    expect(writeText).toHaveBeenCalledWith('CREMA10');
    expect(copyButton()).toHaveAccessibleName('Kopiert');
    expect(status().textContent).toBe('Gutscheincode CREMA10 kopiert');
    act(() => vi.advanceTimersByTime(PROMO_COPY_SUCCESS_MS - 1));
    expect(copyButton()).toHaveAccessibleName('Kopiert');
    act(() => vi.advanceTimersByTime(1));
    expect(copyButton()).toHaveAccessibleName('Code kopieren');
    expect(status().textContent).toBe('');
  });

  it('a second copy within the 3 s starts the 3 s again', async () => {
    vi.useFakeTimers();
    renderBanner();
    await act(async () => fireEvent.click(copyButton()));
    act(() => vi.advanceTimersByTime(2000));
    await act(async () => fireEvent.click(copyButton()));
    act(() => vi.advanceTimersByTime(2000));
    expect(copyButton()).toHaveAccessibleName('Kopiert');
    act(() => vi.advanceTimersByTime(1000));
    expect(copyButton()).toHaveAccessibleName('Code kopieren');
  });

  it('when the clipboard refuses, the code is selected for the shopper and that is announced', async () => {
    vi.useFakeTimers();
    writeText.mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
    renderBanner();
    await act(async () => fireEvent.click(copyButton()));
    expect(window.getSelection()?.toString()).toBe('CREMA10');
    expect(status().textContent).toBe('Der Code ist markiert: Bitte kopieren Sie ihn selbst.');
    act(() => vi.advanceTimersByTime(PROMO_COPY_SUCCESS_MS));
    expect(status().textContent).toBe('');
  });

  it(`closes on scroll down past the ${STICKY_SCROLL_MARGIN_PX} px margin (after the ${SCROLL_DEBOUNCE_MS} ms debounce), not within it`, () => {
    vi.useFakeTimers();
    renderBanner();
    window.scrollY = STICKY_SCROLL_MARGIN_PX;
    act(() => {
      window.dispatchEvent(new Event('scroll'));
      vi.advanceTimersByTime(SCROLL_DEBOUNCE_MS);
    });
    expect(banner()).not.toBeNull();
    window.scrollY = STICKY_SCROLL_MARGIN_PX + 100;
    act(() => {
      window.dispatchEvent(new Event('scroll'));
      vi.advanceTimersByTime(SCROLL_DEBOUNCE_MS - 1);
    });
    expect(banner()).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(banner()).toBeNull();
  });

  it('stays open while scrolling with focus inside it (a keyboard user is on it)', () => {
    vi.useFakeTimers();
    renderBanner();
    copyButton().focus();
    window.scrollY = 400;
    act(() => {
      window.dispatchEvent(new Event('scroll'));
      vi.advanceTimersByTime(SCROLL_DEBOUNCE_MS);
    });
    expect(banner()).not.toBeNull();
  });

  it('closes when a header flyout opens (on the page’s flyout host), not when one closes', () => {
    renderBanner();
    act(() => flyouts.getState().selectFlyoutParent('beans'));
    expect(banner()).not.toBeNull();
    act(() => flyouts.getState().openFlyout({ kind: 'items', itemId: 'kaffee' }));
    expect(banner()).toBeNull();
  });

  it('closes when the search box’s flyout opens too', () => {
    renderBanner();
    act(() => flyouts.getState().toggleFlyout({ kind: 'search' }));
    expect(banner()).toBeNull();
  });

  it('the close button closes it and focus moves on to what follows', () => {
    renderBanner();
    fireEvent.click(screen.getByRole('button', { name: 'Aktion schließen' }));
    expect(banner()).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Startseite' }));
  });

  it('reports promotion_click with the promotion and position (CTA 0, links from 1)', () => {
    renderBanner();
    const cta = screen.getByRole('link', { name: 'Jetzt sparen' });
    cta.addEventListener('click', (e) => e.preventDefault());
    fireEvent.click(cta);
    const link = screen.getByRole('link', { name: 'Alle Angebote' });
    link.addEventListener('click', (e) => e.preventDefault());
    fireEvent.click(link);
    expect(window.dataLayer).toEqual([
      expect.objectContaining({ event: 'promotion_click', promotion_id: TOP_BANNER_PLACEMENT, promotion_position: 0 }),
      expect.objectContaining({ event: 'promotion_click', promotion_id: TOP_BANNER_PLACEMENT, promotion_position: 1 }),
    ]);
  });

  it('uses the content colours when readable, the theme’s when not (custom properties on its root)', () => {
    const { unmount } = renderBanner({ backgroundColorCode: palette.coffee[800], textColor: palette.cream[50] });
    expect(banner()!.parentElement!.getAttribute('style')).toContain(palette.coffee[800]);
    unmount();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderBanner({ backgroundColorCode: palette.coffee[800], textColor: palette.coffee[900] });
    expect(banner()!.parentElement!.hasAttribute('style')).toBe(false);
  });
});

describe('PromotionSlot in the browser: promotionFetched and the preview refetch', () => {
  async function setup(preview: boolean, refetchFault?: Fault) {
    const reference = createReferenceServices();
    const browser = reference.browser();
    const services = createServiceClient({ fetch: browser.fetch, site: 'DE' });
    const initial: PromotionState = await loadPromotion(services, { id: TOP_BANNER_PLACEMENT, site: 'DE' });
    if (refetchFault) reference.faults.set(PROMOTION_ROUTE, refetchFault);
    const calls: string[] = [];
    const watched = createServiceClient({
      fetch: (input, init) => {
        calls.push(String(input));
        return browser.fetch(input, init);
      },
      site: 'DE',
    });
    if (preview) {
      const token = encodeURIComponent(JSON.stringify({ previewDateTime: new Date().toISOString() }));
      document.cookie = `${PREVIEW_TOKEN_COOKIE}=${token}; Path=/`;
      browser.jar.set(PREVIEW_TOKEN_COOKIE, token);
    }
    const fetched: boolean[] = [];
    window.addEventListener('promotionFetched', (e) => fetched.push((e as CustomEvent<boolean>).detail), {
      once: true,
    });
    const { container } = render(
      <StorefrontProvider site="DE" messages={storefrontMessagesFor('DE')} services={watched}>
        <PromotionSlot id={TOP_BANNER_PLACEMENT} initial={initial} />
      </StorefrontProvider>,
    );
    return { calls, fetched, container };
  }

  it('with the server’s state and no PreviewToken: shown at once, no fetch, promotionFetched true', async () => {
    const { calls, fetched } = await setup(false);
    expect(screen.getByText('10 % auf Kaffeebohnen')).toBeInTheDocument();
    await waitFor(() => expect(fetched).toEqual([true]));
    expect(calls).toEqual([]);
  });

  it('with a PreviewToken cookie: fetched again, and the preview content replaces the live one', async () => {
    const { calls, fetched } = await setup(true);
    expect(screen.getByText('10 % auf Kaffeebohnen')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Adventskalender ab Montag')).toBeInTheDocument());
    expect(calls).toHaveLength(1);
    expect(fetched).toEqual([true]);
  });

  it.each([
    ['an error status (500)', { status: 500 }],
    ['a dropped connection', { drop: true }],
    ['a malformed body', { malformed: true }],
    ['an answer of the wrong shape', { wrongShape: true }],
  ] satisfies [string, Fault][])(
    'with a PreviewToken cookie, a failed refetch (%s): the server’s banner goes, nothing shown, false emitted',
    async (_, fault) => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      const { calls, fetched, container } = await setup(true, fault);
      expect(banner()).toHaveTextContent('10 % auf Kaffeebohnen');
      await waitFor(() => expect(fetched).toEqual([false]));
      expect(calls).toHaveLength(1);
      expect(banner()).toBeNull();
      expect(container.textContent).toBe('');
    },
  );

  it(`with a PreviewToken cookie, a refetch without an answer: the banner goes after the ${REQUEST_TIMEOUT_MS} ms timeout, not before`, async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.useFakeTimers();
    const { fetched, container } = await setup(true, { hang: true });
    await act(() => vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1));
    expect(banner()).toHaveTextContent('10 % auf Kaffeebohnen');
    expect(fetched).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(fetched).toEqual([false]);
    expect(banner()).toBeNull();
    expect(container.textContent).toBe('');
  });

  it('without server state: fetched after mount; a failure shows nothing and emits false', async () => {
    const reference = createReferenceServices();
    reference.faults.set(PROMOTION_ROUTE, { status: 500 });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetched: boolean[] = [];
    window.addEventListener('promotionFetched', (e) => fetched.push((e as CustomEvent<boolean>).detail), {
      once: true,
    });
    const { container } = render(
      <StorefrontProvider
        site="DE"
        messages={storefrontMessagesFor('DE')}
        services={createServiceClient({ fetch: reference.fetch, site: 'DE' })}
      >
        <PromotionSlot id={TOP_BANNER_PLACEMENT} />
      </StorefrontProvider>,
    );
    await waitFor(() => expect(fetched).toEqual([false]));
    expect(container.textContent).toBe('');
  });
});

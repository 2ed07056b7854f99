/**
 * Large data through the real navigation and search: the new header's main navigation over a generated tree of
 * 2,008 nodes (8 top items, 10 level items each, 6 columns under each level item, 3 links under each column) and the
 * search box over a 50-entry history in local storage (the history keeps "at most 50 entries"). The reference services
 * run in the page; nothing here calls them while the runner measures (one typed character is below the suggestions'
 * minimum). The runner (scripts/bench/large.mjs) opens a flyout, a level, the history and filters it.
 */
import { StrictMode, lazy } from 'react';
import { createRoot } from 'react-dom/client';
import { resolveSite } from '../../../src/platform/site';
import { createServiceClient, type FlyoutItem } from '../../../src/services';
import { createReferenceServices } from '../../../src/mocks';
import { StorefrontProvider } from '../../../src/kernel';
import { storefrontMessagesFor } from '../../../src/compositions/messages/testing';
import { HeaderProvider } from '../../../src/features/header/HeaderProvider';
import { MainNavigation, NavigationProvider } from '../../../src/features/navigation';
import { SearchBox } from '../../../src/features/search';
import { RECENT_SEARCHES_MAX, RECENT_SEARCHES_STORAGE_KEY } from '../../../src/features/search/constants';

/** The tree's shape, top level first: 8 × (1 + 10 × (1 + 6 × (1 + 3))) = 2,008 nodes. */
const shape = [8, 10, 6, 3] as const;

function generate(depth: number, path: string): FlyoutItem[] {
  const width = shape[depth];
  if (width === undefined) return [];
  return Array.from({ length: width }, (_, index) => {
    const id = `${path}${index + 1}`;
    return {
      id: `node-${id}`,
      name: `Kategorie ${id}`,
      url: `/c/bench/${id.replaceAll('.', '/')}`,
      newTab: false,
      flag: index === 0,
      children: generate(depth + 1, `${id}.`),
    };
  });
}
const countNodes = (items: readonly FlyoutItem[]): number =>
  items.reduce((sum, item) => sum + 1 + countNodes(item.children), 0);

const desktop = generate(0, '');
/** Newest first: words a shopper types, each with a number so all 50 stay distinct. */
const words = ['kaffee', 'bohnen', 'espresso', 'tasse', 'mühle', 'jacke', 'pfanne', 'lampe', 'schuhe', 'becher'];
const history = Array.from({ length: RECENT_SEARCHES_MAX }, (_, i) => `${words[i % words.length]} ${i + 1}`);
window.localStorage.setItem(RECENT_SEARCHES_STORAGE_KEY, JSON.stringify(history));

const site = resolveSite('DE');
const reference = createReferenceServices();
const services = createServiceClient({ fetch: reference.browser().fetch, site: site.code });
/** The header's default flyout promotion (the desktop flyout's category promotion), loaded lazily as the header does. */
const CategoryPromotion = lazy(() => import('../../../src/features/promotion/CategoryPromotion'));

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <StorefrontProvider site={site.code} messages={storefrontMessagesFor(site.code)} services={services}>
      <HeaderProvider>
        <NavigationProvider navigation={{ themeWorlds: null, desktop, mobile: [], categories: [] }}>
          <header>
            <SearchBox variant="flyout" />
            <MainNavigation categoryPromotion={CategoryPromotion} />
          </header>
        </NavigationProvider>
      </HeaderProvider>
    </StorefrontProvider>
  </StrictMode>,
);

declare global {
  interface Window {
    bench?: Record<string, unknown>;
  }
}
window.bench = { nodes: countNodes(desktop), history: history.length };

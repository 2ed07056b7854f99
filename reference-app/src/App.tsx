import type { ComponentType, ReactNode } from 'react';
import {
  HeaderProvider,
  NavigationProvider,
  PageLayout,
  StorefrontProvider,
  ShopHeader,
  VisitorProvider,
  LoginKeepAlive,
  MinicartProvider,
  resolveSite,
  Surface,
} from 'crema';
import type { Cart, ServiceClient } from 'crema/services';
import type { AppMessages } from './messages';
import type { PageData } from './routing/pageData';
import type { PageProps } from './routing/route';
import type { SearchResultsData } from './pages/search';
import { ShopFooter } from './shell/ShopFooter';
import type { BasketData } from './pages/cart';

export interface AppProps {
  data: PageData;
  /** The page type's component (`await routeOf(data.pageType).page()`). */
  Page: ComponentType<PageProps<unknown>>;
  /** The page's one catalog (`loadAppMessages(site.locale)`). */
  messages: AppMessages;
  /** The request's in-process service client (default: the client on the real network). */
  services?: ServiceClient;
}

/**
 * StorefrontProvider (site, locale, messages, flags, services), the visitor's store and the mini cart's, and the
 * login keep-alive, for every page: the mini cart loads the cart in the browser (the cart page's server-read cart
 * starts it instead), and the header's badge (`useCartCount`), the mini cart, the cart page and the add-to-cart buttons
 * share it: one cart call per page.
 */
export function ShopProviders({
  data,
  messages,
  services,
  children,
}: Pick<AppProps, 'data' | 'messages' | 'services'> & { children: ReactNode }) {
  return (
    <StorefrontProvider site={data.site} messages={messages} flags={data.flags} services={services}>
      <VisitorProvider>
        <MinicartProvider cart={serverCartOf(data)}>{children}</MinicartProvider>
        {/* Keeps a signed-in visitor's login token alive while they use the page (a browser, no app platform). */}
        <LoginKeepAlive />
      </VisitorProvider>
    </StorefrontProvider>
  );
}

/** The cart the server read for this page (the cart page's), or undefined. */
function serverCartOf(data: PageData): Cart | undefined {
  return data.pageType === 'basket' ? (data.page as BasketData).cart : undefined;
}

/**
 * Everything inside <body>: the layout slots (header, main, footer) and the page of the page type. The header state
 * starts from what the server loaded (the reduced header), the navigation's from the navigation the server loaded and
 * the page's path (the header's bar and a listing page's subcategory links read it), so the header is complete in the
 * HTML.
 */
export function PageContent({ data, Page }: Pick<AppProps, 'data' | 'Page'>) {
  const site = resolveSite(data.site);
  return (
    <Surface theme="light">
      <HeaderProvider reduced={data.reducedHeader}>
        <NavigationProvider navigation={data.layout.navigation ?? 'failed'} currentPath={data.path}>
          <PageLayout
            pageType={data.pageType}
            header={
              data.showHeader ? (
                <ShopHeader
                  // "The query also pre-fills the search box" (the results page's sanitised query).
                  searchQuery={searchQueryOf(data)}
                  appBannerDecision={data.appBanner}
                  // The top banner and the header benefits, rendered on the server, refetched in preview mode.
                  promotions={data.layout.promotions}
                />
              ) : undefined
            }
            footer={data.showFooter ? <ShopFooter data={data} site={site} /> : undefined}
          >
            <Page data={data.page} site={site} path={data.path} />
          </PageLayout>
        </NavigationProvider>
      </HeaderProvider>
    </Surface>
  );
}

/** The search results page's query, for the header's search box; undefined on every other page. */
function searchQueryOf(data: PageData): string | undefined {
  if (data.pageType !== 'SearchResultsPage') return undefined;
  const page = data.page as Partial<SearchResultsData>;
  return typeof page.query === 'string' ? page.query : undefined;
}

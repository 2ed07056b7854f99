import type { ComponentType, ReactNode } from 'react';
import {
  ConsentLoader,
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
import { CONSENT_STUB_PATH } from './consent/banner';
import { Document, documentTitle } from './Document';
import type { AppMessages } from './messages';
import type { HeadOf } from './routing/head';
import type { PageData } from './routing/pageData';
import type { PageProps } from './routing/route';
import type { SearchResultsData } from './pages/search';
import { ShopFooter } from './shell/ShopFooter';
import { HydratedMarker } from './shell/HydratedMarker';
import type { BasketData } from './pages/cart';

export interface AppProps {
  data: PageData;
  /** The page type's component (`await routeOf(data.pageType).page()`). */
  Page: ComponentType<PageProps<unknown>>;
  /** The page type's head, which titles the document (`routeOf(data.pageType).head`; in the browser its module's). */
  head: HeadOf<unknown>;
  /** The page's one catalog (`loadAppMessages(site.locale)`), loaded before rendering on both sides. */
  messages: AppMessages;
  /** The request's CSP nonce (the client reads it back from the csp-nonce meta's nonce property). */
  nonce?: string;
  /** On the server the request's in-process client; in the browser the default client on the real network. */
  services?: ServiceClient;
}

/** A page of the reference storefront: the shop's providers around the whole document. */
export function App({ data, Page, head, messages, nonce, services }: AppProps) {
  return (
    <ShopProviders data={data} messages={messages} services={services}>
      <Document data={data} title={documentTitle(head, data, messages)} nonce={nonce}>
        <PageContent data={data} Page={Page} />
        {/* The consent overlay's script from the consent provider, here the local stand-in under the same origin. */}
        <ConsentLoader scriptUrl={CONSENT_STUB_PATH} nonce={nonce} />
        <HydratedMarker />
      </Document>
    </ShopProviders>
  );
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

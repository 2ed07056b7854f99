// Crema's one stylesheet, once for the whole app: every site's pages share this layout.
import 'crema/styles.css';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import {
  Footer,
  HeaderProvider,
  MinicartProvider,
  NavigationProvider,
  PageLayout,
  ShopHeader,
  StorefrontProvider,
  Surface,
  VisitorProvider,
  loadStorefrontMessages,
} from 'crema';
import { loadFooter, loadHeaderNavigation } from 'crema/server';
import { serverServices } from '../reference';
import { countryHrefs, siteOfSlug, siteSlugs } from '../sites';

export const metadata: Metadata = {
  title: 'Crema in a Next.js app',
  // No favicon of its own: the browser asks for none.
  icons: { icon: 'data:,' },
};

/** The nine sites are built ahead (their navigation and footer are the same for every visitor); no other segment. */
export const generateStaticParams = () => siteSlugs.map((site) => ({ site }));
export const dynamicParams = false;

/**
 * The page shell of a site, a server component and the app's root layout (the site decides `<html lang>`): the site's
 * texts, navigation and footer content are loaded here on the server and handed to Crema's providers as props, so the
 * HTML has the header with its navigation, the footer and the site's language before any script runs. Crema's client
 * components (the providers, the shop header, the footer) are rendered from here directly.
 */
export default async function SiteLayout({ children, params }: LayoutProps<'/[site]'>) {
  const site = siteOfSlug((await params).site) ?? notFound();
  const services = serverServices(site.code);
  const [messages, navigation, footer] = await Promise.all([
    loadStorefrontMessages(site.locale),
    loadHeaderNavigation(services, site.code),
    loadFooter(services, site.code),
  ]);
  // A failed navigation is logged here; the header shows its placeholder items (loadFooter logs its own failures).
  if (!navigation.ok) console.error(`[next-app] navigation for ${site.code} failed`, navigation.error);

  return (
    // Crema's Site names its locale ('de-DE', 'cs-CZ') as the page's language; so does the reference storefront.
    <html lang={site.locale}>
      <body style={{ margin: 0 }}>
        {/* No service client passed: in the browser the provider makes Crema's default one, which calls /service/...
            on this origin (app/service/[...path]/route.ts). A client holds functions, which cannot be passed here. */}
        <StorefrontProvider site={site.code} messages={messages}>
          {/* The page's root theme: Crema's fonts, text colour and reset apply inside a Surface. */}
          <Surface theme="light">
            <VisitorProvider>
              <MinicartProvider>
                <HeaderProvider>
                  <NavigationProvider navigation={navigation.ok ? navigation.value : 'failed'}>
                    <PageLayout
                      pageType="HomePage"
                      // The mini cart loads the cart, the header shows its count: one cart call per page. The cart
                      // button opens the mini cart, loaded lazily once the page is interactive.
                      header={<ShopHeader />}
                      // The country switcher links each site's own segment (`countryHrefs`: plain data, passed from
                      // this server component).
                      footer={<Footer initial={footer} countryHrefs={countryHrefs} />}
                    >
                      {children}
                    </PageLayout>
                  </NavigationProvider>
                </HeaderProvider>
              </MinicartProvider>
            </VisitorProvider>
          </Surface>
        </StorefrontProvider>
      </body>
    </html>
  );
}

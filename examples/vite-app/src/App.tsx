import type { ReactElement } from 'react';
import {
  AddToCartButton,
  Box,
  Footer,
  HeaderProvider,
  Minicart,
  MinicartProvider,
  PageLayout,
  Rating,
  ShopHeader,
  Stack,
  StorefrontProvider,
  Surface,
  Tiles,
  VisitorProvider,
  type StorefrontMessages,
} from 'crema';
import type { ServiceClient } from 'crema/services';

/** The app's own products (articles the reference services' cart knows). */
const products = [
  { productId: '400001', tcm: 'tcm:cart-400001', title: 'Caffè Crema mild, ganze Bohne, 1 kg', rating: 4.6 },
  { productId: '400003', tcm: 'tcm:cart-400003', title: 'Kaffeekapseln Barista Caffè Crema, 30 Stück', rating: 4.2 },
];

/** The header's cart button opens the mini cart, here loaded with the page (ShopHeader's own loads lazily). */
const cartDialog = (trigger: ReactElement) => <Minicart.Dialog trigger={trigger} />;

export function App({ messages, services }: { messages: StorefrontMessages; services: ServiceClient }) {
  return (
    <StorefrontProvider site="de" messages={messages} services={services}>
      {/* The page's root theme: Crema's fonts, text colour and reset apply inside a Surface. */}
      <Surface theme="light">
        <VisitorProvider>
          <MinicartProvider>
            <PageLayout
              pageType="ProductListPage"
              header={
                <HeaderProvider>
                  <ShopHeader cartDialog={cartDialog} />
                </HeaderProvider>
              }
              footer={<Footer />}
            >
              <Surface theme="coffee-light">
                <Box paddingX="l" paddingY="l">
                  <Tiles columns={{ base: 1, m: 2 }} space="m">
                    {products.map((product) => (
                      <Stack as="article" space="s" key={product.productId}>
                        <h2>{product.title}</h2>
                        <Rating
                          value={product.rating}
                          label={`${product.rating.toLocaleString('de-DE')} von 5 Sternen`}
                        />
                        <AddToCartButton productId={product.productId} tcm={product.tcm} title={product.title} />
                      </Stack>
                    ))}
                  </Tiles>
                </Box>
              </Surface>
            </PageLayout>
          </MinicartProvider>
        </VisitorProvider>
      </Surface>
    </StorefrontProvider>
  );
}

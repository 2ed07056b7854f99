import { notFound } from 'next/navigation';
import { AddToCartButton, Box, ContentBlock, Rating, Stack, Surface, Tiles, type Site } from 'crema';
import { siteOfSlug } from '../sites';

/** The languages of the nine sites (`site.locale`'s first part). */
type Language = 'de' | 'fr' | 'cs' | 'hu' | 'pl' | 'sk' | 'tr';

/** The app's own products (articles the reference services' cart knows), with their titles as the cart has them. */
const products: { productId: string; tcm: string; rating: number; titles: Record<Language, string> }[] = [
  {
    productId: '400001',
    tcm: 'tcm:cart-400001',
    rating: 4.6,
    titles: {
      de: 'Caffè Crema mild, ganze Bohne, 1 kg',
      fr: 'Caffè Crema doux, grains entiers, 1 kg',
      cs: 'Caffè Crema jemná, zrnková, 1 kg',
      hu: 'Caffè Crema enyhe, szemes, 1 kg',
      pl: 'Caffè Crema łagodna, ziarnista, 1 kg',
      sk: 'Caffè Crema jemná, zrnková, 1 kg',
      tr: 'Caffè Crema yumuşak, çekirdek, 1 kg',
    },
  },
  {
    productId: '400003',
    tcm: 'tcm:cart-400003',
    rating: 4.2,
    titles: {
      de: 'Kaffeekapseln Barista Caffè Crema, 30 Stück',
      fr: 'Capsules de café Barista Caffè Crema, 30 pièces',
      cs: 'Kávové kapsle Barista Caffè Crema, 30 kusů',
      hu: 'Barista Caffè Crema kávékapszula, 30 darab',
      pl: 'Kapsułki z kawą Barista Caffè Crema, 30 sztuk',
      sk: 'Kávové kapsule Barista Caffè Crema, 30 kusov',
      tr: 'Barista Caffè Crema kahve kapsülü, 30 adet',
    },
  },
];

/** The app's own texts (Crema's components bring theirs). */
const texts: Record<Language, { heading: string; rating: (stars: string) => string }> = {
  de: { heading: 'Unser Kaffee', rating: (stars) => `${stars} von 5 Sternen` },
  fr: { heading: 'Nos cafés', rating: (stars) => `${stars} sur 5 étoiles` },
  cs: { heading: 'Naše káva', rating: (stars) => `${stars} z 5 hvězdiček` },
  hu: { heading: 'Kávéink', rating: (stars) => `${stars} / 5 csillag` },
  pl: { heading: 'Nasza kawa', rating: (stars) => `${stars} na 5 gwiazdek` },
  sk: { heading: 'Naša káva', rating: (stars) => `${stars} z 5 hviezdičiek` },
  tr: { heading: 'Kahvelerimiz', rating: (stars) => `5 üzerinden ${stars} yıldız` },
};

const languageOf = (site: Site) => site.locale.slice(0, 2) as Language;

/** A site's home page: a server component rendering Crema's primitives, with its add-to-cart buttons (client). */
export default async function Home({ params }: PageProps<'/[site]'>) {
  const site = siteOfSlug((await params).site) ?? notFound();
  const language = languageOf(site);
  const { heading, rating } = texts[language];
  return (
    <Surface theme="coffee-light">
      {/* The page's column, in line with the header's and the footer's. */}
      <ContentBlock gutter>
        <Box paddingY="l">
          <Stack space="l">
            <h1>{heading}</h1>
            <Tiles columns={{ base: 1, m: 2 }} space="m">
              {products.map(({ productId, tcm, titles, rating: stars }) => (
                <Stack as="article" space="s" key={productId}>
                  <h2>{titles[language]}</h2>
                  <Rating value={stars} label={rating(stars.toLocaleString(site.locale))} />
                  <AddToCartButton productId={productId} tcm={tcm} title={titles[language]} />
                </Stack>
              ))}
            </Tiles>
          </Stack>
        </Box>
      </ContentBlock>
    </Surface>
  );
}

import { z } from 'zod';
import { formatPrice } from '../../../src/platform/i18n';
import type { Site } from '../../../src/platform/site';
import { ContentBlock } from '../../../src/primitives/ContentBlock';
import { Picture } from '../../../src/primitives/Picture';
import { Stack } from '../../../src/primitives/Stack';
import { Tiles } from '../../../src/primitives/Tiles';
import { fetchHeaderNavigation } from '../../../src/services';
import { useAppMessages } from '../messages';
import type { LoaderContext, LoadResult, PageProps } from '../routing/route';
import * as styles from './pages.css';

/** A sample price per currency on every home page, to demo the site's price format (a 500 g bag of coffee). */
export const samplePrices = {
  EUR: 12.99,
  CHF: 14.9,
  CZK: 329,
  HUF: 4990,
  PLN: 54.99,
  TRY: 549.9,
} as const satisfies Record<Site['currency'], number>;

/** The home page's own data: the top-level categories with a teaser image each (from the navigation tree). */
export const homeSchema = z.object({
  categories: z.array(
    z.object({ title: z.string(), href: z.string(), image: z.object({ src: z.string(), alt: z.string() }).nullable() }),
  ),
});
export type HomeData = z.output<typeof homeSchema>;

/**
 * The categories come from the header-backend navigation tree (000 §7 #4), its teaser images as tile pictures.
 * Without it the home page still renders, just without the category tiles.
 */
export async function loadHome({ services }: LoaderContext): Promise<LoadResult<HomeData>> {
  const tree = await fetchHeaderNavigation(services);
  if (!tree.ok) return { kind: 'page', data: { categories: [] } };
  const categories = tree.value.navigation.map((node) => {
    const image = node.teaser?.items[0]?.image;
    return { title: node.title, href: node.href, image: image ? { src: image.src, alt: image.alt ?? '' } : null };
  });
  return { kind: 'page', data: { categories } };
}

/** The home page of one country shop. */
export function HomePage({ data, site }: PageProps<HomeData>) {
  const { t } = useAppMessages();
  return (
    <ContentBlock gutter className={styles.page}>
      <Stack space="3xl">
        <Stack as="section" space="l" aria-labelledby="home-title">
          <h1 id="home-title" className={styles.title}>
            {t('home.title', { country: site.label })}
          </h1>
          <p className={styles.lead}>{t('home.intro')}</p>
          <p className={styles.text}>
            {t('home.samplePrice')}{' '}
            <strong data-testid="sample-price">{formatPrice(samplePrices[site.currency], site)}</strong>
          </p>
        </Stack>
        {data.categories.length > 0 && (
          <Stack as="section" space="l" aria-labelledby="home-categories">
            <h2 id="home-categories" className={styles.sectionTitle}>
              {t('home.categories')}
            </h2>
            <Tiles as="ul" columns={{ base: 2, m: 3, xl: 6 }} space={{ base: 'm', m: 'l' }}>
              {data.categories.map((category) => (
                <a key={category.href} href={category.href} className={styles.tile}>
                  {category.image ? (
                    <Picture src={category.image.src} alt="" aspectRatio="1/1" />
                  ) : (
                    <span className={styles.tilePlaceholder} />
                  )}
                  <span className={styles.tileTitle}>{category.title}</span>
                </a>
              ))}
            </Tiles>
          </Stack>
        )}
      </Stack>
    </ContentBlock>
  );
}

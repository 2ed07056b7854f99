'use client';

import { ContentBlock, Inline, Stack, Tiles } from 'crema';
import { space } from 'crema/tokens';
import { useAppMessages } from '../messages/hooks';
import type { PageProps } from '../routing/route';
import type { SitePickerPageData } from './sitePicker';
import * as styles from './pages.css';

/** A flag's size: the footer's country switcher's (32 × 16, its space tokens), as `styles.flag` lays it out. */
const flagSize = { width: space.xxl, height: space.l } as const;

/**
 * The demo's start page (not in the spec): each country shop with its flag and its name in its own
 * language, the link into the shop and the links to every page of the storefront there, the demo pages included.
 */
export function SitePickerPage({ data }: PageProps<SitePickerPageData>) {
  const { t } = useAppMessages();
  return (
    <ContentBlock gutter className={styles.page}>
      <Stack space="xl">
        <Stack space="s">
          <h1 className={styles.title}>{t('sitePicker.title')}</h1>
          <p className={styles.lead}>{t('sitePicker.intro')}</p>
        </Stack>
        <Tiles as="ul" columns={{ base: 1, l: 2, xl: 3 }} space="xl" aria-label={t('sitePicker.title')}>
          {data.sites.map((shop) => (
            <Stack as="section" space="m" className={styles.card} key={shop.code} aria-labelledby={`shop-${shop.code}`}>
              {/* The flag beside the heading, not in it: a heading holds phrasing content only (no div). */}
              <Inline as="div" space="s" alignY="center">
                <img src={shop.flag} alt="" width={flagSize.width} height={flagSize.height} className={styles.flag} />
                <h2 id={`shop-${shop.code}`} className={styles.sectionTitle}>
                  <a href={shop.home} lang={shop.locale}>
                    {shop.label}
                  </a>
                </h2>
              </Inline>
              <ul className={styles.linkColumns} aria-label={t('sitePicker.pages', { country: shop.label })}>
                {shop.links.map((link) => (
                  <li key={link.page}>
                    <a href={link.href}>{t(`sitePicker.page.${link.page}`)}</a>
                  </li>
                ))}
              </ul>
            </Stack>
          ))}
        </Tiles>
      </Stack>
    </ContentBlock>
  );
}

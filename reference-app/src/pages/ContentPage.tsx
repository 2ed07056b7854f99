'use client';

import { ContentBlock, Stack, TextLink, Tiles } from 'crema';
import type { ContentQuestion } from 'crema/services';
import { useAppMessages } from '../messages/hooks';
import type { PageProps } from '../routing/route';
import { serviceParams, type ContentPageData } from './content';
import { ContentHead, ContentSections } from './ContentSections';
import { GiftCardOffer } from './GiftCardOffer';
import { ProductTile } from './ProductTile';
import * as styles from './pages.css';

/**
 * A content page of the reference content service: title, introduction and sections; on the service page its
 * questions (native disclosures, the one `?question=` names open) with the topics to narrow them; on the gift-card
 * page the gift cards to put in the cart; on scout and academy pages products of the catalogue.
 */
export function ContentPage({ data, site, path }: PageProps<ContentPageData>) {
  const { t } = useAppMessages();
  const { page, products } = data;
  return (
    <ContentBlock gutter className={styles.page}>
      <Stack space="xxl">
        <ContentHead title={page.title} intro={page.intro} />
        {page.giftCards.length > 0 && (
          <Stack as="section" space="l" aria-labelledby="gift-cards">
            <h2 id="gift-cards" className={styles.sectionTitle}>
              {t('giftCards.title')}
            </h2>
            <Tiles as="ul" columns={{ base: 1, m: 2 }} space="l" aria-labelledby="gift-cards">
              {page.giftCards.map((card) => (
                <GiftCardOffer card={card} site={site} key={card.productId} />
              ))}
            </Tiles>
          </Stack>
        )}
        {page.slug === 'service' && <Questions data={data} path={path} />}
        <ContentSections sections={page.sections} />
        {products.length > 0 && (
          <Stack as="section" space="l" aria-labelledby="content-products">
            <h2 id="content-products" className={styles.sectionTitle}>
              {t('content.products')}
            </h2>
            <Tiles
              as="ul"
              columns={{ base: 2, m: 3, xl: 4 }}
              space={{ base: 'l', m: 'xl' }}
              aria-labelledby="content-products"
            >
              {products.map((product) => (
                <ProductTile key={product.id} product={product} site={site} />
              ))}
            </Tiles>
          </Stack>
        )}
      </Stack>
    </ContentBlock>
  );
}

/** The topics of the service page's questions, each once, in the order the questions come. */
const topicsOf = (questions: readonly ContentQuestion[]) => [
  ...new Map(questions.map((q) => [q.category, q.categoryTitle])).entries(),
];

function Questions({ data, path }: { data: ContentPageData; path: string }) {
  const { t } = useAppMessages();
  const { page, filter, openQuestion } = data;
  const heading = !filter
    ? t('content.questions')
    : filter.kind === 'category'
      ? t('content.filterCategory', { topic: filter.value })
      : t('content.filterTitle', { title: filter.value });
  return (
    <Stack as="section" space="l" aria-labelledby="questions">
      <h2 id="questions" className={styles.sectionTitle}>
        {heading}
      </h2>
      {!filter && (
        <nav aria-label={t('content.topics')}>
          <Stack as="ul" space="s" className={styles.plainList}>
            {topicsOf(page.questions).map(([id, title]) => (
              <TextLink href={`${path}?${serviceParams.category}=${encodeURIComponent(id)}`} key={id}>
                {title}
              </TextLink>
            ))}
          </Stack>
        </nav>
      )}
      {page.questions.length === 0 ? (
        <p className={styles.text}>{t('content.noQuestions')}</p>
      ) : (
        <div>
          {page.questions.map((q) => (
            <details className={styles.question} open={q.id === openQuestion} key={q.id} id={`question-${q.id}`}>
              <summary className={styles.questionSummary}>{q.question}</summary>
              <p className={styles.text}>{q.answer}</p>
            </details>
          ))}
        </div>
      )}
      {filter && <TextLink href={path}>{t('content.allQuestions')}</TextLink>}
    </Stack>
  );
}

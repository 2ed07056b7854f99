import { z } from 'zod/mini';
import {
  catalogueProductSchema,
  contentPageSchema,
  fetchCatalogueCategory,
  type ContentPageSlug,
  type ContentQuestion,
} from 'crema/services';
import type { LoaderContext, LoadResult } from '../routing/route';
import { readContentPage } from './account';
import type { HeadOf } from '../routing/head';

/**
 * The content pages the header and footer link (header: "/contact", "/c/service (optional parameters question, and
 * title or category)", "/c/geschenkkarte and gift-card pages", "/scout, /kaffeeakademie | content pages", "/signup";
 * footer: "/account (Turkey)", privacy), by address: the reference content service's page of that slug.
 */
export const contentPagePaths = {
  '/contact': 'contact',
  '/c/service': 'service',
  '/c/geschenkkarte': 'geschenkkarte',
  '/scout': 'scout',
  '/kaffeeakademie': 'kaffeeakademie',
  '/signup': 'signup',
  '/privacy': 'privacy',
  '/account': 'account',
} as const satisfies Record<string, ContentPageSlug>;
export const contentPaths = Object.keys(contentPagePaths) as (keyof typeof contentPagePaths)[];

/** The service page's parameters ("/c/service (optional parameters question, and title or category)"). */
export const serviceParams = { question: 'question', title: 'title', category: 'category' } as const;

/** Content pages that also list products of the catalogue: the scout's picks, the academy's coffees (chosen). */
export const pagesWithProducts = ['scout', 'kaffeeakademie'] as const satisfies readonly ContentPageSlug[];
/** Products such a page lists below its text (chosen: two rows of four). */
export const CONTENT_PAGE_PRODUCTS = 8;

export const contentPageDataSchema = z.object({
  page: contentPageSchema,
  /** The service page's question the address names (`?question=`): shown open. */
  openQuestion: z.nullable(z.string()),
  /** The service page's filter (`?category=` or `?title=`), as the page says what it shows. */
  filter: z.nullable(z.object({ kind: z.enum(['category', 'title']), value: z.string() })),
  products: z.array(catalogueProductSchema),
});
export type ContentPageData = z.output<typeof contentPageDataSchema>;

/** A content page is titled by its own title, as its heading ("Kontakt"), whatever its questions' filter. */
export const contentHead: HeadOf<ContentPageData> = ({ page }) => ({ title: page.title });

const contentSlugOf = (pathname: string): ContentPageSlug | undefined =>
  (contentPagePaths as Readonly<Record<string, ContentPageSlug>>)[pathname];

/**
 * A content page. The service page narrows its questions by `category` (an unknown one is a 404) or by `title` (the
 * questions whose text holds it; none is a page that says so), and opens the one `question` names (an unknown one is
 * a 404). Scout and academy list products of the catalogue's listing of the same name; a failing catalogue only
 * leaves them out.
 */
export async function loadContentPage(
  context: LoaderContext,
): Promise<LoadResult<z.input<typeof contentPageDataSchema>>> {
  const slug = contentSlugOf(context.url.pathname);
  if (!slug) return { kind: 'not-found' };
  const withProducts = (pagesWithProducts as readonly ContentPageSlug[]).includes(slug);
  const [page, listing] = await Promise.all([
    readContentPage(context, slug),
    withProducts
      ? fetchCatalogueCategory(context.services, { slug, site: context.site.code, limit: CONTENT_PAGE_PRODUCTS })
      : undefined,
  ]);
  if (page.kind !== 'page') return page;
  const products = listing?.ok && listing.value.kind === 'category' ? listing.value.category.products : [];

  const narrowed =
    slug === 'service'
      ? narrowQuestions(page.data.questions, context)
      : { questions: page.data.questions, openQuestion: null, filter: null };
  if (!narrowed) return { kind: 'not-found' };
  const { questions, openQuestion, filter } = narrowed;
  return {
    kind: 'page',
    data: { page: { ...page.data, questions }, openQuestion, filter, products },
  };
}

/** The service page's questions as its parameters narrow them; undefined when they name no question or category. */
function narrowQuestions(
  all: readonly ContentQuestion[],
  { url, site }: LoaderContext,
): (Pick<ContentPageData, 'openQuestion' | 'filter'> & { questions: ContentQuestion[] }) | undefined {
  const question = url.searchParams.get(serviceParams.question);
  const category = url.searchParams.get(serviceParams.category);
  const title = url.searchParams.get(serviceParams.title)?.trim();
  if (question !== null && !all.some((q) => q.id === question)) return undefined;
  if (category !== null) {
    const questions = all.filter((q) => q.category === category);
    const [first] = questions;
    if (!first) return undefined;
    return { questions, openQuestion: question, filter: { kind: 'category', value: first.categoryTitle } };
  }
  if (title) {
    const wanted = title.toLocaleLowerCase(site.locale);
    const questions = all.filter((q) => q.question.toLocaleLowerCase(site.locale).includes(wanted));
    return { questions, openQuestion: question, filter: { kind: 'title', value: title } };
  }
  return { questions: [...all], openQuestion: question, filter: null };
}

import type { SuggestedProduct } from '../../services/search';
import { productLink } from './productLink';

/**
 * One option of the suggestion list, in the list's order ("Up to 5 history entries that match the typed text are shown
 * above the suggestions"; the search overlay has a "term suggestion list, product recommendations, recent history").
 */
export type SearchOption =
  | { kind: 'history'; term: string }
  | { kind: 'term'; term: string }
  | { kind: 'product'; product: SuggestedProduct; href: string };

export const searchGroups = ['history', 'term', 'product'] as const;
export type SearchGroup = (typeof searchGroups)[number];

/** The option's text: what fills the box, and what Downshift reads. */
export const optionText = (option: SearchOption): string =>
  option.kind === 'product' ? option.product.title : option.term;

const sameTerm = (term: string) => term.trim().toLowerCase();

/**
 * The list's options: matching recent searches, then term suggestions (a term already shown as a recent search is not
 * offered twice), then products with a followable link (`productLink`; one without is left out).
 */
export function searchOptions(
  recent: readonly string[],
  terms: readonly string[],
  products: readonly SuggestedProduct[],
  typed: string,
): SearchOption[] {
  const shown = new Set(recent.map(sameTerm));
  const options: SearchOption[] = recent.map((term) => ({ kind: 'history', term }));
  for (const term of terms) {
    if (!term.trim() || shown.has(sameTerm(term))) continue;
    shown.add(sameTerm(term));
    options.push({ kind: 'term', term });
  }
  for (const product of products) {
    const href = productLink(product, typed);
    if (href !== null) options.push({ kind: 'product', product, href });
  }
  return options;
}

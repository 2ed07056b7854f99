/**
 * The search feature (spec 000 §4 "Search", §5, §7 #7, §8, §9): the search box with its suggestions, recent searches
 * and keyword shortcuts.
 */
export { SearchBox, type SearchBoxProps } from './SearchBox';
export { searchVariants, type SearchVariant } from './constants';
export { searchTextFromUrl, sanitiseSearchText } from './sanitise';
export { resolveSearchTarget } from './keywords';

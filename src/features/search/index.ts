/**
 * The search feature: the search box with its suggestions (GET /service/searchfrontend/api/suggestions), recent
 * searches and keyword shortcuts.
 */
export { SearchBox, type SearchBoxProps } from './SearchBox';
export { searchVariants, type SearchVariant } from './constants';
export { searchTextFromUrl, sanitiseSearchText } from './sanitise';
export { resolveSearchTarget } from './keywords';

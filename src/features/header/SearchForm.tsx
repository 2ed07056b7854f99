import { forwardRef } from 'react';
import { Icon } from '../../primitives/Icon';
import { useSearchMessages } from '../search/messages';
import { SEARCH_MAX_LENGTH, SEARCH_QUERY_PARAM, headerLinks } from './constants';
import * as styles from './Header.css';

/**
 * The header's default search box: a native search form to /search?query={term} (000 §2), working before and
 * without script. The search issue's combobox (suggestions, history, keyword shortcuts) takes its slot.
 */
export const SearchForm = forwardRef<HTMLInputElement, { inputId: string }>(function SearchForm({ inputId }, ref) {
  const { t } = useSearchMessages();
  return (
    <form
      role="search"
      action={headerLinks.search}
      method="get"
      className={styles.searchForm}
      aria-label={t('search.label')}
    >
      <input
        ref={ref}
        id={inputId}
        className={styles.searchInput}
        type="search"
        name={SEARCH_QUERY_PARAM}
        maxLength={SEARCH_MAX_LENGTH}
        autoComplete="off"
        aria-label={t('search.label')}
        placeholder={t('search.placeholder')}
      />
      <button type="submit" className={styles.searchSubmit}>
        <Icon name="search" size="medium" label={t('search.submit')} />
      </button>
    </form>
  );
});

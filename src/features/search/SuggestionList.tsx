'use client';

import type { UseComboboxPropGetters } from 'downshift';
import { useId, type HTMLAttributes, type MouseEvent } from 'react';
import { highlightSegments } from './highlight';
import { useSearchMessages, type SearchMessageId } from './messages';
import { ProductSuggestion } from './ProductSuggestion';
import { NEW_TAB_TARGET } from './productLink';
import * as styles from './SearchBox.css';
import { searchGroups, type SearchGroup, type SearchOption } from './searchOptions';

/** Each group's label (the search overlay shows a "term suggestion list, product recommendations, recent history"). */
const groupLabels: Record<SearchGroup, SearchMessageId> = {
  history: 'search.history',
  term: 'search.termSuggestions',
  product: 'search.productSuggestions',
};

export interface SuggestionListProps {
  /** Downshift's menu props (the listbox). */
  menuProps: HTMLAttributes<HTMLDivElement>;
  className: string;
  options: readonly SearchOption[];
  typed: string;
  highlightedIndex: number;
  getItemProps: UseComboboxPropGetters<SearchOption>['getItemProps'];
  onActivate: (option: SearchOption, newTab: boolean) => void;
}

/**
 * The listbox: one labelled group (`role="group"` with `aria-labelledby`) per kind that has options, in the order of
 * `searchGroups`. Options are Downshift items, indexed across the groups, so the arrows run through all of them.
 */
export function SuggestionList({
  menuProps,
  className,
  options,
  typed,
  highlightedIndex,
  getItemProps,
  onActivate,
}: SuggestionListProps) {
  const { t } = useSearchMessages();
  const id = useId();
  const indexed = options.map((option, index) => ({ option, index }));
  return (
    <div {...menuProps} className={className}>
      {searchGroups.map((group) => {
        const members = indexed.filter(({ option }) => option.kind === group);
        if (members.length === 0) return null;
        const labelId = `${id}-${group}`;
        return (
          <div key={group} role="group" aria-labelledby={labelId} className={styles.group}>
            <div id={labelId} role="presentation" className={styles.groupLabel}>
              {t(groupLabels[group])}
            </div>
            {members.map(({ option, index }) => (
              <div
                key={`${group}-${index}`}
                className={styles.option}
                {...getItemProps({
                  item: option,
                  index,
                  'aria-selected': index === highlightedIndex,
                  onClick: (event: MouseEvent<HTMLDivElement>) =>
                    onActivate(
                      option,
                      event.ctrlKey ||
                        event.metaKey ||
                        (event.target instanceof Element && event.target.closest(`[${NEW_TAB_TARGET}]`) !== null),
                    ),
                })}
              >
                {option.kind === 'product' ? (
                  <ProductSuggestion product={option.product} />
                ) : (
                  <Highlighted text={option.term} typed={typed} />
                )}
              </div>
            ))}
          </div>
        );
      })}
    </div>
  );
}

/** The typed part plain, the rest bold; text nodes only, so '<b>' shows as typed. */
export function Highlighted({ text, typed }: { text: string; typed: string }) {
  return (
    <span>
      {highlightSegments(text, typed).map((segment, i) =>
        segment.typed ? (
          <span key={i}>{segment.text}</span>
        ) : (
          <strong key={i} className={styles.rest}>
            {segment.text}
          </strong>
        ),
      )}
    </span>
  );
}

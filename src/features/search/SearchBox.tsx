'use client';

import { useCombobox, type UseComboboxStateChangeTypes } from 'downshift';
import { useEffect, useMemo, useRef, useState, type ChangeEvent, type FormEvent, type KeyboardEvent } from 'react';
import { searchMetrics } from '../../../design-tokens';
import { Icon } from '../../primitives/Icon';
import { Spinner } from '../../primitives/Spinner';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { cx } from '../../styles/cx';
import { pickVariant } from '../../styles/fallback';
import { px } from '../../styles/units';
import { headerLinks } from '../../kernel/constants';
import { useStorefront } from '../../kernel';
import { SEARCH_MAX_LENGTH, SEARCH_QUERY_PARAM, searchVariants, type SearchVariant } from './constants';
import { resolveSearchTarget } from './keywords';
import { useSearchMessages } from './messages';
import { addRecentSearch, matchingRecentSearches, readRecentSearches } from './recentSearches';
import { sanitiseSearchText } from './sanitise';
import { searchOptions, optionText, type SearchOption } from './searchOptions';
import * as styles from './SearchBox.css';
import { SuggestionList } from './SuggestionList';
import { useSuggestions } from './useSuggestions';

export interface SearchBoxProps {
  /** `flyout`: the new header's box; `overlay`: the old header's flyout search. */
  variant: SearchVariant;
  /** The input's id (the skip link's target in the new header). */
  inputId?: string;
  /**
   * The page's `?query=` value as the server read it ("the query also pre-fills the search box"); sanitised here, as "a
   * term arriving from the URL is sanitised the same way". A prop, not a read of `location`, so server and client
   * render the same.
   */
  initialQuery?: string;
  /** Told when the suggestion list opens or closes (the new header keeps its flyout state with it). */
  onOpenChange?: (open: boolean) => void;
  className?: string;
}

type Change = UseComboboxStateChangeTypes;
const { stateChangeTypes } = useCombobox;
/**
 * Moves by key: only these fill the field with the highlighted suggestion (a pointer passing over does not). Home and
 * End are not among them: they belong to the input's caret (see `onKeyDown`).
 */
const keyboardMoves = new Set<Change>([
  stateChangeTypes.InputKeyDownArrowDown,
  stateChangeTypes.InputKeyDownArrowUp,
  stateChangeTypes.InputKeyDownPageUp,
  stateChangeTypes.InputKeyDownPageDown,
]);

/** Keys that move the caret in the input: with an option active they return visual focus to the input. */
const caretKeys = new Set(['ArrowLeft', 'ArrowRight', 'Home', 'End']);

/** Downshift's documented way to keep it from handling an event: a flag on the native event. */
const skipDownshift = (event: KeyboardEvent) => {
  (event.nativeEvent as { preventDownshiftDefault?: boolean }).preventDownshiftDefault = true;
};

const navigate = (url: string) => window.location.assign(url);
const openInNewTab = (url: string) => window.open(url, '_blank', 'noopener,noreferrer');

/**
 * Downshift writes `aria-activedescendant=""` while no option is active; an empty IDREF is invalid HTML, so the
 * attribute is left out until an option is active.
 */
function withoutEmptyActiveDescendant<P extends { 'aria-activedescendant'?: string }>(props: P): P {
  if (props['aria-activedescendant']) return props;
  const { 'aria-activedescendant': _empty, ...rest } = props;
  return rest as P;
}

/**
 * The search box: an APG combobox with a listbox popup (Downshift's `useCombobox`) of recent searches, term suggestions
 * and product tiles, in one form that works without script (a GET to /search with `query`). One implementation, two
 * variants: `overlay` (old header: suggestions from 3 characters, a 550 px panel) and `flyout` (new header: from 2
 * characters, the highlighted suggestion fills the field, a 270/350 px popup).
 */
export function SearchBox({ variant, inputId, initialQuery = '', onOpenChange, className }: SearchBoxProps) {
  const safeVariant = pickVariant('SearchBox', 'variant', variant, searchVariants, 'flyout');
  const { t } = useSearchMessages();
  const { site } = useStorefront();
  const [typed, setTyped] = useState(() => sanitiseSearchText(initialQuery));
  const [inputValue, setInputValue] = useState(typed);
  const [wantOpen, setWantOpen] = useState(false);
  const [focused, setFocused] = useState(false);
  // Storage is read on each focus (the list shows only then; another tab may have searched), never during render.
  const [history, setHistory] = useState<readonly string[]>([]);

  // Suggestions are asked for once the visitor is in the box: a results page pre-filled from ?query= calls nothing
  // until then (and the server never shows a loading state).
  const [engaged, setEngaged] = useState(false);
  const suggestions = useSuggestions(engaged ? typed : '', safeVariant);
  const recent = useMemo(() => matchingRecentSearches(history, typed), [history, typed]);
  const options = useMemo(
    () => searchOptions(recent, suggestions.terms, suggestions.products, typed),
    [recent, suggestions.terms, suggestions.products, typed],
  );
  // "The suggestion list opens when the input is focused and has options."
  const isOpen = wantOpen && focused && options.length > 0;

  const activate = (option: SearchOption, newTab = false) => {
    setWantOpen(false);
    if (option.kind === 'product') {
      if (newTab) openInNewTab(option.href);
      else navigate(option.href);
      return;
    }
    submitText(option.term);
  };

  const submitText = (text: string) => {
    const target = resolveSearchTarget(site.code, text);
    // "Submitting an empty search does nothing."
    if (target === null) return;
    setHistory(addRecentSearch(text));
    navigate(target);
  };

  const { getLabelProps, getMenuProps, getInputProps, getItemProps, highlightedIndex, setHighlightedIndex } =
    useCombobox<SearchOption>({
      items: options,
      itemToString: (option) => (option ? optionText(option) : ''),
      inputId,
      inputValue,
      isOpen,
      onIsOpenChange: ({ isOpen: open }) => setWantOpen(Boolean(open)),
      onInputValueChange: ({ inputValue: value = '', type }) => {
        setInputValue(value);
        if (type === stateChangeTypes.InputChange) setTyped(value);
      },
      // In the new header the highlighted suggestion fills the field: a term or recent search shows in the
      // box; on a product (which is a link, not a text) the box shows what was typed.
      onHighlightedIndexChange: ({ highlightedIndex: index, type }) => {
        if (safeVariant !== 'flyout' || !keyboardMoves.has(type)) return;
        const option = index === undefined || index < 0 ? undefined : options[index];
        setInputValue(option && option.kind !== 'product' ? option.term : typed);
      },
      stateReducer: (state, { type, changes }) => {
        // Tab leaves: leaving never picks the highlighted option (Downshift's default does).
        if (type === stateChangeTypes.InputBlur)
          return { ...changes, selectedItem: state.selectedItem, inputValue: state.inputValue };
        // The list opens on focus; the click that focuses must not toggle it shut again.
        if (type === stateChangeTypes.InputClick) return { ...changes, isOpen: true };
        return changes;
      },
    });

  const onFocus = () => {
    setFocused(true);
    setEngaged(true);
    setWantOpen(true);
    setHistory(readRecentSearches());
  };

  // The server's box works before the page's script: a visitor may have typed into it or focused it already.
  // Hydration keeps the text and the focus in the DOM but tells the box nothing; the box takes them over once, as if
  // they had happened now (the text typed, the box entered), so nothing typed is lost and the list can open.
  const form = useRef<HTMLFormElement>(null);
  const adoptEarlyInput = useRef(() => {
    const element = form.current?.elements.namedItem(SEARCH_QUERY_PARAM);
    if (!(element instanceof HTMLInputElement)) return;
    if (element.value !== inputValue) {
      setInputValue(element.value);
      setTyped(element.value);
    }
    if (element.ownerDocument.activeElement === element) onFocus();
  });
  useEffect(() => adoptEarlyInput.current(), []);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (caretKeys.has(event.key)) {
      // APG editable combobox: Left and Right Arrow, Home and End return visual focus to the input without closing
      // the popup (aria-activedescendant cleared) and move the caret; the field keeps what it shows (in the new
      // header the suggestion it was filled with). Left and Right move the caret as the browser does (not prevented).
      // Home and End never move into the list (Downshift would take them to the first and last option): they place
      // the caret before the first character and after the last, as the APG example does on every platform; with
      // Shift they extend the selection as the browser does.
      if (highlightedIndex >= 0) setHighlightedIndex(-1);
      if (event.key === 'Home' || event.key === 'End') {
        skipDownshift(event);
        if (!event.shiftKey && !event.altKey && !event.ctrlKey && !event.metaKey) {
          event.preventDefault();
          const input = event.currentTarget;
          const caret = event.key === 'Home' ? 0 : input.value.length;
          input.setSelectionRange(caret, caret);
        }
      }
    }
    if (event.key === 'Escape') {
      // "Escape closes": an open list closes and the typed text comes back. With the list closed Escape clears the box
      // (the box draws no clear button; a search field's own Escape in Chromium and Safari, which a text input lacks)
      // and still belongs to the page (the old header closes its search flyout).
      if (isOpen) setInputValue(typed);
      else {
        skipDownshift(event);
        setInputValue('');
        setTyped('');
      }
    }
    if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
      // "Enter activates the highlighted option, or submits the typed text": Downshift would swallow an Enter with the
      // list open and nothing highlighted, so Enter is handled here; without a highlighted option the form submits.
      skipDownshift(event);
      const option = isOpen && highlightedIndex >= 0 ? options[highlightedIndex] : undefined;
      if (option) {
        event.preventDefault();
        activate(option, event.ctrlKey || event.metaKey);
      }
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submitText(inputValue);
  };

  useOpenChange(isOpen, onOpenChange);
  const panel = usePanelHeight(isOpen && safeVariant === 'flyout');

  // Nothing asked and nothing to offer (an empty box, text below the minimum): silent. "Keine Vorschläge" is the
  // answer to a search, not to entering the box.
  const status =
    !focused || (suggestions.status === 'idle' && options.length === 0)
      ? ''
      : suggestions.status === 'loading'
        ? t('common.loading')
        : t('search.available', { count: options.length });

  return (
    <form
      ref={form}
      role="search"
      action={headerLinks.search}
      method="get"
      aria-label={t('search.label')}
      className={cx(styles.form({ variant: safeVariant }), className)}
      onSubmit={onSubmit}
    >
      <VisuallyHidden asChild>
        <label {...getLabelProps()}>{t('search.label')}</label>
      </VisuallyHidden>
      <div className={styles.field}>
        <input
          {...withoutEmptyActiveDescendant(
            getInputProps({
              onKeyDown,
              // Downshift calls onInputValueChange after its own render, so a controlled value set only there lags a
              // render behind, and a fast typist loses characters (seen in the e2e: 'carte cadeau' arrived as
              // 'cat ada'). Taking the text in the change event keeps the box in step with every keystroke.
              onChange: (event: ChangeEvent<HTMLInputElement>) => {
                setInputValue(event.target.value);
                setTyped(event.target.value);
              },
              onFocus,
              onBlur: () => setFocused(false),
            }),
          )}
          className={styles.input}
          // A text input: ARIA in HTML allows the combobox role on type=text, not on type=search (the W3C checker
          // rejects it there). What a search field adds comes from elsewhere: the landmark from the form's role, the
          // phones' search keyboard and key from inputMode and enterKeyHint, clearing from Escape (onKeyDown).
          type="text"
          inputMode="search"
          name={SEARCH_QUERY_PARAM}
          maxLength={SEARCH_MAX_LENGTH}
          autoComplete="off"
          enterKeyHint="search"
          // "A shorter placeholder is shown when the box is unfocused."
          placeholder={t(focused ? 'search.placeholder' : 'search.placeholderShort')}
        />
        {suggestions.status === 'loading' && <Spinner size="small" className={styles.spinner} />}
        <button type="submit" className={styles.submit}>
          <Icon name="search" size="medium" label={t('search.submit')} />
        </button>
      </div>
      <SuggestionList
        menuProps={getMenuProps({ ref: panel, hidden: !isOpen })}
        className={styles.panel({ variant: safeVariant, products: options.some((o) => o.kind === 'product') })}
        options={isOpen ? options : []}
        typed={typed}
        highlightedIndex={highlightedIndex}
        getItemProps={getItemProps}
        onActivate={activate}
      />
      {/* "A polite status line announces how many suggestions there are": after each answer, not each key. */}
      <VisuallyHidden role="status" aria-live="polite" aria-atomic="true">
        {status}
      </VisuallyHidden>
    </form>
  );
}

/** Calls `onOpenChange` when the list opens or closes (not on mount). */
function useOpenChange(isOpen: boolean, onOpenChange: ((open: boolean) => void) | undefined) {
  const last = useRef(isOpen);
  useEffect(() => {
    if (last.current === isOpen) return;
    last.current = isOpen;
    onOpenChange?.(isOpen);
  }, [isOpen, onOpenChange]);
}

/**
 * The new header's popup keeps a 50 px bottom margin: it ends 50 px above the viewport's bottom and scrolls inside.
 * The box can move while the list is open, and not only on resize: opening the list closes the top banner above the
 * bar (the header gets shorter, the box moves up), the part above the bar scrolls away, and the sticky header's offset
 * follows the banner a frame later, a move no event or observer reports. So the height follows the box's place every
 * frame while the list is open: one position read a frame, the style written only when the height changes.
 */
function usePanelHeight(active: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = ref.current;
    const win = element?.ownerDocument.defaultView;
    if (!active || !element || !win) return;
    let frame = 0;
    let maxHeight = '';
    const fit = () => {
      const room = win.innerHeight - element.getBoundingClientRect().top - searchMetrics.bottomMargin;
      const next = room > 0 ? px(room) : '';
      if (next !== maxHeight) element.style.maxHeight = maxHeight = next;
      frame = win.requestAnimationFrame(fit);
    };
    fit();
    return () => {
      win.cancelAnimationFrame(frame);
      element.style.maxHeight = '';
    };
  }, [active]);
  return ref;
}

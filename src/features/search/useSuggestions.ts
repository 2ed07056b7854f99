'use client';

import { useEffect, useMemo, useState } from 'react';
import { fetchSuggestions, type SuggestedProduct } from '../../services/search';
import { useStorefront } from '../../kernel';
import {
  SUGGESTION_DEBOUNCE_MS,
  SUGGESTION_MIN_LENGTH,
  SUGGESTIONS_FAILURE_LOG,
  type SearchVariant,
} from './constants';
import { sanitiseSearchText } from './sanitise';

export type { SuggestedProduct };

export const suggestionStatuses = ['idle', 'loading', 'ready', 'failed'] as const;
export type SuggestionStatus = (typeof suggestionStatuses)[number];

export interface SuggestionsState {
  /**
   * idle: the text is shorter than the variant's minimum (lists empty); loading: waiting for the debounce, the call or
   * its retries; ready: the answer for the current text; failed: the call failed (logged, lists empty).
   */
  status: SuggestionStatus;
  terms: string[];
  products: SuggestedProduct[];
}

const IDLE: SuggestionsState = Object.freeze({ status: 'idle', terms: [], products: [] });

/** An answer (or failure) with the request it belongs to. */
interface Settled extends SuggestionsState {
  key: string;
}

/**
 * The text as sent: sanitised like a submitted term (cut to 200 characters; a term of only digits and spaces loses its
 * spaces) and trimmed, so "kaf " and "kaf" ask the same.
 */
export const suggestionQuery = (text: string) => sanitiseSearchText(text).trim();

/**
 * The suggestions for the typed text (GET /service/searchfrontend/api/suggestions): below the variant's minimum length
 * (3 overlay, 2 new header) the lists are empty at once (idle, no call); otherwise, after 100 ms without a newer text,
 * one call. A newer text cancels the older call, whose answer is never shown. The flyout (new header) asks for 10 terms
 * and 5 products and its client retries a status of 400 or above 4 times, 2 s apart; the status stays loading
 * meanwhile. While loading, the lists of the previous answer stay (no flicker between keystrokes). A failure is logged
 * as 'Error while loading search suggestions' and empties the term list, and the product list with it: those products
 * were found for an older text, so they would no longer match what is typed. Effects only: nothing runs on the server.
 */
export function useSuggestions(text: string, variant: SearchVariant): SuggestionsState {
  const { services, site } = useStorefront();
  const q = suggestionQuery(text);
  const active = q.length >= SUGGESTION_MIN_LENGTH[variant];
  const key = active ? JSON.stringify([site.code, variant, q]) : null;
  const [settled, setSettled] = useState<Settled | null>(null);

  // Text below the minimum clears the lists, so a text that grows again starts from empty lists. Adjusting state while
  // rendering (React's pattern for state derived from props) avoids a second commit.
  if (!active && settled !== null) setSettled(null);

  useEffect(() => {
    if (key === null) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      void fetchSuggestions(
        services,
        { q, site: site.code, withMaxima: variant === 'flyout' },
        { signal: controller.signal },
      ).then((result) => {
        if (controller.signal.aborted) return;
        if (result.ok) {
          setSettled({
            key,
            status: 'ready',
            terms: result.value.searchTerms.map((term) => term.searchterm),
            products: result.value.products,
          });
        } else {
          console.error(SUGGESTIONS_FAILURE_LOG, result.error);
          setSettled({ key, status: 'failed', terms: [], products: [] });
        }
      });
    }, SUGGESTION_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [key, q, services, site.code, variant]);

  // One object per change, so components can depend on it.
  return useMemo(() => stateOf(key, settled), [key, settled]);
}

function stateOf(key: string | null, settled: Settled | null): SuggestionsState {
  if (key === null) return IDLE;
  if (settled === null) return { status: 'loading', terms: [], products: [] };
  const { terms, products } = settled;
  return { status: settled.key === key ? settled.status : 'loading', terms, products };
}

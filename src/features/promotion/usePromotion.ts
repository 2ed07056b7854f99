'use client';

import { useEffect, useState } from 'react';
import { emit, hasCookie } from '../../platform/browser';
import type { PromotionTags } from '../../services';
import { useStorefront } from '../../kernel';
import { PREVIEW_TOKEN_COOKIE } from './constants';
import { loadPromotion, promotionFetched, type PromotionState } from './load';

export interface UsePromotionOptions {
  /** The promotion id or placement (e.g. `~header_top`, `TOP_BANNER`). */
  id: string;
  tags?: PromotionTags;
  /**
   * What the server loaded (`loadPromotion`), shown from the first render. Without it the promotion is fetched after
   * mount and nothing shows until it answers.
   */
  initial?: PromotionState;
}

/** While the promotion is being fetched in the browser (no server state was given). */
export type PromotionHookState = PromotionState | { status: 'loading' };

/**
 * A promotion for a component: the server's state at once, then in the browser
 * - with a PreviewToken cookie ("When a PreviewToken cookie exists (preview mode) the promotion is refetched"):
 *   fetched again, so staff see the preview content even on a page a cache kept; when that fetch fails, the
 *   server's promotion goes too (nothing shown, as for any promotion fetch failure);
 * - without server state: fetched;
 * and the `promotionFetched` event with its outcome (false on failure, true otherwise), once per mount.
 */
export function usePromotion({ id, tags, initial }: UsePromotionOptions): PromotionHookState {
  const { services, site } = useStorefront();
  const [state, setState] = useState<PromotionHookState>(initial ?? { status: 'loading' });
  // The tag lists as one value, so a caller's new array of the same tags does not refetch.
  const tagKey = JSON.stringify(tags ?? {});
  useEffect(() => {
    if (initial && !hasCookie(PREVIEW_TOKEN_COOKIE)) {
      emit('promotionFetched', promotionFetched(initial));
      return;
    }
    const controller = new AbortController();
    void loadPromotion(
      services,
      { id, site: site.code, tags: JSON.parse(tagKey) as PromotionTags },
      { signal: controller.signal },
    ).then((loaded) => {
      if (controller.signal.aborted) return;
      // What the fetch gave replaces what the server showed, a failure too: "Promotion fetch failure: nothing shown".
      setState(loaded);
      emit('promotionFetched', promotionFetched(loaded));
    });
    return () => controller.abort();
    // `initial` is the first render's: a new object from the same server data must not refetch.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [services, site.code, id, tagKey]);
  return state;
}

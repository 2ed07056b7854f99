'use client';

import { HeaderBenefits } from './HeaderBenefits';
import type { PromotionState } from './load';
import { PromotionTile, type TileHeadingLevel } from './PromotionTile';
import { TopBanner } from './TopBanner';
import { usePromotion, type PromotionHookState, type UsePromotionOptions } from './usePromotion';

export interface PromotionProps {
  /**
   * The promotion's state (`loadPromotion`, `usePromotion`). Anything but `shown` renders nothing (an unknown type and
   * a fetch failure show nothing).
   */
  state: PromotionState | PromotionHookState;
  /** Its id or placement, for promotion_click. */
  promotionId: string;
  /** A tile's position among the page's promotions. */
  position?: number;
  /** A tile's headline element. */
  headingLevel?: TileHeadingLevel;
  /** A tile's picture is the page's main image. */
  eager?: boolean;
}

/**
 * A promotion of any type, drawn as its internal type says: BANNER the top banner, BENEFITS the header benefits,
 * CATEGORY and PHASE_INTEGRATION a tile. No promotion, an unknown type, a failure or a fetch still under way render
 * nothing.
 */
export function Promotion({ state, promotionId, position, headingLevel, eager }: PromotionProps) {
  if (state.status !== 'shown') return null;
  switch (state.type) {
    case 'BANNER':
      return <TopBanner promotionId={promotionId} content={state.content} colours={state.colours} />;
    case 'BENEFITS':
      return <HeaderBenefits promotionId={promotionId} content={state.content} />;
    default:
      return (
        <PromotionTile
          promotionId={promotionId}
          type={state.type}
          content={state.content}
          colours={state.colours}
          position={position}
          headingLevel={headingLevel}
          eager={eager}
        />
      );
  }
}

export type PromotionSlotProps = UsePromotionOptions & Omit<PromotionProps, 'state' | 'promotionId'>;

/**
 * A promotion by id, as a page places it: the server's state at once (`initial`), refetched in preview mode, fetched
 * after mount without server state, reporting `promotionFetched` (`usePromotion`).
 */
export function PromotionSlot({ id, tags, initial, ...rest }: PromotionSlotProps) {
  const state = usePromotion({ id, tags, initial });
  return <Promotion state={state} promotionId={id} {...rest} />;
}

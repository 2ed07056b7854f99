/**
 * The promotions feature: loading a promotion by id (GET /service/promotion/api/promotion/{promotionId}, server or
 * browser, refetched in preview mode), the top banner, the header benefits, and the category and phase-integration
 * tiles.
 */
export { Promotion, PromotionSlot, type PromotionProps, type PromotionSlotProps } from './Promotion';
export { TopBanner, type TopBannerProps } from './TopBanner';
export { HeaderBenefits, type HeaderBenefitsProps } from './HeaderBenefits';
export { PromotionTile, tileHeadingLevels, type PromotionTileProps, type TileHeadingLevel } from './PromotionTile';
export { usePromotion, type PromotionHookState, type UsePromotionOptions } from './usePromotion';
export {
  headerPromotionsSchema,
  loadHeaderPromotions,
  loadPromotion,
  promotionFetched,
  promotionStateSchema,
  type HeaderPromotions,
  type PromotionState,
} from './load';
export { promotionColours, cssColour } from './colours';
export { colourOutcomeSchema, type ColourOutcome, type PromotionColours } from './colourOutcome';
export { PROMO_COPY_SUCCESS_MS } from './constants';

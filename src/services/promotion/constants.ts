/** Constants of the promotion service: its path, ids and placements, tag lists, types and themes. */

/** The promotion call: GET /service/promotion/api/promotion/{promotionId} (the footer's reading: "{placement}"). */
export const PROMOTION_PATH_PREFIX = '/service/promotion/api/promotion/';
export const PROMOTION_PATH = `${PROMOTION_PATH_PREFIX}{promotionId}`;

/** "Header benefits use the promotion id ~header_top". */
export const HEADER_BENEFITS_PROMOTION_ID = '~header_top';
/** "the footer content is also available as a promotion placement SHOP_FOOTER". */
export const SHOP_FOOTER_PLACEMENT = 'SHOP_FOOTER';
/**
 * The placements the storefront asks for its top banner, category and phase-integration promotions (only the
 * promotion types are named, not their placements: these names are chosen, after the internal types). The reference
 * services seed them; a category page adds its URL's category slug as `anyOfTags`.
 */
export const TOP_BANNER_PLACEMENT = 'TOP_BANNER';
export const CATEGORY_PLACEMENT = 'CATEGORY';
export const PHASE_INTEGRATION_PLACEMENT = 'PHASE_INTEGRATION';
/**
 * "up to four benefits"; "benefit tracking tags are assigned by position 0 to 3". The header shows at most this
 * many; the reference services seed no more.
 */
export const MAX_HEADER_BENEFITS = 4;

/** The promotion call's "optional query allOfTags, anyOfTags, noneOfTags". */
export const promotionTagParams = ['allOfTags', 'anyOfTags', 'noneOfTags'] as const;
/** Not shown how a tag list is written in the query: chosen comma-separated (docs/decisions.md, "Services"). */
export const TAG_SEPARATOR = ',';

/**
 * "Internal types CATEGORY, PHASE_INTEGRATION, BANNER, BENEFITS map from API types ApiCategory,
 * ApiPiPromotion, ApiTopBannerPromotion, ApiHeaderBenefitsPromotion".
 */
export const promotionTypeByApiType = {
  ApiCategory: 'CATEGORY',
  ApiPiPromotion: 'PHASE_INTEGRATION',
  ApiTopBannerPromotion: 'BANNER',
  ApiHeaderBenefitsPromotion: 'BENEFITS',
} as const;
export type ApiPromotionType = keyof typeof promotionTypeByApiType;
export type PromotionType = (typeof promotionTypeByApiType)[ApiPromotionType];
export const apiPromotionTypes = Object.keys(promotionTypeByApiType) as ApiPromotionType[];

/** A promotion's "theme (dark or light)". */
export const promotionThemes = ['dark', 'light'] as const;

/**
 * Constants of the promotions (types, banner, benefits, failures, colours), each named once with the rule's own words.
 * The promotion ids, placements, types and the four-benefit limit live with the service
 * (services/promotion/constants.ts); the preview cookie with the preview service.
 */
export {
  HEADER_BENEFITS_PROMOTION_ID,
  promotionThemes,
  promotionTypeByApiType,
  type PromotionType,
} from '../../services/promotion/constants';
export { PREVIEW_TOKEN_COOKIE } from '../../services/preview/constants';

/** "Copying the promo code shows a success state for 3 seconds"; "promo copy success 3000 ms". */
export const PROMO_COPY_SUCCESS_MS = 3000;

/** The content's "theme (dark or light)". Content without a theme shows on the light surface (the shop's default). */
export const DEFAULT_PROMOTION_THEME = 'light';

/** "Promotion fetch failure | nothing shown; an event promotionFetched with value false is emitted". */
export const PROMOTION_FAILURE_LOG = '[crema] Promotion fetch failure: nothing shown.';
/** "An unknown type shows nothing"; logged once per type so a new CMS type is noticed. */
export const PROMOTION_UNKNOWN_TYPE_LOG = '[crema] Unknown promotion type: nothing shown.';
/** "Malformed JSON or a wrong shape shows nothing and is logged once". */
export const PROMOTION_CONTENT_LOG = '[crema] Promotion content is malformed or of the wrong shape: nothing shown.';
/** "Colours from content are accepted only as valid CSS colours". */
export const PROMOTION_COLOUR_LOG =
  '[crema] Promotion colour is not a valid opaque CSS colour: the theme colour is used.';
/** "When text and background fail WCAG AA contrast the promotion falls back to its theme's colours". */
export const PROMOTION_CONTRAST_LOG = '[crema] Promotion colours fail WCAG AA contrast: the theme colours are used.';

/**
 * "Benefit tracking tags are assigned by position 0 to 3", reported with the promotion_click event. The tag's wording
 * is not given: chosen as the data-layer field `promotion_position` and the element attribute `data-tracking-tag`.
 */
export const TRACKING_TAG_ATTRIBUTE = 'data-tracking-tag';
export const benefitTrackingTag = (position: number) => `header_benefit_${position}`;

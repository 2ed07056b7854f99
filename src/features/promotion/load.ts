/**
 * Loading promotions (GET /service/promotion/api/promotion/{promotionId}), style-free so a server can import it: a
 * promotion as a page shows it, a zod schema to hand what the server loaded to the browser, and the loader that turns
 * every outcome of the call into one of four states, each with its behaviour.
 */
import { z } from 'zod/mini';
import {
  fetchPromotion,
  promotionContentSchema,
  promotionTypeByApiType,
  type CallOptions,
  type PromotionRequest,
  type ServiceClient,
} from '../../services';
import { logOnce } from '../../platform/logOnce';
import { HEADER_BENEFITS_PROMOTION_ID, TOP_BANNER_PLACEMENT } from '../../services/promotion/constants';
import { colourOutcomeSchema } from './colourOutcome';
import {
  DEFAULT_PROMOTION_THEME,
  PROMOTION_CONTENT_LOG,
  PROMOTION_FAILURE_LOG,
  PROMOTION_UNKNOWN_TYPE_LOG,
} from './constants';

const internalTypes = Object.values(promotionTypeByApiType) as [
  (typeof promotionTypeByApiType)[keyof typeof promotionTypeByApiType],
  ...(typeof promotionTypeByApiType)[keyof typeof promotionTypeByApiType][],
];

/**
 * One promotion as a page holds it:
 * - `shown`: a known type with its parsed content and the colours it shows in (decided here, so the browser needs
 *   no colour library: culori loads only where a promotion is loaded);
 * - `none`: the service has no promotion here ("404 means no content");
 * - `unknown-type`: "An unknown type shows nothing";
 * - `failed`: "Promotion fetch failure: nothing shown" (network, timeout, an error status, a malformed or
 *   wrong-shaped answer or contentJSON).
 */
export const promotionStateSchema = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('shown'),
    type: z.enum(internalTypes),
    content: promotionContentSchema,
    colours: colourOutcomeSchema,
  }),
  z.object({ status: z.literal('none') }),
  z.object({ status: z.literal('unknown-type'), apiType: z.string() }),
  z.object({ status: z.literal('failed') }),
]);
export type PromotionState = z.output<typeof promotionStateSchema>;
export type PromotionContentState = Extract<PromotionState, { status: 'shown' }>;

/**
 * The value of the `promotionFetched` event for a state ("an event promotionFetched with value false is emitted" on
 * failure): true whenever the service answered usably, including "no promotion" and an unknown type.
 */
export const promotionFetched = (state: PromotionState): boolean => state.status !== 'failed';

/**
 * Fetches one promotion and says what to show. Failures are logged (malformed content and unknown types once),
 * never thrown; an aborted call (the caller went away) is `failed` without a log.
 */
export async function loadPromotion(
  services: ServiceClient,
  request: PromotionRequest,
  options?: CallOptions,
): Promise<PromotionState> {
  const result = await fetchPromotion(services, request, options);
  if (!result.ok) {
    const { error } = result;
    if (error.kind === 'invalid-response' && error.issues.some((issue) => issue.path[0] === 'contentJSON'))
      logOnce('error', 'promotion:content', PROMOTION_CONTENT_LOG, request.id, error.issues);
    else if (error.kind !== 'aborted') console.error(PROMOTION_FAILURE_LOG, request.id, error);
    return { status: 'failed' };
  }
  const answer = result.value;
  if (answer.kind === 'none') return { status: 'none' };
  if (answer.kind === 'unknown-type') {
    logOnce('error', `promotion:type:${answer.apiType}`, PROMOTION_UNKNOWN_TYPE_LOG, answer.apiType);
    return { status: 'unknown-type', apiType: answer.apiType };
  }
  // Lazily: in the browser only the preview refetch loads promotions, and only it needs culori.
  const { promotionColours } = await import('./colours');
  const colours = promotionColours(answer.content, answer.content.theme ?? DEFAULT_PROMOTION_THEME);
  return { status: 'shown', type: answer.type, content: answer.content, colours };
}

/** What the new header shows of promotions: the top banner and the header benefits. */
export const headerPromotionsSchema = z.object({ banner: promotionStateSchema, benefits: promotionStateSchema });
export type HeaderPromotions = z.output<typeof headerPromotionsSchema>;

/**
 * The header's promotions side by side: the top banner (placement TOP_BANNER) and the benefits (~header_top). Each
 * falls back on its own.
 */
export async function loadHeaderPromotions(
  services: ServiceClient,
  site: PromotionRequest['site'],
  options?: CallOptions,
): Promise<HeaderPromotions> {
  const [banner, benefits] = await Promise.all([
    loadPromotion(services, { id: TOP_BANNER_PLACEMENT, site }, options),
    loadPromotion(services, { id: HEADER_BENEFITS_PROMOTION_ID, site }, options),
  ]);
  return { banner, benefits };
}

/**
 * What the promotion calls share, the header's by id and the footer's by placement. Internal to the services layer
 * (not in the module's index): client.ts re-exports the public names.
 */
import type { CallAuth } from '../http/types';
import { httpStatus } from '../http/constants';
import { promotionResponseSchema } from './contract';

/**
 * The footer's promotion placement: "credentials included, timeout 15000 ms". Nothing is said for the header
 * promotions; it is the same call, so it always includes credentials (the PreviewToken cookie reaches the service).
 */
export const promotionAuth: CallAuth = { credentials: true };

/** 404: "no content", a value, not an error. */
export type NoPromotion = { kind: 'none' };
export const NO_PROMOTION: NoPromotion = { kind: 'none' };
const noContent: Readonly<Record<number, NoPromotion>> = { [httpStatus.notFound]: NO_PROMOTION };

/**
 * What every promotion call shares, the header's by id and the footer's by placement ("GET
 * /service/promotion/api/promotion/{placement}, credentials included, timeout 15000 ms; 404 means no content").
 */
export const promotionCallBase = {
  method: 'GET',
  contract: promotionResponseSchema,
  auth: promotionAuth,
  statusValues: noContent,
} as const;

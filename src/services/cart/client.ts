import { defineCall } from '../http/call';
import type { ServiceClient } from '../http/client';
import { httpStatus } from '../http/constants';
import type { CallAuth, CallOptions, ServiceCall, ServiceError, ServiceResult } from '../http/types';
import {
  CART_PATH,
  cartErrorCodes,
  FORCE_RELOAD_PARAM,
  FORCE_RELOAD_VALUE,
  UNKNOWN_CART_ERROR,
  type CartErrorCode,
} from './constants';
import { cartChangeResponseSchema, cartResponseSchema, type Cart, type CartArticle, type CartChange } from './contract';

/**
 * "Calls that read the cart or personal data send credentials ... headers carrying the long-term token, the login
 * token and a CSRF marker"; of the two cart calls: "Both send credentials, a long-term token ... and a CSRF marker
 * header".
 */
export const cartAuth: CallAuth = { credentials: true, longTermToken: true, loginToken: true, csrfMarker: true };

/** A cart answer: the server's cart, or "nothing changed" (304). */
export type CartAnswer = { kind: 'cart'; cart: Cart; addedProduct?: CartArticle } | { kind: 'unchanged' };

/** "304 means nothing changed" (GET and PUT). */
const notModified: Readonly<Record<number, CartAnswer>> = { [httpStatus.notModified]: { kind: 'unchanged' } };

export interface FetchCartOptions extends CallOptions {
  /** "optional query forceReload=true". */
  forceReload?: boolean;
}

const cartReadCall = defineCall({
  service: 'cart',
  name: 'fetchCart',
  method: 'GET',
  path: CART_PATH,
  contract: cartResponseSchema,
  auth: cartAuth,
  statusValues: notModified,
  request: ({ forceReload }: FetchCartOptions) => ({
    query: forceReload ? { [FORCE_RELOAD_PARAM]: FORCE_RELOAD_VALUE } : undefined,
  }),
  value: (body): CartAnswer => ({ kind: 'cart', cart: body.cart }),
});

const cartChangeCall = defineCall({
  service: 'cart',
  name: 'changeCart',
  method: 'PUT',
  path: CART_PATH,
  contract: cartChangeResponseSchema,
  auth: cartAuth,
  statusValues: notModified,
  request: (change: CartChange) => ({ body: change }),
  value: ({ cart, addedProduct }): CartAnswer =>
    addedProduct ? { kind: 'cart', cart, addedProduct } : { kind: 'cart', cart },
});

/** GET /service/cart/api/cart, with `forceReload=true` when asked. */
export function fetchCart(client: ServiceClient, options: FetchCartOptions = {}): Promise<ServiceResult<CartAnswer>> {
  return cartReadCall.send(client, options, options);
}

/**
 * PUT /service/cart/api/cart with exactly one change. 200: the new cart (and the added product);
 * 304: `{ kind: 'unchanged' }`; otherwise an `http` error with the code and optional limit.
 */
export function changeCart(
  client: ServiceClient,
  change: CartChange,
  options?: CallOptions,
): Promise<ServiceResult<CartAnswer>> {
  return cartChangeCall.send(client, change, options);
}

/**
 * The error-catalogue code of a failed cart call: a known code from the error body, with its limit;
 * every other failure (network, timeout, invalid response, unknown code) is UNKNOWN.
 */
export function cartErrorOf(error: ServiceError): { code: CartErrorCode; limit?: number } {
  if (error.kind !== 'http' || !(cartErrorCodes as readonly string[]).includes(error.code ?? '')) {
    return { code: UNKNOWN_CART_ERROR };
  }
  const code = error.code as CartErrorCode;
  return error.limit === undefined ? { code } : { code, limit: error.limit };
}

export const cartCalls: readonly ServiceCall[] = [cartReadCall, cartChangeCall];

import { reference } from '../../reference';

/**
 * The pictures Crema asks for under the image delivery's public path: Crema's Picture rewrites image addresses to
 * `imageDeliveryRewrite.to` from `crema/tokens`, which is `/img`, this folder's name (a route folder cannot take its
 * name from a constant). The reference services serve that path as it is, so the request goes to them unchanged.
 */
export const GET = (request: Request): Promise<Response> => reference.fetch(request);

import { reference } from '../../reference';

/**
 * The browser's service calls: Crema's default client (the one StorefrontProvider makes when it is given none) calls
 * `/service/...` on the page's own origin, and this hands each request to the reference services as it came (method,
 * query, cookies, body) and their answer back as it is (status, headers with the cart session's Set-Cookie, body).
 */
const handle = (request: Request): Promise<Response> => reference.fetch(request);

export { handle as GET, handle as POST, handle as PUT, handle as PATCH, handle as DELETE };

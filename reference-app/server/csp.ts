import { NONCE, secureHeaders } from 'hono/secure-headers';

/**
 * The reference storefront's strict Content-Security-Policy: no inline scripts (a fresh nonce per request for
 * React's own bootstrap and streaming scripts), styles only from files or with the nonce (React's style tags,
 * Radix's scroll lock via `get-nonce`), images from the shop itself, nothing else.
 */
export const strictSecurityHeaders = () =>
  secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", NONCE],
      styleSrc: ["'self'", NONCE],
      imgSrc: ["'self'", 'data:'],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      formAction: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'none'"],
      frameAncestors: ["'none'"],
    },
    referrerPolicy: 'strict-origin-when-cross-origin',
    crossOriginEmbedderPolicy: false,
  });

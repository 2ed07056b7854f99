import type { MiddlewareHandler } from 'hono';
import { NONCE, secureHeaders } from 'hono/secure-headers';

/**
 * The reference storefront's strict Content-Security-Policy: no inline scripts (a fresh nonce per request for
 * React's own bootstrap and streaming scripts), style elements only from files or with the nonce (React's style
 * tags, Radix's scroll lock via `get-nonce`), images from the shop itself, nothing else.
 *
 * The one relaxation: style ATTRIBUTES (`style-src-attr 'unsafe-inline'`, docs/decisions.md "CSP: style
 * attributes"). Radix sets them (popper positions of Popover and Select's custom parts, the dialog's scroll-lock
 * padding, the hidden native select of `Select.Root`), and CMS content carries colours (promotion background and
 * text colours). The form fields themselves render none (a test asserts it). An attribute
 * cannot load anything (img-src and font-src still apply to any url() in it) nor run script, and it cannot select
 * other elements, so it cannot exfiltrate data the way an injected style element can.
 */
export const strictSecurityHeaders = ({ allowEval = false } = {}): MiddlewareHandler => {
  const headers = securityHeaders(
    allowEval ? { ...contentSecurityPolicy, scriptSrc: [...scriptSrc, "'unsafe-eval'"] } : contentSecurityPolicy,
  );
  return async (c, next) => {
    await headers(c, next);
    // A 304 carries no policy: a browser (or cache) updates the stored answer's headers from it, and a new nonce
    // there would no longer match the nonce in the HTML it keeps, blocking the page's nonced scripts and styles.
    if (c.res.status === 304) c.res.headers.delete('content-security-policy');
  };
};

/** The policy's directives; NONCE stands for the request's nonce. */
const scriptSrc = ["'self'", NONCE];
const contentSecurityPolicy: Record<string, (string | typeof NONCE)[]> = {
  defaultSrc: ["'self'"],
  scriptSrc,
  styleSrc: ["'self'", NONCE],
  styleSrcElem: ["'self'", NONCE],
  styleSrcAttr: ["'unsafe-inline'"],
  imgSrc: ["'self'", 'data:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  formAction: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'none'"],
  frameAncestors: ["'none'"],
};

/** How many times the request's nonce appears in the policy (a proxy that puts in a fresh one replaces each). */
export const POLICY_NONCE_COUNT = Object.values(contentSecurityPolicy).filter((sources) =>
  sources.includes(NONCE),
).length;

const securityHeaders = (policy: typeof contentSecurityPolicy) =>
  secureHeaders({
    contentSecurityPolicy: policy,
    // No page of the shop may be framed, as frame-ancestors 'none' says; X-Frame-Options says the same to browsers
    // that predate frame-ancestors (SAMEORIGIN, the default, would contradict it).
    xFrameOptions: 'DENY',
    // Powerful features the shop never uses are off for it and for anything it embeds, so an injected script cannot
    // ask for them either. The store finder searches by the place typed in, not by the device's position.
    permissionsPolicy: {
      camera: [],
      microphone: [],
      geolocation: [],
      payment: [],
      usb: [],
      serial: [],
      hid: [],
      bluetooth: [],
      midi: [],
      displayCapture: [],
      accelerometer: [],
      gyroscope: [],
      magnetometer: [],
    },
    referrerPolicy: 'strict-origin-when-cross-origin',
    crossOriginEmbedderPolicy: false,
  });

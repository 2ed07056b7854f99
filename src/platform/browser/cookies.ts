import { parse, serialize, type SerializeOptions } from 'cookie';
import { getDocument } from './environment';

export type CookieOptions = Omit<SerializeOptions, 'encode'>;

/** Defaults for written cookies: the whole site, and not sent on cross-site subrequests. */
const defaultCookieOptions: CookieOptions = { path: '/', sameSite: 'lax' };

function cookieSource(header: string | null | undefined): string {
  if (typeof header === 'string') return header;
  if (header === null) return '';
  try {
    return getDocument()?.cookie ?? '';
  } catch {
    // document.cookie throws in sandboxed documents.
    return '';
  }
}

/**
 * All cookies as name → value. In the browser from document.cookie; on the server pass the request's Cookie header
 * (`null` means "no header", an empty result). Malformed pairs are skipped, never thrown.
 */
export function readCookies(header?: string | null): Record<string, string> {
  const parsed = parse(cookieSource(header));
  const result: Record<string, string> = {};
  for (const [name, value] of Object.entries(parsed)) if (value !== undefined) result[name] = value;
  return result;
}

/** One cookie's value, or undefined when it is absent (or there is no document and no header). */
export function readCookie(name: string, header?: string | null): string | undefined {
  return readCookies(header)[name];
}

/** Whether a cookie is present (e.g. the PreviewToken cookie switches on preview mode). */
export function hasCookie(name: string, header?: string | null): boolean {
  return readCookie(name, header) !== undefined;
}

/** The Set-Cookie text for a cookie, usable on the server too. */
export function serializeCookie(name: string, value: string, options: CookieOptions = {}): string {
  return serialize(name, value, { ...defaultCookieOptions, ...options });
}

/** Writes a cookie in the browser; false when there is no document or the name/value is not allowed. */
export function writeCookie(name: string, value: string, options: CookieOptions = {}): boolean {
  const doc = getDocument();
  if (!doc) return false;
  try {
    doc.cookie = serializeCookie(name, value, options);
    return true;
  } catch {
    return false;
  }
}

/** Removes a cookie in the browser (same path and domain as it was written with); false without a document. */
export function removeCookie(name: string, options: Pick<CookieOptions, 'path' | 'domain'> = {}): boolean {
  return writeCookie(name, '', { ...options, expires: new Date(0), maxAge: 0 });
}

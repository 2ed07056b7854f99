import { imageDeliveryRewrite } from '../../../design-tokens';

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * The delivery prefix at the start of a path, or after the authority of an absolute (or protocol-relative) URL,
 * and only as whole path segments: /service/imagedelivery/images/… is another path and stays as it is.
 */
const deliveryPrefix = new RegExp(
  `^((?:[a-zA-Z][a-zA-Z\\d+.-]*:)?//[^/?#]*)?${escapeRegExp(imageDeliveryRewrite.from)}(?=[/?#]|$)`,
);

/**
 * Spec: "Image paths under /service/imagedelivery/image are rewritten to /img".
 * '/service/imagedelivery/image/abc.jpg?w=300' → '/img/abc.jpg?w=300'; absolute URLs keep scheme and host;
 * every other path (and data: URIs) is returned unchanged.
 */
export function rewriteImagePath(path: string): string {
  return path.replace(deliveryPrefix, (_, origin: string | undefined) => `${origin ?? ''}${imageDeliveryRewrite.to}`);
}

const isSpace = (c: string) => c === ' ' || c === '\t' || c === '\n' || c === '\r' || c === '\f';

/**
 * Parses a srcset the way the HTML standard does (a URL is a run of non-space characters, so the commas inside a
 * data: URI are part of it; a descriptor runs to the next comma outside parentheses), maps each URL and writes
 * the candidates back joined by ", ".
 */
export function mapSrcset(srcset: string, map: (url: string) => string): string {
  const out: string[] = [];
  const n = srcset.length;
  let i = 0;
  while (i < n) {
    while (i < n && (isSpace(srcset[i]!) || srcset[i] === ',')) i++;
    if (i >= n) break;
    const start = i;
    while (i < n && !isSpace(srcset[i]!)) i++;
    let url = srcset.slice(start, i);
    let descriptor = '';
    if (url.endsWith(',')) {
      url = url.replace(/,+$/, '');
    } else {
      const from = i;
      let depth = 0;
      while (i < n) {
        const c = srcset[i];
        if (c === '(') depth++;
        else if (c === ')') depth = Math.max(0, depth - 1);
        else if (c === ',' && depth === 0) break;
        i++;
      }
      descriptor = srcset.slice(from, i).trim().replace(/\s+/g, ' ');
      i++;
    }
    out.push(descriptor ? `${map(url)} ${descriptor}` : map(url));
  }
  return out.join(', ');
}

/** rewriteImagePath applied to every URL of a srcset. */
export function rewriteSrcset(srcset: string): string {
  return mapSrcset(srcset, rewriteImagePath);
}

import type { DOMPurify } from 'dompurify';
import { safeRel } from '../internal/link';
import { SAFE_HTML_ATTRIBUTES, SAFE_HTML_TAGS } from './constants';

let purifier: DOMPurify | undefined;

/**
 * The shop's one DOMPurify instance, loaded and made on first use for the window it runs in (its code is a chunk of
 * its own: pages without CMS markup never load it). DOMPurify needs a DOM: on the server there is none, and it would
 * return its input unchanged, so this is called only in the browser (SafeHtml's effect).
 */
async function instance(win: Window & typeof globalThis): Promise<DOMPurify> {
  if (purifier) return purifier;
  const { default: createDOMPurify } = await import('dompurify');
  if (purifier) return purifier;
  const made = createDOMPurify(win);
  // The house rule for links that leave the shop: rel="noopener noreferrer" (the address itself DOMPurify checked).
  made.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName !== 'A') return;
    const rel = safeRel(node.getAttribute('href') ?? undefined, undefined, undefined);
    if (rel) node.setAttribute('rel', rel);
  });
  purifier = made;
  return made;
}

/**
 * CMS markup reduced to the allow-list: no script, no style, no event-handler attribute, no `javascript:` or `data:`
 * address. `win` is the browser window; where DOMPurify cannot work there is nothing safe to return but ''.
 */
export async function sanitizeHtml(html: string, win: Window & typeof globalThis): Promise<string> {
  const purify = await instance(win);
  if (!purify.isSupported) return '';
  return purify.sanitize(html, {
    ALLOWED_TAGS: [...SAFE_HTML_TAGS],
    ALLOWED_ATTR: [...SAFE_HTML_ATTRIBUTES, 'rel'],
  });
}

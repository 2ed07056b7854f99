import { FilterXSS, type IWhiteList } from 'xss';
import { DROPPED_WITH_CONTENT, SAFE_HTML_BLOCK_TAGS, SAFE_HTML_TAGS, SAFE_LINK_PROTOCOLS } from './constants';

/** How much of the allow-list a place takes: all of it (a block), or the tags that may stand in a run of text. */
export type SafeHtmlFlow = 'block' | 'inline';

/** What a relative address resolves against, to tell where it leads: any origin that is no real one would do. */
const SHOP = new URL('https://shop.invalid/');

const VOID_TAGS: ReadonlySet<string> = new Set(['br']);
const dropsContent: ReadonlySet<string> = new Set(DROPPED_WITH_CONTENT);

const isBlockTag = (tag: string) => (SAFE_HTML_BLOCK_TAGS as readonly string[]).includes(tag);
const allowList = (flow: SafeHtmlFlow): IWhiteList =>
  Object.fromEntries(SAFE_HTML_TAGS.filter((tag) => flow === 'block' || !isBlockTag(tag)).map((tag) => [tag, []]));
const allowLists: Record<SafeHtmlFlow, IWhiteList> = { block: allowList('block'), inline: allowList('inline') };

const escapeText = (text: string) => text.replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * A link's address as the markup gives it (`raw`, between its quotes), or undefined when it must go. Kept: http(s),
 * mailto and tel addresses and relative ones, read as the browser's URL parser reads them (a tab or line break inside
 * "java\tscript:" does not hide the scheme). The address written out is exactly the one checked (`&` escaped again).
 * An address with a character reference other than `&amp;` ("&colon;", "&#58") goes: decoded it could name another
 * scheme or host, and taken as written it is not the address the CMS meant.
 */
function safeAddress(raw: string): { href: string; external: boolean } | undefined {
  if (/&(?!amp;)(?:#|[a-z\d]+;)/i.test(raw)) return undefined;
  const href = raw.replace(/&amp;/gi, '&').trim();
  let url: URL;
  try {
    url = new URL(href, SHOP);
  } catch {
    return undefined;
  }
  if (!(SAFE_LINK_PROTOCOLS as readonly string[]).includes(url.protocol)) return undefined;
  // Leaving the shop: another origin (also "//host" and "/\host", which browsers read as another host).
  const external = (url.protocol === 'http:' || url.protocol === 'https:') && url.origin !== SHOP.origin;
  return { href, external };
}

/**
 * CMS markup reduced to the allow-list (SAFE_HTML_TAGS), without a DOM, so the server and the browser give the same
 * text and the browser's parser only ever sees the result:
 * - every other element goes; its text stays, except where the text is code or fallback (DROPPED_WITH_CONTENT:
 *   script, style, svg, iframe …: those go whole, and an unclosed one takes the rest with it, as in a browser);
 * - every attribute goes but a link's address (`safeAddress`); a link leaving the shop gets rel="noopener noreferrer";
 * - comments go; the text's `<` and `>` are escaped;
 * - the elements are balanced: a closing tag without its opening one goes, the open ones are closed at the end, and a
 *   link inside a link loses its tag. So the result cannot reach out of the element it is placed in (an unclosed
 *   `<a>` or `<b>` in the server's HTML would otherwise take in the rest of the page).
 * `inline` keeps only the tags that may stand in a run of text (no paragraphs or lists).
 *
 * The tokenizer and the allow-list filter are js-xss (`xss`), which needs no DOM.
 */
export function sanitizeHtml(html: string, flow: SafeHtmlFlow = 'block'): string {
  /** The allowed elements open in the output, innermost last. */
  const open: string[] = [];
  /** The element whose content is being dropped (DROPPED_WITH_CONTENT), if any. */
  let dropping: string | undefined;
  /** The link being written already has its address (only the first `href` counts, as in a browser). */
  let linkHasHref = false;

  const closeDownTo = (index: number) =>
    open
      .splice(index)
      .reverse()
      .map((tag) => `</${tag}>`)
      .join('');

  const filter = new FilterXSS({
    whiteList: allowLists[flow],
    css: false,
    // The text between tags; inside dropped content there is none to show.
    escapeHtml: (text) => (dropping ? '' : escapeText(text)),
    onTag: (tag, markup, { isClosing, isWhite }) => {
      if (dropping) {
        if (isClosing && /^<\/([a-z][^\s/>]*)/i.exec(markup)?.[1]?.toLowerCase() === dropping) dropping = undefined;
        return '';
      }
      // As in a browser: `<` starts a tag only before a letter (or `/` and a letter); `<!`, `<?` and `</` before
      // anything else start a comment-like part that is not shown; any other `<` is text ("1 < 2").
      if (!/^<\/?[a-z]/i.test(markup)) return /^<[!?/]/.test(markup) ? '' : escapeText(markup);
      // In a run of text a paragraph or list item loses its tag, not the space between it and the next one.
      if (flow === 'inline' && isBlockTag(tag)) return ' ';
      if (!isWhite) {
        // The element's name as a browser reads it: up to a space, `/` or `>` ("<script/x>" is a script).
        const name = /^<\/?([a-z][^\s/>]*)/i.exec(markup)![1]!.toLowerCase();
        if (!isClosing && dropsContent.has(name)) dropping = name;
        return '';
      }
      if (isClosing) {
        const index = open.lastIndexOf(tag);
        return index === -1 ? '' : closeDownTo(index);
      }
      if (tag === 'a') {
        if (open.includes('a')) return '';
        linkHasHref = false;
      }
      if (!VOID_TAGS.has(tag)) open.push(tag);
      // The allow-list's own handling: the tag rebuilt, its attributes through onTagAttr.
      return undefined;
    },
    onTagAttr: (tag, name, value) => {
      if (tag !== 'a' || name !== 'href' || linkHasHref) return '';
      const address = safeAddress(value);
      if (!address) return '';
      linkHasHref = true;
      const rel = address.external ? ' rel="noopener noreferrer"' : '';
      return `href="${escapeAttribute(address.href)}"${rel}`;
    },
  });
  return filter.process(html) + closeDownTo(0);
}

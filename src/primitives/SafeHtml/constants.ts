/**
 * What CMS markup may keep (the legal texts may hold simple markup; it goes through the one sanitising component with
 * a small allow-list): emphasis, line and paragraph breaks, lists and links. Everything else is removed with its
 * attributes; the text of an unknown element stays (but see DROPPED_WITH_CONTENT). The one attribute kept is a link's
 * address (`href`), when its scheme is one of SAFE_LINK_PROTOCOLS or it is relative.
 */
export const SAFE_HTML_TAGS = ['a', 'b', 'strong', 'i', 'em', 'u', 'br', 'p', 'ul', 'ol', 'li', 'sup', 'sub'] as const;

/** The allowed tags that make blocks: a run of text (`as="span"`) keeps their text, not the tags. */
export const SAFE_HTML_BLOCK_TAGS = ['p', 'ul', 'ol', 'li'] as const;

/** The schemes a link may have besides a relative address: no `javascript:`, no `data:`. */
export const SAFE_LINK_PROTOCOLS = ['http:', 'https:', 'mailto:', 'tel:'] as const;

/**
 * Elements removed with everything inside them: their content is code, styles, another document or fallback, never
 * text for the reader.
 */
export const DROPPED_WITH_CONTENT = [
  'script',
  'style',
  'template',
  'iframe',
  'frame',
  'frameset',
  'object',
  'noscript',
  'noembed',
  'noframes',
  'svg',
  'math',
  'title',
  'xmp',
  'textarea',
  'select',
] as const;

/** The elements SafeHtml may render as: block content or a run of text. */
export const safeHtmlElements = ['div', 'span'] as const;
export type SafeHtmlElement = (typeof safeHtmlElements)[number];

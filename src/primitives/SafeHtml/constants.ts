/**
 * What CMS markup may keep (issue 11 item 8: "the legal texts may hold simple markup; it goes through the one
 * sanitising component (DOMPurify with a small allow-list)"): emphasis, line and paragraph breaks, lists and links.
 * Everything else is removed with its attributes; the text of an unknown element stays.
 */
export const SAFE_HTML_TAGS = ['a', 'b', 'strong', 'i', 'em', 'u', 'br', 'p', 'ul', 'ol', 'li', 'sup', 'sub'] as const;

/** The one attribute kept: a link's address (DOMPurify drops any scheme but http(s), mailto, tel and relative ones). */
export const SAFE_HTML_ATTRIBUTES = ['href'] as const;

/** The elements SafeHtml may render as: block content or a run of text. */
export const safeHtmlElements = ['div', 'span'] as const;
export type SafeHtmlElement = (typeof safeHtmlElements)[number];

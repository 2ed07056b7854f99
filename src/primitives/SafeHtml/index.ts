export { SafeHtml, type SafeHtmlProps } from './SafeHtml';
export { SAFE_HTML_ATTRIBUTES, SAFE_HTML_TAGS, safeHtmlElements, type SafeHtmlElement } from './constants';

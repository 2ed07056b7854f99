export { SafeHtml, type SafeHtmlProps } from './SafeHtml';
export { safeHtmlElements, type SafeHtmlElement } from './constants';

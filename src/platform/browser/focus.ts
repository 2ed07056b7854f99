/**
 * What takes keyboard focus, as far as a closing part (the top banner, the app banner) needs to know: links, enabled form controls and buttons,
 * summaries and anything with a non-negative tabindex.
 */
const focusable = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'summary',
  '[tabindex]:not([tabindex^="-"])',
].join(',');

/**
 * Moves focus to the first element after `element` in document order that takes it: where Tab would have gone
 * next. Elements that are hidden, inert or not rendered (display: none) are passed over (a browser refuses to focus
 * them, so the next one is tried). Returns whether focus moved; with nothing after it, focus stays where it is.
 */
export function focusNextAfter(element: Element | null): boolean {
  const doc = element?.ownerDocument;
  if (!element || !doc) return false;
  for (const candidate of doc.querySelectorAll<HTMLElement>(focusable)) {
    if (element.contains(candidate)) continue;
    if (!(element.compareDocumentPosition(candidate) & element.DOCUMENT_POSITION_FOLLOWING)) continue;
    if (candidate.closest('[hidden], [inert]')) continue;
    candidate.focus();
    if (doc.activeElement === candidate) return true;
  }
  return false;
}

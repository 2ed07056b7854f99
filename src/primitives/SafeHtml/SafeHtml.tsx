'use client';

import { forwardRef, useMemo, type HTMLAttributes } from 'react';
import { type SafeHtmlElement } from './constants';
import { sanitizeHtml } from './sanitize';

export interface SafeHtmlProps extends Omit<HTMLAttributes<HTMLElement>, 'children' | 'dangerouslySetInnerHTML'> {
  /** Markup from a CMS (e.g. a promotion's legal text). Only the allow-list survives (SAFE_HTML_TAGS). */
  html: string;
  /**
   * `div` for block content (paragraphs, lists), `span` for a run of text (it keeps the text of paragraphs and lists,
   * not their tags). Default div.
   */
  as?: SafeHtmlElement;
}

/**
 * The one place CMS markup reaches the DOM (house rule: no `dangerouslySetInnerHTML` anywhere else; lint enforces
 * it). A small allow-list: emphasis, breaks, paragraphs, lists and links; a link leaving the shop gets
 * rel="noopener noreferrer"; no script, style, event handler, `javascript:` or `data:` address survives.
 *
 * The markup is sanitised during render without a DOM (`sanitizeHtml`), the same on the server and in the browser:
 * the server's HTML carries the clean text, hydration finds what it renders, and the browser's HTML parser only ever
 * sees the clean result (it never parses the hostile markup, so the page's CSP has nothing to refuse or report).
 */
export const SafeHtml = forwardRef<HTMLElement, SafeHtmlProps>(function SafeHtml({ html, as = 'div', ...rest }, ref) {
  const clean = useMemo(() => sanitizeHtml(html, as === 'span' ? 'inline' : 'block'), [html, as]);
  const Element = as;
  return (
    <Element
      ref={ref as never}
      {...rest}
      // The only dangerouslySetInnerHTML of the codebase: its input has just been sanitised.
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
});

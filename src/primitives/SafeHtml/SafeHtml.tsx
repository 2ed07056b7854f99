'use client';

import { forwardRef, useEffect, useState, type HTMLAttributes } from 'react';
import { type SafeHtmlElement } from './constants';
import { sanitizeHtml } from './sanitize';

export interface SafeHtmlProps extends Omit<HTMLAttributes<HTMLElement>, 'children' | 'dangerouslySetInnerHTML'> {
  /** Markup from a CMS (e.g. a promotion's legal text). Only the allow-list survives (SAFE_HTML_TAGS). */
  html: string;
  /** `div` for block content (paragraphs, lists), `span` for a run of text. Default div. */
  as?: SafeHtmlElement;
}

/**
 * The one place CMS markup reaches the DOM (house rule: no `dangerouslySetInnerHTML` anywhere else; lint enforces
 * it). DOMPurify with a small allow-list: emphasis, breaks, paragraphs, lists and links; a link leaving the shop gets
 * rel="noopener noreferrer".
 *
 * DOMPurify needs a DOM, so the markup is sanitised in an effect and shown from the render after it: the server and
 * the hydrating render give the empty element. Use it for content shown on a user's action (a legal text behind a
 * disclosure), or accept that the text arrives with the script.
 */
export const SafeHtml = forwardRef<HTMLElement, SafeHtmlProps>(function SafeHtml({ html, as = 'div', ...rest }, ref) {
  const [clean, setClean] = useState('');
  useEffect(() => {
    let current = true;
    void sanitizeHtml(html, window).then((sanitised) => current && setClean(sanitised));
    return () => {
      current = false;
    };
  }, [html]);
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

// The document of a page: a server component, so its markup ships no script.
import type { ReactNode } from 'react';
import { resolveSite, type Site } from 'crema';
import { createTranslator, type AppMessages } from './messages';
import { documentTitleOf, type HeadOf } from './routing/head';
import type { PageDataInput } from './routing/pageData';

interface DocumentProps {
  site: Site;
  /** The document's title (`documentTitle(head, data, messages)`). */
  title: string;
  /** The request's CSP nonce (the client reads it back from the csp-nonce meta's nonce property). */
  nonce: string;
  /** The client build's stylesheet: one render-blocking file, cached once for every page (none in dev). */
  styles: readonly string[];
  children: ReactNode;
}

/**
 * The whole HTML document (React owns <html>). One stylesheet, the client build's (`styles`); module preloads are React's to place
 * (the client references', hoisted into the head); the csp-nonce meta carries the nonce for libraries that inject a
 * style element (Radix's scroll lock reads it through get-nonce). No page-data element: the RSC payload is what the
 * browser hydrates from.
 */
export function Document({ site, title, nonce, styles, children }: DocumentProps) {
  return (
    <html lang={site.locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* `property="csp-nonce"`: where Vite's dev client and preload helper and entry.browser.tsx look. Empty
            content: a meta needs one to be valid HTML, and the nonce stays off every attribute a script can read (the
            browser hides the nonce attribute's value once parsed; the client reads the nonce property). */}
        <meta property="csp-nonce" content="" nonce={nonce} />
        {styles.map((href) => (
          <link key={href} rel="stylesheet" href={href} precedence="default" />
        ))}
        <title>{title}</title>
        <link rel="icon" href="data:," />
      </head>
      <body>{children}</body>
    </html>
  );
}

/**
 * What the page is, then the shop's name in its own language ("Warenkorb – Crema Schweiz", "Panier – Crema Suisse"):
 * the page type's head from the page's data, in the page's catalog.
 */
export function documentTitle(head: HeadOf<unknown>, data: PageDataInput, messages: AppMessages): string {
  const site = resolveSite(data.site);
  const t = createTranslator(messages, site.locale);
  return documentTitleOf(head(data.page, { t, site }), t);
}

// The document of a page rendered through React Server Components: a server component, so its markup ships no script.
import type { ReactNode } from 'react';
import type { Site } from 'crema';

interface RscDocumentProps {
  site: Site;
  /** The document's title (`documentTitleOf` the page type's head), made on the server. */
  title: string;
  /** The request's CSP nonce (the client reads it back from the csp-nonce meta's nonce property). */
  nonce: string;
  /** The client build's stylesheet(s): one render-blocking file, cached once for every page. */
  stylesheets: readonly string[];
  children: ReactNode;
}

/**
 * The whole HTML document. One stylesheet, the client build's (`stylesheets`); module preloads are React's to place
 * (the client references', hoisted into the head); the csp-nonce meta carries the nonce for libraries that inject a
 * style element (Radix's scroll lock reads it through get-nonce). No page-data element: the RSC payload is what the
 * browser hydrates from.
 */
export function RscDocument({ site, title, nonce, stylesheets, children }: RscDocumentProps) {
  return (
    <html lang={site.locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta property="csp-nonce" content="" nonce={nonce} />
        {stylesheets.map((href) => (
          <link key={href} rel="stylesheet" href={href} precedence="default" />
        ))}
        <title>{title}</title>
        <link rel="icon" href="data:," />
      </head>
      <body>{children}</body>
    </html>
  );
}

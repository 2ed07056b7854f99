import type { ReactNode } from 'react';
import type { PageData } from './hydration';
import { pageDataElementId, serializePageData } from './hydration';

interface DocumentProps {
  data: PageData;
  lang: string;
  title: string;
  /** The request's CSP nonce (the client reads it back from the csp-nonce meta's nonce property). */
  nonce?: string;
  children: ReactNode;
}

/**
 * The whole HTML document, rendered on the server and hydrated on the client (React owns <html>). Stylesheets come
 * as files; the csp-nonce meta carries the nonce for libraries that inject a style tag (Radix's scroll lock reads
 * it through get-nonce); page data goes in a meta element's content.
 */
export function Document({ data, lang, title, nonce, children }: DocumentProps) {
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta property="csp-nonce" nonce={nonce} />
        {/* Page data as an attribute: React escapes it and the browser unescapes it, so neither an inline script
            nor raw HTML is needed to hand it to the client. */}
        <meta name={pageDataElementId} content={serializePageData(data)} />
        <title>{title}</title>
        {data.assets.styles.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        {data.assets.preloads.map((href) => (
          <link key={href} rel="modulepreload" href={href} />
        ))}
        {data.assets.devScripts?.map((src) => (
          <script key={src} type="module" src={src} nonce={nonce} />
        ))}
        <link rel="icon" href="data:," />
      </head>
      <body>{children}</body>
    </html>
  );
}

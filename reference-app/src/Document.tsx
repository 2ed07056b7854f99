import type { ReactNode } from 'react';
import { resolveSite } from 'crema';
import { createTranslator, type AppMessages } from './messages';
import { pageModulesMetaName } from './routing/bootstrap';
import { documentTitleOf, type HeadOf } from './routing/head';
import { pageDataElementName, serializePageData, type PageDataInput } from './routing/pageData';

interface DocumentProps {
  data: PageDataInput;
  /** The document's title (`documentTitle(head, data, messages)`), the same on the server and when hydrating. */
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
export function Document({ data, title, nonce, children }: DocumentProps) {
  const site = resolveSite(data.site);
  return (
    <html lang={site.locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* `property="csp-nonce"`: where Vite's dev client and preload helper and hydrate.tsx look. Empty content: a
            meta needs one to be valid HTML, and the nonce stays off every attribute a script can read (the browser
            hides the nonce attribute's value once parsed; the client reads the nonce property). */}
        <meta property="csp-nonce" content="" nonce={nonce} />
        {/* With a precedence React puts the stylesheet first in the head, before the script preloads it hoists: the
            render-blocking request starts first and is found before the page data below. */}
        {data.assets.styles.map((href) => (
          <link key={href} rel="stylesheet" href={href} precedence="default" />
        ))}
        <title>{title}</title>
        {/* Page data as an attribute: React escapes it and the browser unescapes it, so neither an inline script
            nor raw HTML is needed to hand it to the client. */}
        <meta name={pageDataElementName} content={serializePageData(data)} />
        {/* The modules the page runs, requested by the bootstrap module once the page has painted (entry-client.tsx),
            not by the HTML: the first paint needs only the HTML and the stylesheet. */}
        <meta name={pageModulesMetaName} content={data.assets.preloads.join(' ')} />
        {data.assets.devScripts?.map((src) => (
          <script key={src} type="module" src={src} nonce={nonce} />
        ))}
        <link rel="icon" href="data:," />
      </head>
      <body>{children}</body>
    </html>
  );
}

/**
 * What the page is, then the shop's name in its own language ("Warenkorb – Crema Schweiz", "Panier – Crema Suisse"):
 * the page type's head from the page's data, in the page's catalog. A plain function of the three, so the server's
 * HTML and the browser hydrating the same page data get the same title, and no React context is needed to make it.
 */
export function documentTitle(head: HeadOf<unknown>, data: PageDataInput, messages: AppMessages): string {
  const site = resolveSite(data.site);
  const t = createTranslator(messages, site.locale);
  return documentTitleOf(head(data.page, { t, site }), t);
}

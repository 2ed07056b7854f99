import { useEffect, type ReactNode } from 'react';
import { resolveSite } from 'crema';
import { usePageMessages } from './messages';
import { pageModulesMetaName } from './routing/bootstrap';
import { documentTitleOf, type HeadOf } from './routing/head';
import { pageDataElementName, serializePageData, type PageDataInput } from './routing/pageData';

interface DocumentProps {
  data: PageDataInput;
  /** The page type's head: the document's title from the page's data, on the server and again when hydrating. */
  head: HeadOf<unknown>;
  /** The request's CSP nonce (the client reads it back from the csp-nonce meta's nonce property). */
  nonce?: string;
  children: ReactNode;
}

/**
 * The whole HTML document, rendered on the server and hydrated on the client (React owns <html>). Stylesheets come
 * as files; the csp-nonce meta carries the nonce for libraries that inject a style tag (Radix's scroll lock reads
 * it through get-nonce); page data goes in a meta element's content.
 */
export function Document({ data, head, nonce, children }: DocumentProps) {
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
        <DocumentTitle head={head} data={data} />
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
 * What the page is, then the shop's name in its own language ("Warenkorb – Crema Schweiz", "Panier – Crema Suisse"),
 * from the page's head: in the server's HTML, and the same when the browser hydrates the same page data.
 */
function DocumentTitle({ head, data }: Pick<DocumentProps, 'head' | 'data'>) {
  return <title>{useDocumentTitle(head, data)}</title>;
}

/**
 * For a page the browser renders alone, in place of the server's whose page data could not be read (the error page):
 * the document's title becomes that page's, as the server's named the page that is no longer shown.
 */
export function RetitleDocument({ head, data }: Pick<DocumentProps, 'head' | 'data'>) {
  const title = useDocumentTitle(head, data);
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}

/** A page's document title: its head from its data, in the page's catalog. */
function useDocumentTitle(head: DocumentProps['head'], data: DocumentProps['data']): string {
  const { t } = usePageMessages();
  return documentTitleOf(head(data.page, { t, site: resolveSite(data.site) }), t);
}

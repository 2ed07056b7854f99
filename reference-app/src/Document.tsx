import type { ReactNode } from 'react';
import { resolveSite } from 'crema';
import { useAppMessages } from './messages';
import { pageModulesMetaName } from './routing/bootstrap';
import { pageDataElementName, serializePageData, type PageDataInput } from './routing/pageData';

interface DocumentProps {
  data: PageDataInput;
  /** The request's CSP nonce (the client reads it back from the csp-nonce meta's nonce property). */
  nonce?: string;
  children: ReactNode;
}

/**
 * The whole HTML document, rendered on the server and hydrated on the client (React owns <html>). Stylesheets come
 * as files; the csp-nonce meta carries the nonce for libraries that inject a style tag (Radix's scroll lock reads
 * it through get-nonce); page data goes in a meta element's content.
 */
export function Document({ data, nonce, children }: DocumentProps) {
  const site = resolveSite(data.site);
  return (
    <html lang={site.locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta property="csp-nonce" nonce={nonce} />
        {/* With a precedence React puts the stylesheet first in the head, before the script preloads it hoists: the
            render-blocking request starts first and is found before the page data below. */}
        {data.assets.styles.map((href) => (
          <link key={href} rel="stylesheet" href={href} precedence="default" />
        ))}
        <DocumentTitle />
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

/** The shop's name in its own language ("Crema Schweiz", "Crema Suisse"): each locale belongs to one site. */
function DocumentTitle() {
  const { t } = useAppMessages();
  return <title>{t('layout.documentTitle')}</title>;
}

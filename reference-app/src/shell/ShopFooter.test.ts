import { createElement } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import { StorefrontProvider, VisitorProvider, resolveSite } from 'crema';
import { loadAppMessages } from '../messages';
import { NEWSLETTER_PAGE_PATH } from '../pages/newsletter';
import type { PageData } from '../routing/pageData';
import type { PageType } from '../routing/route';
import { pageTypesWithoutFooterNewsletter, ShopFooter } from './ShopFooter';

/** The page data the footer reads: no footer content, what the server read from the request, the page type. */
const pageData = (pageType: PageType) =>
  ({
    pageType,
    layout: { footer: { status: 'none' } },
    footer: { checkout: false, reduced: false, view: null },
  }) as Pick<PageData, 'pageType' | 'layout' | 'footer'> as PageData;

async function render(pageType: PageType) {
  const site = resolveSite('DE');
  const messages = await loadAppMessages(site.locale);
  // As the storefront's server renders: a stream whose lazy parts (the form) are all in place before it is read.
  const stream = await renderToReadableStream(
    createElement(
      StorefrontProvider,
      { site: site.code, messages },
      createElement(VisitorProvider, null, createElement(ShopFooter, { data: pageData(pageType), site })),
    ),
  );
  await stream.allReady;
  return new Response(stream).text();
}

describe("the shop footer's newsletter block", () => {
  it('is the embedded sign-up form (h2), posting to the sign-up page before or without script', async () => {
    const html = await render('HomePage');
    expect(html.match(/<h1\b/g)).toBeNull();
    expect(html).toMatch(/<h2[^>]*>Newsletter abonnieren<\/h2>/);
    const form = html.match(/<form [^>]*>/g) ?? [];
    expect(form).toHaveLength(1);
    expect(form[0]).toContain('method="post"');
    expect(form[0]).toContain(`action="${NEWSLETTER_PAGE_PATH}"`);
    // In place, not streamed in later by a script (the form is a lazy module): complete without script.
    expect(html).not.toContain('<template');
    expect(html).not.toContain('<script');
  });

  it.each(pageTypesWithoutFooterNewsletter)('%s marks it hidden: no form in the footer', async (pageType) => {
    const html = await render(pageType);
    expect(html).not.toContain('<form');
    // The rest of the footer stays.
    expect(html).toContain('href="/?site=tr"');
  });
});

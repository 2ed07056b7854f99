// @vitest-environment node
// The server renders the footer from the content the page loader loaded, in the classic view (the footer
// width defaults to 20000), without a call and without browser globals (a reference to window, document or cookies
// would throw here). Without script every link is there: "the accordion falls back to open sections".
import { Window } from 'happy-dom';
import { renderToString } from 'react-dom/server';
import { createReferenceServices } from '../../mocks';
import { sites } from '../../platform/site';
import { createServiceClient, siteCodes, type FetchLike, type FooterContent, type SiteCode } from '../../services';
import { StorefrontProvider } from '../../kernel';
import { storefrontMessagesFor } from '../../compositions/messages/testing';
import { VisitorProvider } from '../../kernel/visitor';
import { CONSENT_SETTINGS_URL } from './constants';
import { Footer, type FooterProps } from './Footer';
import { loadFooter, type FooterState } from './load';

const reference = createReferenceServices();
const loaded = Object.fromEntries(
  await Promise.all(
    siteCodes.map(async (site) => [site, await loadFooter(createServiceClient({ fetch: reference.fetch }), site)]),
  ),
) as Record<SiteCode, FooterState>;
const contentOf = (site: SiteCode): FooterContent => {
  const state = loaded[site];
  if (state.status !== 'shown') throw new Error(`no footer content for ${site}`);
  return state.content;
};

const parser = new Window();
afterAll(() => parser.happyDOM.close());
const parse = (html: string) => new parser.DOMParser().parseFromString(html, 'text/html') as unknown as Document;

function serverPage(props: FooterProps, site: SiteCode = 'DE') {
  expect(typeof window).toBe('undefined');
  expect(typeof document).toBe('undefined');
  const calls: unknown[] = [];
  const fetch: FetchLike = (input) => {
    calls.push(input);
    return new Response('{}');
  };
  const html = renderToString(
    <StorefrontProvider site={site} messages={storefrontMessagesFor(site)} services={createServiceClient({ fetch })}>
      <VisitorProvider>
        <Footer {...props} />
      </VisitorProvider>
    </StorefrontProvider>,
  );
  expect(calls).toEqual([]);
  return { html, page: parse(html) };
}

const hrefs = (page: Document) => [...page.querySelectorAll('a')].map((a) => a.getAttribute('href'));
const texts = (page: Document, selector: string) =>
  [...page.querySelectorAll(selector)].map((e) => e.textContent?.trim());

describe('Footer on the server', () => {
  it.each(siteCodes)('%s: every link of the content and the nine country shops, in the classic view', (site) => {
    const content = contentOf(site);
    const { html, page } = serverPage({ initial: loaded[site] }, site);
    const expected = [
      ...content.teaser!.groups.flatMap((g) => [
        g.heading.link.url,
        ...g.links.filter((l) => !l.hideInClassic).map((l) => l.url),
      ]),
      ...content.seo!.columns.flat().map((l) => l.url),
      ...content.socialMedia!.socialMediaIcons.map((i) => i.link.url),
      ...content.appReferences!.appIcons.map((i) => i.link.url),
      ...content.qualityLogos!.logos.map((l) => l.link.url),
      ...content.legalLinks.filter((l) => l.url !== CONSENT_SETTINGS_URL).map((l) => l.url),
      content.salesTax!.link.url,
      ...Object.values(sites).map((s) => `/?site=${s.switcherCode}`),
    ];
    expect(hrefs(page).sort()).toEqual(expected.sort());
    // The classic view: columns, no accordion toggles, the hideInClassic links left out.
    expect(page.querySelectorAll('[aria-expanded]')).toHaveLength(0);
    const hidden = content.teaser!.groups.flatMap((g) => g.links.filter((l) => l.hideInClassic));
    expect(hidden.length).toBeGreaterThan(0);
    for (const link of hidden) expect(texts(page, 'a')).not.toContain(link.text);
    // The country switcher marks the site; its summary names it.
    expect(page.querySelector('a[aria-current="true"]')?.getAttribute('href')).toBe(
      `/?site=${sites[site].switcherCode}`,
    );
    expect(page.querySelector('summary')?.textContent).toContain(sites[site].label);
    // The view switcher needs script: not in the server's HTML.
    expect(html).not.toContain(content.viewChanger!.toMobile);
    expect(html).not.toContain(content.viewChanger!.toDesktop);
    // The consent settings: a button, named by the content.
    expect(texts(page, 'button')).toEqual([content.legalLinks.find((l) => l.url === CONSENT_SETTINGS_URL)!.text]);
    expect(html).not.toContain('style=');
  });

  it('headline and group headings are h2, each group a section named by its heading', () => {
    const { page } = serverPage({ initial: loaded.DE });
    expect(texts(page, 'h2').slice(0, 5)).toEqual([
      'Wir sind für Sie da',
      'Unser Versprechen',
      'Service & Hilfe',
      'Lieferung & Zahlung',
      'Einkaufen bei uns',
    ]);
    const section = page.querySelector('section[aria-labelledby="footer-ServiceHilfe"]');
    expect(section?.querySelector('h2#footer-ServiceHilfe')?.textContent).toBe('Service & Hilfe');
  });

  it('the site’s service claims (TR) and the VAT note (CZ)', () => {
    expect(serverPage({ initial: loaded.TR }, 'TR').html).toContain('90 gün ücretsiz iade ve değişim');
    expect(serverPage({ initial: loaded.CZ }, 'CZ').html).toMatch(/Každá 11\. káva v prodejně zdarma/);
  });

  it('the remembered mobile view: sections open (no script, no accordion), hideInClassic links shown, no country switcher', () => {
    const content = contentOf('DE');
    const { page } = serverPage({ initial: loaded.DE, initialView: 'mobile' });
    for (const link of content.teaser!.groups.flatMap((g) => g.links)) expect(hrefs(page)).toContain(link.url);
    expect(page.querySelectorAll('[aria-expanded]')).toHaveLength(0);
    expect(page.querySelector('details')).toBeNull();
  });

  it('checkout and reduced mode come from the server’s reading', () => {
    const { page } = serverPage({ initial: loaded.DE, checkout: true, reduced: true });
    const headings = texts(page, 'h2');
    expect(headings).not.toContain('Einkaufen bei uns');
    expect(headings).not.toContain(contentOf('DE').seo!.heading);
    expect(headings).not.toContain(contentOf('DE').socialMedia!.heading);
    expect(headings).not.toContain(contentOf('DE').appReferences!.heading);
  });

  it('the newsletter block is in the server’s HTML (the visitor is not known there) unless the page hides it', () => {
    const block = <p>Newsletter-Formular</p>;
    expect(serverPage({ initial: loaded.DE, newsletter: block }).html).toContain('Newsletter-Formular');
    expect(serverPage({ initial: loaded.DE, newsletter: block, newsletterHidden: true }).html).not.toContain(
      'Newsletter-Formular',
    );
  });

  it.each<FooterState>([{ status: 'none' }, { status: 'failed' }])(
    'without content ($status) the country switcher still renders',
    (initial) => {
      const { page } = serverPage({ initial });
      expect(page.querySelectorAll('h2')).toHaveLength(0);
      expect(page.querySelectorAll('details a')).toHaveLength(9);
    },
  );

  it('without server state: rendered while loading, nothing called on the server', () => {
    const { page } = serverPage({});
    expect(page.querySelectorAll('details a')).toHaveLength(9);
  });
});

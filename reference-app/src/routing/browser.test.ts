/** @vitest-environment happy-dom */
import { createReferenceServices } from 'crema/mocks';
import { createStorefront, type RenderPage } from '../../server/storefront';
import { readPageData } from './browser';
import { pageDataElementName, serializePageData } from './pageData';
import { pageModules } from './pageModules';

/** The page data the server gives a path (its render answers the serialised data instead of the document). */
async function serverPageData(path: string): Promise<string> {
  const render: RenderPage = async (data) => new Response(serializePageData(data)).body!;
  const app = createStorefront({
    services: createReferenceServices(),
    assets: () => ({ styles: [], preloads: [], entry: '/assets/entry.js' }),
    render: () => render,
  });
  return (await app.request(`http://shop.test${path}`)).text();
}

/** A document as the server sends it, as far as the browser reads page data from it. */
function documentWith(content: string | undefined): Document {
  const doc = document.implementation.createHTMLDocument();
  doc.documentElement.lang = 'sk-SK';
  if (content !== undefined) {
    const meta = doc.createElement('meta');
    meta.name = pageDataElementName;
    meta.content = content;
    doc.head.append(meta);
  }
  return doc;
}

describe('reading the page data in the browser', () => {
  it("parses the server's page data with its page type's module and hands over that module's component and head", async () => {
    const reading = await readPageData(documentWith(await serverPageData('/?site=sk')));
    if (!reading.ok) throw new Error(reading.reason);
    expect(reading.data.pageType).toBe('HomePage');
    expect(reading.site.code).toBe('SK');
    expect(reading.Page).toBe((await pageModules.HomePage()).default.Page);
    expect(reading.head).toBe((await pageModules.HomePage()).default.head);
  });

  it("page data tampered with is a reason, checked with the page type's schema (never a crash)", async () => {
    const data = JSON.parse(await serverPageData('/?site=sk')) as { page: object };
    const tampered = JSON.stringify({ ...data, page: { ...data.page, categories: 'not a list' } });
    const reading = await readPageData(documentWith(tampered));
    expect(reading).toMatchObject({ ok: false, reason: expect.stringContaining('page data (HomePage)') });
    // The error page then shows in the document's language.
    expect(reading.site.code).toBe('SK');
  });

  it('missing or unreadable page data is a reason too', async () => {
    await expect(readPageData(documentWith(undefined))).resolves.toMatchObject({
      ok: false,
      reason: 'page data missing',
    });
    await expect(readPageData(documentWith('{"site":'))).resolves.toMatchObject({ reason: 'page data is not JSON' });
  });
});

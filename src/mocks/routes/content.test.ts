import { siteCodes } from '../../platform/site/constants';
import { contentPageSlugs } from '../../services/content/constants';
import { fetchContentPage, fetchOrders, fetchStores } from '../../services/content/client';
import { createServiceClient } from '../../services/http/client';
import { CSRF_MARKER_VALUE, serviceHeaders } from '../../services/http/constants';
import { LOGIN_PATH } from '../../services/login/constants';
import { createReferenceServices } from '../app';
import { cookieHeaderOf } from '../testing';
import { hasContentPage } from '../fixtures/content';
import { registerContentRoutes } from './content';
import { registerLogin, SEEDED_LOGIN } from './login';

const setup = () => {
  const services = createReferenceServices({ routes: [registerContentRoutes, registerLogin] });
  return { services, client: createServiceClient({ fetch: services.fetch }) };
};

describe('the reference content service (not in the spec)', () => {
  it.each(siteCodes)('%s: every content page it has, in the language of the site, with text', async (site) => {
    const { client } = setup();
    for (const slug of contentPageSlugs) {
      const result = await fetchContentPage(client, { slug, site });
      if (!hasContentPage(site, slug)) {
        expect(result, `${site} ${slug}`).toEqual({ ok: true, value: { kind: 'none' } });
        continue;
      }
      if (!result.ok || result.value.kind !== 'page') throw new Error(`${site} ${slug}: no page`);
      const { page } = result.value;
      expect(page.slug).toBe(slug);
      expect(page.sections.length).toBeGreaterThan(0);
      for (const section of page.sections) expect(section.paragraphs.length).toBeGreaterThan(0);
      if (site === 'CH') expect(JSON.stringify(page), slug).not.toContain('ß');
    }
  });

  it('answers 404 for an unknown page and 400 for a malformed slug', async () => {
    const { services } = setup();
    expect((await services.fetch('/service/content/api/pages/gibt-es-nicht')).status).toBe(404);
    expect((await services.fetch('/service/content/api/pages/Kontakt')).status).toBe(400);
  });

  it('finds stores by the start of their city or postcode, case and diacritics aside', async () => {
    const { client } = setup();
    const all = await fetchStores(client, { site: 'HU' });
    expect(all.ok && all.value).toMatchObject({ country: 'Magyarország', query: null, total: 3 });
    const szeged = await fetchStores(client, { site: 'HU', q: 'SZEG' });
    expect(szeged.ok && szeged.value.stores.map((s) => s.city)).toEqual(['Szeged']);
    const postcode = await fetchStores(client, { site: 'SK', q: '04001' });
    expect(postcode.ok && postcode.value.stores.map((s) => s.city)).toEqual(['Košice']);
    const none = await fetchStores(client, { site: 'PL', q: 'Berlin' });
    expect(none.ok && none.value).toMatchObject({ total: 3, stores: [] });
  });

  it('lists orders only for a signed-in customer (401 otherwise), never cached', async () => {
    const { services, client } = setup();
    expect(await fetchOrders(client, 'DE')).toEqual({ ok: true, value: { kind: 'signed-out' } });
    const login = await services.fetch(LOGIN_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [serviceHeaders.csrfMarker]: CSRF_MARKER_VALUE },
      body: JSON.stringify(SEEDED_LOGIN),
    });
    const cookie = cookieHeaderOf(login.headers.getSetCookie());
    const response = await services.fetch('/service/content/api/orders', {
      headers: { cookie, [serviceHeaders.hunterSite]: 'PL' },
    });
    expect(response.headers.get('cache-control')).toBe('no-store');
    const { orders } = (await response.json()) as { orders: { status: string; total: { currency: string } }[] };
    expect(orders.map((o) => o.status)).toEqual(['Wysłane', 'Dostarczone']);
    expect(orders.every((o) => o.total.currency === 'PLN')).toBe(true);
  });
});

import { callNamed, describeCall } from '../http/callTable';
import { serviceHeaders } from '../http/constants';
import { emptyAnswer, jsonAnswer } from '../http/testing';
import {
  catalogueCalls,
  categorySlugOf,
  fetchCatalogueCategories,
  fetchCatalogueCategory,
  fetchCatalogueProduct,
  fetchCatalogueSearch,
  type CatalogueCategoryAnswer,
  type CatalogueProductAnswer,
} from './client';
import { CATEGORY_PRODUCTS_MAX_LIMIT } from './constants';
import {
  catalogueCategoryParamsSchema,
  catalogueCategoryQuerySchema,
  catalogueProductParamsSchema,
  type CatalogueProductSummary,
} from './contract';

const site = serviceHeaders.hunterSite.toLowerCase();

const product = {
  id: 100001,
  title: 'Kaffeebohnen Espresso Intenso 1 kg',
  category: 'coffee',
  productViewUrl: '/p/kaffeebohnen-espresso-intenso-1-kg/100001',
  imageProductThumb: '/service/imagedelivery/image/product/coffee-100001.svg',
  imageAltText: 'Produktbild: Kaffeebohnen Espresso Intenso 1 kg',
  webshopProductDimensionKey: '100001-size1',
  price: { amount: 16.99, currency: 'EUR' },
  availability: 'AVAILABLE',
};
const parsedProduct: CatalogueProductSummary = { ...product, id: '100001', price: { amount: 16.99, currency: 'EUR' } };
const breadcrumb = [
  { slug: 'kaffee', title: 'Kaffee' },
  { slug: 'espresso', title: 'Espresso' },
];
const noneCase = {
  name: '404 → { kind: none } (the page answers 404)',
  answer: () => emptyAnswer(404),
  expected: { ok: true as const, value: { kind: 'none' as const } },
};

describeCall<CatalogueProductAnswer>(
  'GET /service/catalogue/api/products/{productId} (reference catalogue, not in the spec)',
  {
    call: callNamed(catalogueCalls, 'fetchCatalogueProduct'),
    run: (client, options) => fetchCatalogueProduct(client, { productId: '100001', site: 'AT' }, options),
    success: {
      answer: () => jsonAnswer({ ...product, breadcrumb }),
      value: { kind: 'product', product: { ...parsedProduct, breadcrumb } },
    },
    request: (req) => {
      expect(req.path).toBe('/service/catalogue/api/products/100001');
      expect(req.query).toEqual({});
      expect(req.headers[site]).toBe('AT');
      expect(catalogueProductParamsSchema.safeParse({ productId: '100001' }).success).toBe(true);
    },
    wrongShape: { ...product, price: { amount: 16.99, currency: 'USD' } },
    cases: [
      noneCase,
      {
        name: 'no breadcrumb reads as empty',
        answer: () => jsonAnswer(product),
        expected: { ok: true, value: { kind: 'product', product: { ...parsedProduct, breadcrumb: [] } } },
      },
      {
        name: '400 (a malformed id) → http error',
        answer: () => jsonAnswer({ code: 'INVALID_QUERY' }, 400),
        expected: { ok: false, error: { kind: 'http', status: 400, code: 'INVALID_QUERY' } },
      },
    ],
  },
);

describeCall<CatalogueCategoryAnswer>(
  'GET /service/catalogue/api/categories/{slug}?limit= (reference catalogue, not in the spec)',
  {
    call: callNamed(catalogueCalls, 'fetchCatalogueCategory'),
    run: (client, options) => fetchCatalogueCategory(client, { slug: 'espresso', site: 'CH', limit: 2 }, options),
    success: {
      answer: () => jsonAnswer({ slug: 'espresso', title: 'Espresso', breadcrumb, total: 8, products: [product] }),
      value: {
        kind: 'category',
        category: { slug: 'espresso', title: 'Espresso', breadcrumb, total: 8, products: [parsedProduct] },
      },
    },
    request: (req) => {
      expect(req.path).toBe('/service/catalogue/api/categories/espresso');
      expect(req.query).toEqual({ limit: '2' });
      expect(catalogueCategoryQuerySchema.safeParse(req.query).success).toBe(true);
      expect(req.headers[site]).toBe('CH');
    },
    wrongShape: { slug: 'espresso', title: 'Espresso', total: 8, products: [{ id: 1 }] },
    cases: [noneCase],
  },
);

describeCall('GET /service/catalogue/api/categories (reference catalogue, not in the spec)', {
  call: callNamed(catalogueCalls, 'fetchCatalogueCategories'),
  run: (client, options) => fetchCatalogueCategories(client, 'CZ', options),
  success: {
    answer: () => jsonAnswer({ categories: [{ slug: 'kava', title: 'Káva', products: [product] }] }),
    value: { categories: [{ slug: 'kava', title: 'Káva', products: [parsedProduct] }] },
  },
  request: (req) => {
    expect(req.path).toBe('/service/catalogue/api/categories');
    expect(req.headers[site]).toBe('CZ');
  },
  wrongShape: { categories: [{ slug: 'kava' }] },
  cases: [
    {
      name: 'a 404 is an http error here (the top categories always exist)',
      answer: () => emptyAnswer(404),
      expected: { ok: false, error: { kind: 'http', status: 404 } },
    },
  ],
});

describeCall('GET /service/catalogue/api/search (reference catalogue, not in the spec)', {
  call: callNamed(catalogueCalls, 'fetchCatalogueSearch'),
  run: (client, options) => fetchCatalogueSearch(client, { q: 'espresso', site: 'AT', limit: 12 }, options),
  success: {
    answer: () => jsonAnswer({ query: 'espresso', total: 1, products: [product] }),
    value: { query: 'espresso', total: 1, products: [parsedProduct] },
  },
  request: (req) => {
    expect(req.path).toBe('/service/catalogue/api/search');
    expect(req.query).toEqual({ q: 'espresso', limit: '12' });
    expect(req.headers[site]).toBe('AT');
  },
  wrongShape: { query: 'espresso', products: [product] },
});

describe('categorySlugOf', () => {
  it.each([
    ['/c/kaffee', 'kaffee'],
    ['/c/kaffee/kaffeebohnen/espresso', 'espresso'],
    ['/c/mode/?sort=new#top', 'mode'],
    ['/c/', undefined],
    ['/kaffeeakademie', undefined],
    ['/p/kaffeebohnen-espresso-intenso-1-kg/100001', undefined],
    ['https://shop.test/c/kaffee', undefined],
  ])('%s → %s', (href, slug) => {
    expect(categorySlugOf(href)).toBe(slug);
  });
});

describe('request contracts (the reference route validates with them)', () => {
  it.each([
    [{ productId: '100001' }, true],
    [{ productId: 'abc' }, false],
    [{ productId: '' }, false],
    [{ productId: '1'.repeat(13) }, false],
  ])('product params %j valid: %s', (params, valid) => {
    expect(catalogueProductParamsSchema.safeParse(params).success).toBe(valid);
  });
  it.each([
    [{ slug: 'kaffee' }, true],
    [{ slug: 'kapseln-pads' }, true],
    [{ slug: 'Kaffee' }, false],
    [{ slug: 'a--b' }, false],
    [{ slug: '-a' }, false],
    [{ slug: 'a'.repeat(101) }, false],
  ])('category params %j valid: %s', (params, valid) => {
    expect(catalogueCategoryParamsSchema.safeParse(params).success).toBe(valid);
  });
  it.each([
    [{}, true],
    [{ limit: '1' }, true],
    [{ limit: String(CATEGORY_PRODUCTS_MAX_LIMIT) }, true],
    [{ limit: String(CATEGORY_PRODUCTS_MAX_LIMIT + 1) }, false],
    [{ limit: '0' }, false],
    [{ limit: '2.5' }, false],
    [{ limit: 'many' }, false],
  ])('category query %j valid: %s', (query, valid) => {
    expect(catalogueCategoryQuerySchema.safeParse(query).success).toBe(valid);
  });
});

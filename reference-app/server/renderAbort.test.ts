import { createReferenceServices } from 'crema/mocks';
import { afterEach, expect, it, vi } from 'vitest';
import { renderPage } from '../src/entry-server';
import { createStorefront } from './storefront';

const assets = { styles: [], preloads: [], entry: '/assets/entry.js' };

afterEach(() => {
  vi.restoreAllMocks();
});

it('a page whose visitor left before it was sent is not logged as a render error', async () => {
  const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
  const app = createStorefront({ services: createReferenceServices(), assets: () => assets, render: () => renderPage });
  // The visitor's connection closes while the page is loaded and rendered: the request's signal aborts its render.
  const leaving = new AbortController();
  const answer = app.request(new Request('http://shop.test/', { signal: leaving.signal }));
  leaving.abort();
  await Promise.resolve(answer)
    .then((response) => response.text())
    .catch(() => undefined);
  expect(logged.mock.calls.filter(([first]) => String(first).includes('render error'))).toEqual([]);
});

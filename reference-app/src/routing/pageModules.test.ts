import { routes } from '../routes';
import { pageModules } from './pageModules';
import { pageTypes, type PageModule, type PageType } from './route';

/** Importing every page (and its components) the first time takes a while on a loaded machine. */
const IMPORT_TIMEOUT_MS = 120_000;

const loaded = new Map<PageType, { module: PageModule; routePage: unknown }>();
beforeAll(async () => {
  for (const pageType of pageTypes) {
    const route = routes.find((candidate) => candidate.pageType === pageType)!;
    const [{ default: module }, routePage] = await Promise.all([pageModules[pageType](), route.page()]);
    loaded.set(pageType, { module, routePage });
  }
}, IMPORT_TIMEOUT_MS);

describe("the browser's page modules", () => {
  it.each(pageTypes)(
    '%s: the route’s schema (the browser checks page data as the server parses it), component and head',
    (pageType) => {
      const route = routes.find((candidate) => candidate.pageType === pageType)!;
      const { module, routePage } = loaded.get(pageType)!;
      expect(module.schema).toBe(route.schema);
      expect(module.Page).toBe(routePage);
      // The hydrating document names the page with the function the server's did.
      expect(module.head).toBe(route.head);
    },
  );
});

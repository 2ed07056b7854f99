/**
 * The translator (`createTranslator`) formats a catalog outside React exactly as the hooks do inside the storefront's
 * provider: each text below is asked of `useAppMessages().t` rendered in `StorefrontProvider` and of the translator,
 * in three languages, with the catalog as the server loads it and as the client build ships it (pre-parsed).
 */
import { renderToString } from 'react-dom/server';
import { StorefrontProvider, sites, type Site } from 'crema';
import { vi } from 'vitest';
import { precompileCatalog } from '../../vite/precompileMessages';
import { createTranslator, loadAppMessages, type AppMessages, type PageMessageId, type Translate } from '.';
import { useAppMessages } from './hooks';

/** What a page's `t` is asked: a plain text, a plural with a number, arguments, a storefront text, a missing id. */
type Ask = (t: Translate) => string;

const missingId = 'storeFinder.nichtDa' as PageMessageId;

/** `ask` of the hook's `t`, as a page component calls it inside the storefront's providers. */
function askHook(site: Site, messages: AppMessages, ask: Ask): string {
  let text: string | undefined;
  function Page() {
    text = ask(useAppMessages().t as Translate);
    return null;
  }
  renderToString(
    <StorefrontProvider site={site.code} messages={messages}>
      <Page />
    </StorefrontProvider>,
  );
  if (text === undefined) throw new Error('the page did not render');
  return text;
}

/** The three languages, each with what the translator must say (and the hook says too). */
const languages = [
  {
    site: sites.DE,
    shop: 'Crema Deutschland',
    stores: { 1: '1 Filiale in Deutschland', 3: '3 Filialen in Deutschland', 1500: '1.500 Filialen in Deutschland' },
  },
  {
    site: sites.CZ,
    shop: 'Crema Česko',
    // Czech plurals: one (1), few (2-4), other (5 and more), with a no-break space grouping the thousands.
    stores: { 1: '1 prodejna v Česku', 3: '3 prodejny v Česku', 1500: '1\u00a0500 prodejen v Česku' },
  },
  {
    site: sites.TR,
    shop: 'Crema Türkiye',
    stores: { 1: 'Türkiye’de 1 mağaza', 3: 'Türkiye’de 3 mağaza', 1500: 'Türkiye’de 1.500 mağaza' },
  },
];

describe('createTranslator: the hooks’ formatting without React', () => {
  describe.each(languages)('$site.locale', ({ site, shop, stores }) => {
    const catalogs = async () => {
      const messages = await loadAppMessages(site.locale);
      // The client build's catalog: each message pre-parsed (typed as the source catalog, as the app receives it).
      const prebuilt = precompileCatalog(messages, site.locale) as unknown as AppMessages;
      return { messages, prebuilt };
    };

    it('a plain text, and one with arguments, as the hook says them', async () => {
      const { messages, prebuilt } = await catalogs();
      const asks: Record<string, Ask> = {
        plain: (t) => t('layout.documentTitle'),
        arguments: (t) => t('layout.pageTitle', { page: 'X', shop: t('layout.documentTitle') }),
        storefront: (t) => t('common.loading'),
      };
      for (const [name, ask] of Object.entries(asks)) {
        const hook = askHook(site, messages, ask);
        expect(ask(createTranslator(messages, site.locale)), name).toBe(hook);
        expect(ask(createTranslator(prebuilt, site.locale)), `${name}, pre-parsed`).toBe(hook);
      }
      expect(createTranslator(messages, site.locale)('layout.documentTitle')).toBe(shop);
      expect(createTranslator(messages, site.locale)('layout.pageTitle', { page: 'X', shop })).toBe(`X – ${shop}`);
    });

    it.each([1, 3, 1500])('a plural with the number %i, in the locale’s plural rule and digits', async (count) => {
      const { messages, prebuilt } = await catalogs();
      const ask: Ask = (t) => t('storeFinder.all', { count });
      const expected = stores[count as keyof typeof stores];
      expect(askHook(site, messages, ask)).toBe(expected);
      expect(ask(createTranslator(messages, site.locale))).toBe(expected);
      expect(ask(createTranslator(prebuilt, site.locale))).toBe(expected);
    });

    it('a missing id: the id itself, and the same missing-translation error reported', async () => {
      const { messages } = await catalogs();
      const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
      const ask: Ask = (t) => t(missingId);
      const hook = askHook(site, messages, ask);
      const fromHook = errors.mock.calls.map((call) => String(call[0]));
      errors.mockClear();
      expect(ask(createTranslator(messages, site.locale))).toBe(hook);
      expect(hook).toBe(missingId);
      expect(errors.mock.calls.map((call) => String(call[0]))).toEqual(fromHook);
      expect(fromHook).toEqual([
        expect.stringContaining(`Missing message: "${missingId}" for locale "${site.locale}", using id as fallback`),
      ]);
    });
  });
});

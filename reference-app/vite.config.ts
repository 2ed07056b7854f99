import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { precompileMessages } from './vite/precompileMessages.ts';
import { packageAliases } from './vite/packageEntries.ts';

/** The locale of a message catalogue module (`…/messages/de-DE.ts`, `…/catalogs/deDE.ts`), else null. */
function localeOf(id: string): string | null {
  const match = /[\\/](?:locales|messages|catalogs)[\\/]([a-z]{2})-?([A-Z]{2})\.ts$/.exec(id);
  return match ? `${match[1]}-${match[2]}` : null;
}

const clientEntry = 'reference-app/src/entry-client.tsx';
/**
 * What the bootstrap (the client entry) imports once the page has painted, and what that imports in the next task:
 * entries of their own, so what they import statically is `$initial`.
 */
const hydrateEntry = 'reference-app/src/hydrate.tsx';
const shopEntry = 'reference-app/src/shop.ts';
const entries = [clientEntry, hydrateEntry, shopEntry];
const isEntry = (id: string) => entries.some((entry) => id.endsWith(entry));
const isPackage = (id: string) => /[\\/]node_modules[\\/]/.test(id);

/** Client build of the reference storefront (the server build adds `--ssr reference-app/server/main.ts`). */
export default defineConfig({
  root: '.',
  // precompileMessages: the client build ships pre-parsed catalogs and no ICU parser (reference-app/vite/).
  plugins: [react(), vanillaExtractPlugin(), precompileMessages()],
  // The package's public entries (`crema`, `crema/server`, …) from their source in this repository.
  resolve: { alias: packageAliases },
  optimizeDeps: { include: ['@vanilla-extract/recipes/createRuntimeFn'] },
  build: {
    manifest: true,
    outDir: 'build/storefront/client',
    emptyOutDir: true,
    rolldownOptions: {
      input: entries,
      output: {
        codeSplitting: {
          // zod and the module that turns its eval probe off share one chunk, in that order: a chunk that makes
          // schemas at its top level (a page's data module) can only run after both, so zod never probes
          // `new Function` under the CSP (src/zodUnderCsp.ts).
          groups: [
            // What the bootstrap entry imports (the meta's name in routing/bootstrap.ts, and Vite's helper that
            // preloads a dynamic import's chunks): a chunk of its own, never the shell's, which loads after the paint.
            { name: 'bootstrap', test: /[\\/]routing[\\/]bootstrap\.ts$|vite\/preload-helper/, priority: 5 },
            { name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]|[\\/]zodUnderCsp\.ts$/, priority: 4 },
            // Every module the entries import statically (the shell every page runs) in two chunks, the packages
            // and the storefront's own: a page's first load is a handful of requests, not dozens of small ones
            // queueing for HTTP/1.1's six connections, and the two are evaluated in separate tasks (hydrate.tsx).
            // Modules only lazy chunks import are not `$initial`, so those chunks (mini cart, newsletter form,
            // flyouts) stay lazy. Not the entry modules themselves: they await other chunks at their top level, and
            // those import the shell, so an entry inside the shell would wait for itself.
            { name: 'vendor', tags: ['$initial'], test: (id) => isPackage(id) && !isEntry(id), priority: 2 },
            { name: 'shell', tags: ['$initial'], test: (id) => !isPackage(id) && !isEntry(id), priority: 2 },
            // Every style module, lazy chunks' too, in one chunk that the shell imports: the whole storefront's CSS is
            // one render-blocking stylesheet (about 14 KiB gzip), the same on every page, so it is cached once, and
            // the server-rendered parts that hydrate later are styled from the start. Only their class names move
            // into the first load (about 2 KiB gzip); their components stay lazy.
            { name: 'styles', test: /\.css\.ts$|\.vanilla\.css$/, priority: 3 },
            // A locale's texts (the storefront's and the app's) in one chunk: fewer requests in the page's first load.
            {
              name: (id) => `messages-${localeOf(id)}`,
              debugName: 'messages',
              test: (id) => localeOf(id) !== null,
              priority: 1,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
});

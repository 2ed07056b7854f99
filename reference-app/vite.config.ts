import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { precompileMessages } from './vite/precompileMessages.ts';

/** The locale of a message catalogue module (`…/messages/de-DE.ts`, `…/catalogs/deDE.ts`), else null. */
function localeOf(id: string): string | null {
  const match = /[\\/](?:locales|messages|catalogs)[\\/]([a-z]{2})-?([A-Z]{2})\.ts$/.exec(id);
  return match ? `${match[1]}-${match[2]}` : null;
}

const clientEntry = 'reference-app/src/entry-client.tsx';

/** Client build of the reference storefront (the server build adds `--ssr reference-app/server/main.ts`). */
export default defineConfig({
  root: '.',
  // precompileMessages: the client build ships pre-parsed catalogs and no ICU parser (reference-app/vite/).
  plugins: [react(), vanillaExtractPlugin(), precompileMessages()],
  optimizeDeps: { include: ['@vanilla-extract/recipes/createRuntimeFn'] },
  build: {
    manifest: true,
    outDir: 'build/storefront/client',
    emptyOutDir: true,
    rolldownOptions: {
      input: clientEntry,
      output: {
        codeSplitting: {
          // zod and the module that turns its eval probe off share one chunk, in that order: a chunk that makes
          // schemas at its top level (a page's data module) can only run after both, so zod never probes
          // `new Function` under the CSP (src/zodUnderCsp.ts).
          groups: [
            { name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]|[\\/]zodUnderCsp\.ts$/, priority: 4 },
            // Every module the entry imports statically (the shell every page runs) in one chunk: a page's first load
            // is a handful of requests, not dozens of small ones queueing for HTTP/1.1's six connections. Modules only
            // lazy chunks import are not `$initial`, so those chunks (mini cart, newsletter form, flyouts) stay lazy.
            // Not the entry module itself: it awaits the page's chunk at its top level, and that chunk imports the
            // shell, so an entry inside the shell would wait for itself and never hydrate.
            { name: 'shell', tags: ['$initial'], test: (id) => !id.endsWith(clientEntry), priority: 2 },
            // Every style module, lazy chunks' too, in one chunk that the shell imports: the whole storefront's CSS is
            // one render-blocking stylesheet (about 14 KiB gzip), the same on every page, so it is cached once, and
            // the server-rendered parts that hydrate later are styled from the start. Only their class names move
            // into the first load (about 2 KiB gzip); their components stay lazy.
            { name: 'styles', test: /\.css\.ts$|\.vanilla\.css$/, priority: 3 },
            // A locale's texts (the storefront's and the app's) in one chunk: fewer requests in the page's first load.
            {
              name: (id) => `messages-${localeOf(id)}`,
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

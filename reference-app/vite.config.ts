// The reference storefront's build and dev server: React Server Components through @vitejs/plugin-rsc, in three
// environments. `rsc` runs the storefront's Hono app (reference-app/server/entry.rsc.tsx) and renders each page's
// server components into an RSC payload; `ssr` turns the payload into HTML (entry.ssr.tsx); `client` hydrates the
// payload in the browser (reference-app/src/entry.browser.tsx). `vite build` builds all three and the production
// launcher (server/main.ts, beside the rsc entry) into STOREFRONT_OUT (default build/storefront).
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import rsc from '@vitejs/plugin-rsc';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { precompileMessages } from './vite/precompileMessages.ts';
import { packageAliases } from './vite/packageEntries.ts';
import { listenAddress, STOREFRONT_PORT } from './server/listen.ts';
import { firstLoadChunk } from './vite/firstLoadChunk.ts';

const out = process.env.STOREFRONT_OUT ?? 'build/storefront';
/** `npm run dev`: the storefront's address (PORT overrides), never beyond 127.0.0.1 unless HOST says so. */
const devAddress = listenAddress(process.env, STOREFRONT_PORT);
const firstLoad = firstLoadChunk({
  entry: /[\\/]reference-app[\\/]src[\\/]entry\.browser\.tsx$/,
  apart: /[\\/]reference-app[\\/]src[\\/](?:entry\.browser\.tsx|bootstrap(?:Names)?\.ts)$/,
});

export default defineConfig({
  root: '.',
  plugins: [
    rsc({
      entries: {
        rsc: './reference-app/server/entry.rsc.tsx',
        ssr: './reference-app/server/entry.ssr.tsx',
        client: './reference-app/src/entry.browser.tsx',
      },
      // One stylesheet, the client build's (every component's styles; `cssCodeSplit: false` below), linked by the
      // server's Document: none from the rsc build, whose per-component files would repeat its rules.
      rscCssTransform: false,
      // The layout's client components (providers, header, footer) in one chunk; each page's component in its own.
      clientChunks: ({ id }) => (/[\\/]reference-app[\\/]src[\\/]pages[\\/]/.test(id) ? undefined : 'layout'),
    }),
    react(),
    vanillaExtractPlugin(),
    firstLoad.plugin,
    // The client's one stylesheet (`style.css`, every component's styles) is the only one: the rsc build's own CSS,
    // which the plugin copies into the client's assets, repeats its rules and is never linked.
    {
      name: 'crema:one-stylesheet',
      applyToEnvironment: (environment) => environment.name === 'client',
      generateBundle: {
        order: 'post',
        handler(_options, bundle) {
          for (const [name, output] of Object.entries(bundle))
            if (output.type === 'asset' && name.endsWith('.css') && !output.names.includes('style.css'))
              delete bundle[name];
        },
      },
    },
    // The catalogs reach the browser as props of StorefrontProvider inside the RSC payload, pre-parsed: the browser has
    // no ICU parser. The rsc environment loads them pre-parsed too, so the payload carries what the client reads.
    { ...precompileMessages(), applyToEnvironment: (environment) => ['client', 'rsc'].includes(environment.name) },
  ],
  // The package's public entries (`crema`, `crema/server`, …) from their source in this repository.
  resolve: { alias: packageAliases },
  optimizeDeps: { include: ['@vanilla-extract/recipes/createRuntimeFn'] },
  server: { host: devAddress.hostname, port: devAddress.port, strictPort: true },
  environments: {
    // The bootstrap module, an entry of its own: the page's one module script, which imports only the names it shares.
    client: {
      build: {
        outDir: `${out}/client`,
        cssCodeSplit: false,
        manifest: true,
        rollupOptions: {
          input: { bootstrap: './reference-app/src/bootstrap.ts' },
          output: {
            codeSplitting: {
              groups: [firstLoad.group],
            },
          },
        },
      },
    },
    ssr: { build: { outDir: `${out}/ssr` } },
    // The production launcher (server/main.ts: compression, the client's assets, the port) beside the rsc entry, so it
    // imports the storefront from the same build.
    rsc: { build: { outDir: `${out}/server`, rollupOptions: { input: { main: './reference-app/server/main.ts' } } } },
  },
});

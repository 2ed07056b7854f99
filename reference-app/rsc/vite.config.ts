// Spike: the reference storefront through @vitejs/plugin-rsc (three environments: rsc, ssr, client).
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import rsc from '@vitejs/plugin-rsc';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { precompileMessages } from '../vite/precompileMessages.ts';
import { packageAliases } from '../vite/packageEntries.ts';

// The catalogs reach the browser inside the RSC payload (props of StorefrontProvider), so the rsc environment loads
// them pre-parsed too: the client has no ICU parser.
const precompile = { ...precompileMessages(), applyToEnvironment: (e: { name: string }) => e.name === 'client' || e.name === 'rsc' };

const out = process.env.CREMA_FROM_DIST === '1' ? 'build/rsc-dist' : 'build/rsc';

/** vanilla-extract for the app's own `.css.ts` only: the built package's style modules (the dist css.js files) are compiled already. */
function skipDist(plugins: Plugin[]): Plugin[] {
  return plugins.map((plugin) => {
    const transform = plugin.transform as ((this: unknown, code: string, id: string, options?: unknown) => unknown) | undefined;
    if (typeof transform !== 'function') return plugin;
    return {
      ...plugin,
      transform(this: unknown, code: string, id: string, options?: unknown) {
        return /[\\/]dist[\\/]/.test(id) ? null : transform.call(this, code, id, options);
      },
    } as Plugin;
  });
}

export default defineConfig({
  root: '.',
  plugins: [
    rsc({
      entries: {
        rsc: './reference-app/rsc/entry.rsc.tsx',
        ssr: './reference-app/rsc/entry.ssr.tsx',
        client: './reference-app/rsc/entry.browser.tsx',
      },
      // The layout's client components (providers, header, footer) in one chunk; each page's component in its own.
      // One stylesheet: the client build's (every component's styles), linked by RscDocument; none from the rsc build.
      rscCssTransform: false,
      clientChunks: ({ id }) => (/[\\/]reference-app[\\/]src[\\/]pages[\\/]/.test(id) ? undefined : 'layout'),
    }),
    react(),
    // The built package's style modules are compiled already (dist/**/*.css.js); the plugin would compile them again.
    process.env.CREMA_FROM_DIST === '1' ? skipDist(vanillaExtractPlugin()) : vanillaExtractPlugin(),
    precompile,
  ],
  // CREMA_FROM_DIST=1: the package's built entries (dist/, through package.json "exports") instead of the source aliases.
  resolve: { alias: process.env.CREMA_FROM_DIST === '1' ? [] : packageAliases },
  optimizeDeps: { include: ['@vanilla-extract/recipes/createRuntimeFn'] },
  environments: {
    client: { build: { outDir: `${out}/client`, cssCodeSplit: false, manifest: true } },
    ssr: { build: { outDir: `${out}/ssr` } },
    rsc: { build: { outDir: `${out}/rsc` } },
  },
});

// `npm run build`: the library package in dist/ — ESM modules (one per source module, so apps tree-shake), the
// CSS both as one file (dist/crema.css) and per style module (imported by the module, so an app that imports only
// Button bundles only the CSS Button needs), and type declarations (dist/types/).
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { build } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import pkg from '../package.json' with { type: 'json' };

const external = [...Object.keys(pkg.dependencies), ...Object.keys(pkg.peerDependencies)];
const isExternal = (id) => external.some((dep) => id === dep || id.startsWith(`${dep}/`));

rmSync('dist', { recursive: true, force: true });

// The package's entries (package.json "exports"): components and hooks; token data; service clients; reference services.
const entry = {
  index: 'src/index.ts',
  server: 'src/server.ts',
  tokens: 'design-tokens/index.ts',
  services: 'src/services/index.ts',
  mocks: 'src/mocks/index.ts',
};

/** The library build; `cssCodeSplit` true writes one CSS file per style module instead of dist/crema.css. */
const libraryBuild = (outDir, cssCodeSplit) =>
  build({
    configFile: false,
    logLevel: 'warn',
    plugins: [react(), vanillaExtractPlugin({ identifiers: 'short' })],
    build: {
      outDir,
      emptyOutDir: false,
      sourcemap: !cssCodeSplit,
      minify: false,
      cssCodeSplit,
      lib: { entry, formats: ['es'], cssFileName: 'crema' },
      rolldownOptions: {
        external: isExternal,
        // Only CSS has side effects; every JS module is pure, so an app bundles just the modules it uses and no
        // bare `import "…"` lines are left behind for its bundler to warn about.
        treeshake: { moduleSideEffects: (id) => /\.css(\.ts)?($|\?)/.test(id) || id.includes('vanilla-extract') },
        // Keep imported constants as imports: inlining them leaves bare `import "…"` lines behind in preserved modules.
        optimization: { inlineConst: false },
        output: {
          preserveModules: true,
          preserveModulesRoot: '.',
          entryFileNames: (chunk) =>
            chunk.name in entry && chunk.isEntry && !chunk.facadeModuleId?.includes('/src/primitives/')
              ? `${chunk.name}.js`
              : '[name].js',
        },
      },
    },
  });

await libraryBuild('dist', false);
await cssFollowsModules();

execFileSync('node_modules/.bin/tsc', ['-p', 'tsconfig.build.json'], { stdio: 'inherit' });
fullySpecifyDeclarations('dist/types');
if (existsSync('dist/style.css')) renameSync('dist/style.css', 'dist/crema.css');
console.log('built dist/ (index.js, tokens.js, crema.css, types/)');

/**
 * CSS follows the JS, for bundlers: the same build once more into dist/browser/ (the exports map's `browser`
 * condition), with one CSS file per style module (`Button.css.ts.vanilla.css`) that the module imports as its last
 * import, after the tokens' CSS (so the cascade keeps their order). An app that imports only Button bundles only the
 * CSS Button needs. The `default` tree (dist/) imports no CSS, so plain Node (a server without a bundler, a CommonJS
 * require) can load it; such an app links dist/crema.css. Class names are the same in both trees (vanilla-extract's
 * identifiers depend on the file and the style, not on the build).
 */
async function cssFollowsModules() {
  const tree = 'dist/browser';
  const themeCss = 'src/styles/theme.css.ts.vanilla.css';
  await libraryBuild(tree, true);
  for (const file of readdirSync(tree, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.css.ts.vanilla.css')) continue;
    const module = join(tree, file.replace(/\.ts\.vanilla\.css$/, '.js'));
    if (!existsSync(module)) throw new Error(`no compiled module ${module} for ${file}`);
    // Every style module reads the tokens' custom properties: the CSS that defines them (on :root, and the light
    // theme's colours outside any Surface) comes first.
    const ownCss = `./${file.split('/').pop()}`;
    const tokensCss = relative(dirname(join(tree, file)), join(tree, themeCss)).replace(/^(?!\.)/, './');
    const imports = file === themeCss ? [ownCss] : [tokensCss, ownCss];
    const code = readFileSync(module, 'utf8').trimEnd();
    writeFileSync(module, `${code}\n${imports.map((css) => `import "${css}";`).join('\n')}\n`);
  }
}

/**
 * The sources import without extensions (bundler resolution), and so do the declarations tsc writes. An app on
 * `moduleResolution: node16`/`nodenext` needs full paths: `./primitives` → `./primitives/index.js`, `./Button` →
 * `./Button.js` (each pointing at the declaration file next to it), as are-the-types-wrong checks.
 */
function fullySpecifyDeclarations(root) {
  const specifier = /((?:from|import)\s*\(?\s*)(['"])(\.{1,2}\/[^'"]*)\2/g;
  for (const file of readdirSync(root, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.d.ts')) continue;
    const path = join(root, file);
    const code = readFileSync(path, 'utf8');
    const full = code.replace(specifier, (match, head, quote, spec) => {
      const base = join(dirname(path), spec);
      if (existsSync(`${base}.d.ts`)) return `${head}${quote}${spec}.js${quote}`;
      if (existsSync(join(base, 'index.d.ts'))) return `${head}${quote}${spec}/index.js${quote}`;
      return match;
    });
    if (full !== code) writeFileSync(path, full);
  }
}

// @vitest-environment node
// React Server Components: the built package marks what needs the browser's React with 'use client',
// and everything else can be imported, and run, by a server component, as a server bundler (Next's) resolves it.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { distRoot, packageOf, reachableModules, readDistModule } from './distModules';

const root = join(distRoot, '..');
const require = createRequire(import.meta.url);

/**
 * What React's and React DOM's server builds (the `react-server` condition) export: all a server module may import
 * from them. Read from the installed builds' source (React DOM's refuses to load outside a server bundle).
 */
function serverExports(pkg: string): Set<string> {
  const file = join(dirname(require.resolve(`${pkg}/package.json`)), 'cjs', `${pkg}.react-server.production.js`);
  return new Set([...readFileSync(file, 'utf8').matchAll(/^exports\.(\w+)\s*=/gm)].map(([, name]) => name!));
}
const serverApi: Record<string, Set<string>> = {
  react: serverExports('react'),
  'react-dom': serverExports('react-dom'),
};
/** Packages whose entry needs the browser's React (hooks, context) at import: only client modules may import them. */
const clientPackages =
  /^(@radix-ui\/|react-intl$|downshift$|react-hook-form$|@hookform\/|react-remove-scroll|zustand$)/;

/** Every built JavaScript module of the package. */
const distModules = readdirSync(distRoot, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.js'))
  .map((file) => readDistModule(join(distRoot, file)));

const name = (file: string) => relative(distRoot, file);

describe("React Server Components: the built package's 'use client' boundaries", () => {
  it('the build is there to check (npm run build)', () => {
    expect(distModules.length).toBeGreaterThan(100);
  });

  it("keeps every source module's 'use client' directive through the build", () => {
    const marked = execFileSync('git', ['grep', '-l', '--', "^'use client';", 'src'], { cwd: root, encoding: 'utf8' })
      .split('\n')
      .filter((file) => file && !/\.(test|stories)\.tsx?$/.test(file));
    expect(marked.length).toBeGreaterThan(80);
    const lost = marked.filter((file) => {
      const built = join(distRoot, file.replace(/\.tsx?$/, '.js'));
      return !readDistModule(built).client;
    });
    expect(lost).toEqual([]);
  });

  it("a module without 'use client' imports nothing that needs the browser's React", () => {
    const problems = distModules
      .filter((module) => !module.client)
      .flatMap((module) =>
        module.imports.flatMap(({ spec, names, file }) => {
          if (file) return [];
          if (clientPackages.test(spec)) return [`${name(module.file)} imports ${spec}`];
          const api = serverApi[spec];
          const missing = api ? names.filter((n) => !api.has(n)) : [];
          return missing.length ? [`${name(module.file)} imports ${missing.join(', ')} from ${spec}`] : [];
        }),
      );
    expect(problems).toEqual([]);
  });

  it("a module without 'use client' uses a client module's exports only to pass them on", () => {
    // On the server a client module's exports are references: a server module may re-export them or render them,
    // but code that calls one (a store made at import, a hook) must be a client module itself.
    const problems = distModules
      .filter((module) => !module.client && !module.reexportsOnly)
      .flatMap((module) =>
        module.imports
          .filter(({ file }) => file && readDistModule(file).client)
          .map(({ file }) => `${name(module.file)} uses ${name(file!)}`),
      );
    expect(problems).toEqual([]);
  });

  it('a server component can render every client export: none is a lazy object', async () => {
    // A server component renders a client module's export through a reference that resolves to the export itself,
    // where React takes a function or class component, not a lazy object (React.lazy): the page fails to hydrate. A
    // lazy part is exported inside a function component that renders it. The test loads every client module of both
    // trees (dist/ and dist/browser/, about 220): 30 s, not the 5 s default, on a busy 2-core machine.
    const clients = distModules.filter((module) => module.client);
    expect(clients.length).toBeGreaterThan(160);
    const lazy = Symbol.for('react.lazy');
    const loaded = await Promise.all(
      clients.map(async (module) => ({ module, exports: (await import(module.file)) as Record<string, unknown> })),
    );
    const problems = loaded.flatMap(({ module, exports }) =>
      Object.entries(exports)
        .filter(([, value]) => (value as { $$typeof?: symbol } | null)?.$$typeof === lazy)
        .map(([binding]) => `${name(module.file)} exports ${binding}, a lazy object`),
    );
    expect(problems).toEqual([]);
  }, 30_000);

  it('what is pure stays server code: crema/tokens, crema/services and crema/mocks reach no client module', () => {
    for (const entry of ['tokens.js', 'services.js', 'mocks.js']) {
      const clients = [...reachableModules(entry).values()].filter((module) => module.client).map((m) => name(m.file));
      expect({ entry, clients }).toEqual({ entry, clients: [] });
    }
  });

  it('from crema, formatPrice, the sites and the theme are server code; Button and the Header are client modules', () => {
    const index = readDistModule(join(distRoot, 'index.js'));
    const definer = (binding: string) => {
      const found = index.imports.find(({ names }) => names.includes(binding));
      if (!found?.file) throw new Error(`${binding} is not imported by dist/index.js`);
      return readDistModule(found.file);
    };
    for (const binding of ['formatPrice', 'resolveSite', 'sites', 'siteCodes', 'themeClasses', 'formatNumber'])
      expect({ binding, client: definer(binding).client }).toEqual({ binding, client: false });
    for (const binding of ['Button', 'Header', 'Footer', 'MinicartProvider', 'useVisitor'])
      expect({ binding, client: definer(binding).client }).toEqual({ binding, client: true });
  });

  it('crema itself, as a server component imports it, runs no client module and needs only the server APIs', () => {
    // The server's view of the entry: client modules are references, everything else runs.
    const server = [...reachableModules('index.js', { stopAtClient: true }).values()].filter((m) => !m.client);
    const packages = new Set(server.flatMap((m) => m.imports.filter((i) => !i.file).map((i) => i.spec)));
    expect([...packages].filter((spec) => clientPackages.test(spec))).toEqual([]);
    // What runs: React (its server API), the style runtime, zod and the like, not the browser's libraries.
    expect([...packages].map(packageOf)).toContain('react');
    expect(server.length).toBeGreaterThan(20);
    // Sanity: the directive is the module's first statement, where React's bundlers look for it.
    const button = readFileSync(join(distRoot, 'src/primitives/Button/Button.js'), 'utf8');
    expect(button.split('\n')[0]).toMatch(/^["']use client["'];?$/);
  });
});

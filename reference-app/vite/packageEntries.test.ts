import { readFileSync } from 'node:fs';
import { packageAliases, packageEntries } from './packageEntries';

const readJson = (path: string): unknown => JSON.parse(readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8'));
const pkg = readJson('package.json') as { name: string; exports: Record<string, string | { types?: string }> };
const tsconfig = readJson('tsconfig.json') as { compilerOptions: { paths: Record<string, string[]> } };

/** The source module of each export with type declarations (`./dist/types/src/server.d.ts` → `src/server.ts`). */
const exportedSources = Object.fromEntries(
  Object.entries(pkg.exports).flatMap(([subpath, target]) => {
    const types = typeof target === 'object' ? target.types : undefined;
    const source = types?.match(/^\.\/dist\/types\/(.+)\.d\.ts$/)?.[1];
    return source ? [[subpath === '.' ? pkg.name : `${pkg.name}/${subpath.slice(2)}`, `${source}.ts`]] : [];
  }),
);

describe('the package entries the reference app imports by name', () => {
  it('are every entry of package.json "exports" that has code, each with its source module', () => {
    expect(packageEntries).toEqual(exportedSources);
  });

  it('resolve the same in TypeScript (tsconfig.json paths) as in Vite and Vitest', () => {
    const paths = Object.fromEntries(Object.entries(packageEntries).map(([name, source]) => [name, [`./${source}`]]));
    expect(tsconfig.compilerOptions.paths).toEqual(paths);
  });

  it('match only their exact name: `crema` is not a prefix of `crema/server`', () => {
    const aliasOf = (id: string) => packageAliases.filter(({ find }) => (find as RegExp).test(id));
    expect(aliasOf('crema').map(({ replacement }) => replacement)).toEqual([
      expect.stringMatching(/\/src\/index\.ts$/),
    ]);
    expect(aliasOf('crema/server').map(({ replacement }) => replacement)).toEqual([
      expect.stringMatching(/\/src\/server\.ts$/),
    ]);
    expect(aliasOf('crema/styles.css')).toEqual([]);
    expect(aliasOf('cremax')).toEqual([]);
  });
});

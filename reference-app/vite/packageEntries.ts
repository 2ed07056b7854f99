// The reference app imports the library only through the package's public entries, by the names an app uses
// (`crema`, `crema/server`, …). In this repository those names resolve to the entries' source: tsconfig.json `paths`
// for TypeScript and tsx, these aliases for Vite (client and server builds, the dev server) and Vitest. Each alias
// matches its name exactly, so `crema` never swallows `crema/server`.
import { fileURLToPath } from 'node:url';
import type { Alias } from 'vite';

/** Each public entry (package.json "exports") with the source module it is built from. */
export const packageEntries = {
  crema: 'src/index.ts',
  'crema/server': 'src/server.ts',
  'crema/services': 'src/services/index.ts',
  'crema/mocks': 'src/mocks/index.ts',
  'crema/tokens': 'design-tokens/index.ts',
} as const;

const repositoryRoot = fileURLToPath(new URL('../../', import.meta.url));

/** Vite's `resolve.alias` entries: each entry's exact name to its source module's absolute path. */
export const packageAliases: Alias[] = Object.entries(packageEntries).map(([name, source]) => ({
  find: new RegExp(`^${name}$`),
  replacement: `${repositoryRoot}${source}`,
}));

import { cycles, folderGraph, nodeOf } from './folder-cycles.mjs';

const graphOf = (files: Record<string, string>) => folderGraph(Object.keys(files), (rel) => files[rel]!);

describe('folder-cycles', () => {
  it('knows the layers and each feature as a folder, and nothing else', () => {
    expect(nodeOf('src/features/header/Header.tsx')).toBe('src/features/header');
    expect(nodeOf('src/features/header/consent/consent.ts')).toBe('src/features/header');
    expect(nodeOf('src/kernel/visitor/store.ts')).toBe('src/kernel');
    expect(nodeOf('src/compositions/messages/locales/de-DE.ts')).toBe('src/compositions');
    expect(nodeOf('design-tokens/index.ts')).toBe('design-tokens');
    expect(nodeOf('src/index.ts')).toBeUndefined();
  });

  it('finds a cycle between two features, through any relative import, type-only and dynamic ones too', () => {
    const graph = graphOf({
      'src/features/a/A.tsx': "import type { B } from '../b/B';",
      'src/features/b/B.tsx': "const a = () => import('../a');",
      'src/features/c/C.tsx': "export { B } from '../b/B';",
    });
    expect(cycles(graph)).toEqual([['src/features/a', 'src/features/b']]);
  });

  it('finds a cycle of three folders, and none where imports point one way', () => {
    expect(
      cycles(
        graphOf({
          'src/features/a/A.ts': "import { b } from '../b';",
          'src/features/b/B.ts': "import { k } from '../../kernel';",
          'src/kernel/K.ts': "import { a } from '../features/a/A';",
        }),
      ),
    ).toEqual([['src/features/a', 'src/features/b', 'src/kernel']]);
    expect(
      cycles(
        graphOf({
          'src/compositions/m/M.ts': "import { a } from '../../features/a';",
          'src/features/a/A.ts': "import { k } from '../../kernel';",
          'src/kernel/K.ts': "import { p } from '../primitives/Button';",
        }),
      ),
    ).toEqual([]);
  });

  it('leaves tests out: a test may import the catalogue above it', () => {
    const graph = graphOf({
      'src/compositions/messages/index.ts': "import type { X } from '../../features/a/messages';",
      'src/features/a/A.test.tsx': "import { loadStorefrontMessages } from '../../compositions/messages';",
    });
    expect(cycles(graph)).toEqual([]);
  });
});

import { assetsFromManifest, pageChunks, type ViteManifest } from './assets';

const manifest: ViteManifest = {
  'reference-app/src/entry-client.tsx': {
    file: 'assets/entry.js',
    isEntry: true,
    css: ['assets/entry.css'],
    imports: ['_shared.js'],
    dynamicImports: [
      'src/compositions/messages/locales/de-DE.ts',
      'src/compositions/messages/locales/cs-CZ.ts',
      'reference-app/src/messages/cs-CZ.ts',
      'reference-app/src/routing/pages/HomePage.ts',
      'reference-app/src/routing/pages/FormReferencePage.ts',
    ],
  },
  '_shared.js': { file: 'assets/shared.js' },
  'src/compositions/messages/locales/de-DE.ts': { file: 'assets/de-DE.js' },
  'src/compositions/messages/locales/cs-CZ.ts': { file: 'assets/cs-CZ.js', imports: ['_messageModules.js'] },
  '_messageModules.js': { file: 'assets/messageModules.js' },
  'reference-app/src/messages/cs-CZ.ts': { file: 'assets/app-cs-CZ.js' },
  'reference-app/src/routing/pages/HomePage.ts': { file: 'assets/HomePage.js', css: ['assets/HomePage.css'] },
  'reference-app/src/routing/pages/FormReferencePage.ts': {
    file: 'assets/FormReferencePage.js',
    imports: ['_fields.js'],
  },
  '_fields.js': { file: 'assets/fields.js' },
};

describe('the assets of a page', () => {
  it("links an imported chunk's CSS before the CSS of the chunk that imports it (a feature's overrides win)", () => {
    const shared: ViteManifest = {
      'entry.tsx': { file: 'assets/entry.js', isEntry: true, css: ['assets/entry.css'], imports: ['_Badge.js'] },
      '_Badge.js': { file: 'assets/Badge.js', css: ['assets/Badge.css'], imports: ['_theme.js'] },
      '_theme.js': { file: 'assets/theme.js', css: ['assets/theme.css'] },
      'page.tsx': { file: 'assets/page.js', css: ['assets/page.css'], imports: ['_Badge.js'] },
    };
    const assets = assetsFromManifest(shared, 'entry.tsx', '/', (key) => key === 'page.tsx');
    expect(assets.styles).toEqual(['/assets/theme.css', '/assets/Badge.css', '/assets/entry.css', '/assets/page.css']);
  });

  it("preload the entry's imports, the locale's message chunks and the page's component, nothing else", () => {
    const assets = assetsFromManifest(
      manifest,
      'reference-app/src/entry-client.tsx',
      '/',
      pageChunks('cs-CZ', 'HomePage'),
    );
    expect(assets.entry).toBe('/assets/entry.js');
    expect(assets.preloads.sort()).toEqual(
      [
        '/assets/shared.js',
        '/assets/cs-CZ.js',
        '/assets/messageModules.js',
        '/assets/app-cs-CZ.js',
        '/assets/HomePage.js',
      ].sort(),
    );
    expect(assets.styles.sort()).toEqual(['/assets/HomePage.css', '/assets/entry.css']);
  });

  it('follows the entries the bootstrap imports after the first paint: their files, imports and CSS are loaded at once', () => {
    const chain: ViteManifest = {
      'entry-client.tsx': {
        file: 'assets/entry-client.js',
        isEntry: true,
        imports: ['_bootstrap.js'],
        dynamicImports: ['hydrate.tsx'],
      },
      '_bootstrap.js': { file: 'assets/bootstrap.js' },
      'hydrate.tsx': {
        file: 'assets/hydrate.js',
        isEntry: true,
        imports: ['_vendor.js', '_bootstrap.js'],
        dynamicImports: ['shop.ts', 'lazy.tsx'],
      },
      '_vendor.js': { file: 'assets/vendor.js' },
      'shop.ts': { file: 'assets/shop.js', isEntry: true, imports: ['_shell.js', '_styles.js'] },
      '_shell.js': { file: 'assets/shell.js', imports: ['_vendor.js'], dynamicImports: ['entry-client.tsx'] },
      '_styles.js': { file: 'assets/styles.js', css: ['assets/styles.css'] },
      // A dynamic import that is not an entry (a lazily loaded part) stays out of the first load.
      'lazy.tsx': { file: 'assets/lazy.js', css: ['assets/lazy.css'] },
    };
    const assets = assetsFromManifest(chain, 'entry-client.tsx');
    expect(assets.entry).toBe('/assets/entry-client.js');
    expect(assets.preloads.sort()).toEqual(
      [
        '/assets/bootstrap.js',
        '/assets/hydrate.js',
        '/assets/vendor.js',
        '/assets/shop.js',
        '/assets/shell.js',
        '/assets/styles.js',
      ].sort(),
    );
    expect(assets.styles).toEqual(['/assets/styles.css']);
  });

  it("another page preloads its own component and that component's chunks", () => {
    const assets = assetsFromManifest(
      manifest,
      'reference-app/src/entry-client.tsx',
      '/',
      pageChunks('de-DE', 'FormReferencePage'),
    );
    expect(assets.preloads).toContain('/assets/FormReferencePage.js');
    expect(assets.preloads).toContain('/assets/fields.js');
    expect(assets.preloads).not.toContain('/assets/HomePage.js');
    expect(assets.preloads).not.toContain('/assets/cs-CZ.js');
  });

  it('links the CSS of a lazily loaded part the server renders, and of the chunks it imports, without preloading its script', () => {
    const lazy: ViteManifest = {
      'entry.tsx': { file: 'assets/entry.js', isEntry: true, css: ['assets/entry.css'], dynamicImports: ['form.tsx'] },
      'form.tsx': { file: 'assets/form.js', css: ['assets/form.css'], imports: ['_Select.js'] },
      '_Select.js': { file: 'assets/Select.js', css: ['assets/Select.css'] },
      'other.tsx': { file: 'assets/other.js', css: ['assets/other.css'] },
    };
    const assets = assetsFromManifest(
      lazy,
      'entry.tsx',
      '/',
      () => false,
      (key) => key === 'form.tsx',
    );
    expect(assets.styles).toEqual(['/assets/entry.css', '/assets/Select.css', '/assets/form.css']);
    expect(assets.preloads).toEqual([]);
  });

  it('an entry missing from the manifest is a build error said plainly', () => {
    expect(() => assetsFromManifest(manifest, 'nope.tsx')).toThrow('client entry nope.tsx is not in the Vite manifest');
  });
});

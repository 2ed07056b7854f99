import type { Plugin } from 'vite';

/** The plugin's module of every client reference, which sorts them into groups when it loads. */
const CLIENT_REFERENCES = '\0virtual:vite-rsc/client-references';
/** The plugin's module of the layout's client components (its `clientChunks` group `layout`). */
const LAYOUT_GROUP = 'virtual:vite-rsc/client-references/group/layout';
/** A module of ours that imports the layout's group once the plugin has sorted the references. */
const LAYOUT_IMPORT = 'virtual:crema/layout-client-references';

/**
 * One chunk for everything a page runs at once besides its own component: what the client entry and the layout's
 * client components (providers, header, footer) import statically, React DOM and the Flight client among it. Left to
 * the bundler they were dozens of shared chunks (the home page loaded 73 files), and gzip compresses each file alone:
 * as one file the same code is about 15 KiB smaller. Lazy parts (the mini cart, the flyouts' contents, the newsletter
 * form) and each page's component stay chunks of their own.
 *
 * In the client build the entry imports the layout's group module statically (the Flight client loads it anyway for
 * every page), so the bundler tags what it uses `$initial`; `group` captures those modules into one chunk. Not the
 * entry modules themselves (`apart`): the client entry awaits the page's payload at its top level, which loads the
 * page's chunk, which imports this one (an entry inside it would wait for itself), and the bootstrap module and the
 * names it shares must stay out of it (its chunk must not import this one).
 */
export function firstLoadChunk({ entry, apart }: { entry: RegExp; apart: RegExp }) {
  const plugin: Plugin = {
    name: 'crema:layout-in-first-load',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    transform: {
      order: 'pre',
      handler(code, id) {
        return entry.test(id) ? `import ${JSON.stringify(LAYOUT_IMPORT)};\n${code}` : null;
      },
    },
    resolveId: (source) => (source === LAYOUT_IMPORT ? `\0${LAYOUT_IMPORT}` : null),
    async load(id) {
      if (id !== `\0${LAYOUT_IMPORT}`) return null;
      // The group exists only once the plugin's references module has loaded.
      await this.load({ id: CLIENT_REFERENCES });
      return `import ${JSON.stringify(LAYOUT_GROUP)};`;
    },
  };
  const group = {
    name: 'first-load',
    tags: ['$initial' as const],
    test: (id: string) => !apart.test(id),
    // What `apart` names stays out even as a dependency of a module inside (the names the bootstrap module shares).
    includeDependenciesRecursively: false,
    priority: 1,
  };
  return { plugin, group };
}

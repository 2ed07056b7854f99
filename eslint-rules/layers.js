/**
 * The one-way layer rule (docs/architecture.md): design-tokens <- styles <- primitives <- kernel <- features <-
 * compositions; platform and services are used by the kernel and features; mocks implement services' contracts. Nothing in src/ or design-tokens/ imports from
 * stories/, tests/ or reference-app/.
 */
import path from 'node:path';

/** What each layer may import (besides itself and npm packages). */
export const allowedImports = {
  'design-tokens': [],
  'src/styles': ['design-tokens'],
  'src/primitives': ['design-tokens', 'src/styles'],
  'src/platform': ['design-tokens'],
  'src/services': ['design-tokens', 'src/platform'],
  'src/kernel': ['design-tokens', 'src/styles', 'src/primitives', 'src/platform', 'src/services'],
  'src/features': ['design-tokens', 'src/styles', 'src/primitives', 'src/platform', 'src/services', 'src/kernel'],
  'src/compositions': [
    'design-tokens',
    'src/styles',
    'src/primitives',
    'src/platform',
    'src/services',
    'src/kernel',
    'src/features',
  ],
  'src/mocks': ['design-tokens', 'src/platform', 'src/services'],
  src: [
    'design-tokens',
    'src/styles',
    'src/primitives',
    'src/platform',
    'src/services',
    'src/kernel',
    'src/features',
    'src/compositions',
    'src/mocks',
  ],
};
const layers = Object.keys(allowedImports).sort((a, b) => b.length - a.length);

/**
 * What a layer's tests may import besides: a feature's tests run it against the reference services in process
 * (services are injected), the way its stories do, and render it with the storefront's whole message catalogue (a
 * composition). Shipped kernel and feature code never does.
 */
export const allowedInTests = {
  'src/kernel': ['src/mocks', 'src/compositions'],
  'src/features': ['src/mocks', 'src/compositions'],
};
const isTestFile = (file) => /\.test\.[cm]?[jt]sx?$/.test(file);

export function layerOf(file, root) {
  const rel = path.relative(root, file).split(path.sep).join('/');
  return layers.find((l) => rel === l || rel.startsWith(`${l}/`));
}

export function topFolder(file, root) {
  return path.relative(root, file).split(path.sep)[0];
}

/** @type {import('eslint').Rule.RuleModule} */
export const layerImports = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'Imports point one way: design-tokens <- styles <- primitives <- kernel <- features <- compositions.',
    },
    schema: [],
    messages: {
      upward: '{{from}} must not import from {{to}} (layers point one way: {{allowed}}).',
    },
  },
  create(context) {
    const root = context.cwd;
    const file = context.filename;
    const from = layerOf(file, root);
    if (!from) return {};
    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = path.resolve(path.dirname(file), source);
      const to = layerOf(target, root) ?? topFolder(target, root);
      if (to === from || allowedImports[from].includes(to)) return;
      if (isTestFile(file) && allowedInTests[from]?.includes(to)) return;
      context.report({
        node,
        messageId: 'upward',
        data: { from, to, allowed: allowedImports[from].join(', ') || 'nothing' },
      });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};

/**
 * The imports one feature may make of another (docs/architecture.md, "Feature boundaries"). Features are independent:
 * what wires them together is a composition (src/compositions/). Every edge below is debt that exists today, each to be
 * removed by the header's slots (the shop's header composition fills them with navigation, search and the mini cart)
 * and by moving what several features share into the kernel or the platform. `through` lists the modules the edge
 * still imports past the feature's index (the index would close a file cycle, or a lazy import must stay its own
 * chunk); an import of any other module of that feature must go through its index.
 * @type {Array<{ from: string, to: string, reason: string, through: string[] }>}
 */
export const featureEdges = [
  {
    from: 'header',
    to: 'navigation',
    reason:
      'the header renders the main, classic and drill-down navigation in its bar (to be removed by the header slots)',
    through: ['ClassicNavigation', 'MainNavigation', 'MobileDrillDown', 'messages'],
  },
  {
    from: 'header',
    to: 'search',
    reason: "the header lazily loads the search box into its bar (to be removed by the header's slots)",
    through: ['SearchBox'],
  },
  {
    from: 'header',
    to: 'minicart',
    reason: "the header lazily loads the mini cart dialog behind its cart icon (to be removed by the header's slots)",
    through: ['LazyMinicartDialog'],
  },
  {
    from: 'navigation',
    to: 'header',
    reason:
      "navigation reads the header store (open flyout, tree), its configured items and tracking (to be removed by the header's slots)",
    through: [
      'HeaderProvider',
      'store',
      'flyout',
      'configuredItems',
      'constants',
      'tracking',
      'navigation',
      'NavigationBar',
    ],
  },
  {
    from: 'navigation',
    to: 'promotion',
    reason: "a flyout shows the promotion slot (to be removed by the header's slots: the composition fills the flyout)",
    through: [],
  },
  {
    from: 'minicart',
    to: 'header',
    reason:
      "a mini cart test renders it inside the real header (to move to the shop's header composition with the header's slots)",
    through: [],
  },
  {
    from: 'app-banner',
    to: 'header',
    reason: "the app banner reports through the header's ga_event tracking (to be removed by the header's slots)",
    through: ['tracking'],
  },
];

const featureOf = (rel) => /^src\/features\/([^/]+)(?:\/|$)/.exec(rel)?.[1];

/** @type {import('eslint').Rule.RuleModule} */
export const featureImports = {
  meta: {
    type: 'problem',
    docs: { description: 'A feature imports another only through its index, and only along a declared edge.' },
    schema: [],
    messages: {
      undeclared:
        "Feature {{from}} must not import feature {{to}}: the edge '{{from}} -> {{to}}' is not in featureEdges.",
      deep: "Feature {{from}} imports '{{module}}' of feature {{to}}: import it through {{to}}'s index.",
    },
  },
  create(context) {
    const root = context.cwd;
    const file = context.filename;
    const rel = (f) => path.relative(root, f).split(path.sep).join('/');
    const from = featureOf(rel(file));
    if (!from) return {};
    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = rel(path.resolve(path.dirname(file), source));
      const to = featureOf(target);
      if (!to || to === from) return;
      const edge = featureEdges.find((e) => e.from === from && e.to === to);
      if (!edge) {
        context.report({ node, messageId: 'undeclared', data: { from, to } });
        return;
      }
      const module = target.slice(`src/features/${to}`.length + 1);
      if (module === '' || module === 'index' || edge.through.includes(module)) return;
      context.report({ node, messageId: 'deep', data: { from, to, module } });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};

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
 * composition); a composition's tests run it against the reference services too. Shipped code never does.
 */
export const allowedInTests = {
  'src/kernel': ['src/mocks', 'src/compositions'],
  'src/features': ['src/mocks', 'src/compositions'],
  'src/compositions': ['src/mocks'],
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
 * The imports one feature may make of another (docs/architecture.md, "Feature boundaries"): none. Features are
 * independent; what wires them together is a composition (src/compositions/: the shop's header fills the header's
 * slots with navigation, search, mini cart, promotions and the app banner), and what several features share is the
 * kernel's or the platform's. An edge added here needs its reason; `through` lists the modules it may import past the
 * feature's index (a lazy import that must stay its own chunk); any other module of that feature only through its
 * index.
 * @type {Array<{ from: string, to: string, reason: string, through: string[] }>}
 */
export const featureEdges = [];

const featureOf = (rel) => /^src\/features\/([^/]+)(?:\/|$)/.exec(rel)?.[1];

/** @type {import('eslint').Rule.RuleModule} */
export const featureImports = {
  meta: {
    type: 'problem',
    docs: { description: 'A feature imports another only through its index, and only along a declared edge.' },
    // `edges`: the declared edges (default `featureEdges`); the rule's own tests give theirs.
    schema: [
      {
        type: 'object',
        properties: {
          edges: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                from: { type: 'string' },
                to: { type: 'string' },
                reason: { type: 'string' },
                through: { type: 'array', items: { type: 'string' } },
              },
              required: ['from', 'to', 'reason', 'through'],
            },
          },
        },
        additionalProperties: false,
      },
    ],
    messages: {
      undeclared:
        "Feature {{from}} must not import feature {{to}}: the edge '{{from}} -> {{to}}' is not in featureEdges.",
      deep: "Feature {{from}} imports '{{module}}' of feature {{to}}: import it through {{to}}'s index.",
    },
  },
  create(context) {
    const root = context.cwd;
    const file = context.filename;
    const edges = context.options[0]?.edges ?? featureEdges;
    const rel = (f) => path.relative(root, f).split(path.sep).join('/');
    const from = featureOf(rel(file));
    if (!from) return {};
    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = rel(path.resolve(path.dirname(file), source));
      const to = featureOf(target);
      if (!to || to === from) return;
      const edge = edges.find((e) => e.from === from && e.to === to);
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

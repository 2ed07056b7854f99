/**
 * The one-way layer rule (docs/architecture.md): design-tokens <- styles <- primitives <- features; platform and services
 * are used by features; mocks implement services' contracts. Nothing in src/ or design-tokens/ imports from
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
    docs: { description: 'Imports point one way: design-tokens <- styles <- primitives <- features.' },
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

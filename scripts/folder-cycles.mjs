// `node scripts/folder-cycles.mjs`: fails on a cycle between folders (docs/architecture.md, "Layers"). The nodes are
// the layers and each feature: design-tokens, src/styles, src/primitives, src/platform, src/services, src/mocks,
// src/kernel, src/compositions and src/features/<name>. An edge is a relative import (static, dynamic or re-export)
// from a file in one node to a file in another. dpdm (npm run lint) finds cycles between files; this finds them between
// folders, where a cycle means two parts that cannot be understood, tested or moved one without the other.
//
// Tests are left out: they are leaves nothing imports, and may take the reference services and the whole message
// catalogue (eslint-rules/layers.js, allowedInTests). Type-only imports count: a folder that names another's types
// depends on it as much as one that calls it, even though the import is erased at run time.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const root = path.join(import.meta.dirname, '..');
const layers = [
  'design-tokens',
  'src/styles',
  'src/primitives',
  'src/platform',
  'src/services',
  'src/mocks',
  'src/kernel',
  'src/compositions',
];

/** The node a repository path belongs to, or undefined when it is in none (src/index.ts, stories, …). */
export function nodeOf(rel) {
  const feature = /^src\/features\/([^/]+)\//.exec(rel);
  if (feature) return `src/features/${feature[1]}`;
  return layers.find((l) => rel.startsWith(`${l}/`));
}

const isTest = (rel) => /\.test\.[cm]?[jt]sx?$/.test(rel) || /(^|\/)__tests__\//.test(rel);

/** Edges between nodes, each with the files that make it: Map<from, Map<to, string[]>>. */
export function folderGraph(files, read) {
  const graph = new Map();
  for (const rel of files) {
    const from = nodeOf(rel);
    if (!from || isTest(rel)) continue;
    for (const { fileName: spec } of ts.preProcessFile(read(rel), true, true).importedFiles) {
      if (!spec.startsWith('.')) continue;
      const to = nodeOf(`${path.posix.normalize(path.posix.join(path.posix.dirname(rel), spec))}/`);
      if (!to || to === from) continue;
      if (!graph.has(from)) graph.set(from, new Map());
      const edges = graph.get(from);
      if (!edges.has(to)) edges.set(to, []);
      edges.get(to).push(`${rel} -> ${spec}`);
    }
  }
  return graph;
}

/** The strongly connected components with more than one node (Tarjan), each sorted. */
export function cycles(graph) {
  let index = 0;
  const stack = [];
  const info = new Map();
  const found = [];
  const visit = (v) => {
    info.set(v, { index, low: index, onStack: true });
    index++;
    stack.push(v);
    for (const w of graph.get(v)?.keys() ?? []) {
      if (!info.has(w)) {
        visit(w);
        info.get(v).low = Math.min(info.get(v).low, info.get(w).low);
      } else if (info.get(w).onStack) info.get(v).low = Math.min(info.get(v).low, info.get(w).index);
    }
    if (info.get(v).low === info.get(v).index) {
      const component = [];
      let w;
      do {
        w = stack.pop();
        info.get(w).onStack = false;
        component.push(w);
      } while (w !== v);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const v of [...graph.keys()].sort()) if (!info.has(v)) visit(v);
  return found;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const files = execFileSync(
    'git',
    ['ls-files', '--cached', '--others', '--exclude-standard', 'src', 'design-tokens'],
    {
      cwd: root,
      encoding: 'utf8',
    },
  )
    .split('\n')
    .filter((f) => /\.[cm]?[jt]sx?$/.test(f) && !f.startsWith('design-tokens/dist/'))
    // A tracked file deleted in the working tree (not yet committed) is gone: it imports nothing.
    .filter((f) => existsSync(path.join(root, f)));
  const graph = folderGraph(files, (rel) => readFileSync(path.join(root, rel), 'utf8'));
  const found = cycles(graph);
  if (found.length === 0) {
    console.log('folder-cycles: no cycle between folders.');
  } else {
    for (const component of found) {
      console.error(`Cycle between folders: ${component.join(', ')}`);
      for (const from of component)
        for (const [to, via] of graph.get(from) ?? [])
          if (component.includes(to)) console.error(`  ${from} -> ${to}  (${via.length} imports, e.g. ${via[0]})`);
    }
    process.exitCode = 1;
  }
}

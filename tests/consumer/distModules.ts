import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The built package's modules (dist/), read the way an app's bundler reads them. */
export const distRoot = join(import.meta.dirname, '..', '..', 'dist');

export interface DistImport {
  /** As written: a package (`react`, `@radix-ui/react-slot`) or a relative path. */
  spec: string;
  /** The named bindings it imports (`{ a, b as c }`: a, b); empty for a namespace, default or bare import. */
  names: string[];
  /** A relative import's file in dist/; undefined for a package. */
  file?: string;
}

export interface DistModule {
  file: string;
  code: string;
  /** The module starts with the `'use client'` directive (React Server Components: a client module). */
  client: boolean;
  imports: DistImport[];
  /** Nothing but imports and exports: a module that only passes bindings on (the package's entries). */
  reexportsOnly: boolean;
}

// The build writes plain ES modules (no minifier): one import or export statement per match.
const statement = /^(import|export)\s*(?:(type\s+)?([^'";]*?)\s*from\s*)?["']([^"']+)["'];?[ \t]*$/gm;
const comments = /\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm;

const cache = new Map<string, DistModule>();

export function readDistModule(file: string): DistModule {
  const cached = cache.get(file);
  if (cached) return cached;
  const code = readFileSync(file, 'utf8');
  const imports: DistImport[] = [];
  for (const [, , type, clause = '', spec] of code.matchAll(statement)) {
    if (type || !spec) continue;
    const named = /\{([^}]*)\}/.exec(clause)?.[1] ?? '';
    const names = named
      .split(',')
      .map((part) => part.trim().split(/\s+as\s+/)[0]!)
      .filter(Boolean);
    imports.push({ spec, names, file: spec.startsWith('.') ? join(file, '..', spec) : undefined });
  }
  const rest = code
    .replace(comments, '')
    .replace(statement, '')
    .replace(/^export\s*\{[^}]*\};?/gm, '')
    .replace(/^\s*["']use client["'];?/, '')
    .trim();
  const module: DistModule = {
    file,
    code,
    client: /^\s*["']use client["']/.test(code),
    imports,
    reexportsOnly: rest === '',
  };
  cache.set(file, module);
  return module;
}

/**
 * Every built module an entry (a file in dist/) reaches through its relative imports; with `stopAtClient`, a client
 * module is included but not followed, as a server bundler treats it (a reference, not code it runs).
 */
export function reachableModules(entry: string, { stopAtClient = false } = {}): Map<string, DistModule> {
  const seen = new Map<string, DistModule>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    const module = readDistModule(file);
    seen.set(file, module);
    if (stopAtClient && module.client) return;
    for (const { file: next } of module.imports) if (next) visit(next);
  };
  visit(join(distRoot, entry));
  return seen;
}

/** `@scope/name/sub` → `@scope/name`; `name/sub` → `name`. */
export const packageOf = (spec: string) =>
  spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0]!;

/**
 * The page's catalog (./index) is server code: a React server evaluates it with every export of a 'use client'
 * module a reference that throws when called ("client reference … is called on server"), so the catalog and every
 * module of the app it loads take no value from a client module, directly or through a package's re-exports (the
 * library's barrel among them). The texts' hooks live in ./hooks, a client module. Read from the sources as a server
 * bundler reads them: imports, re-exports and dynamic imports, by binding.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { packageEntries } from '../../vite/packageEntries';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const appRoot = join(root, 'reference-app/');
const catalogModule = fileURLToPath(new URL('./index.ts', import.meta.url));
const hooksModule = fileURLToPath(new URL('./hooks.ts', import.meta.url));
const name = (file: string) => relative(root, file);

const parsed = new Map<string, ts.SourceFile>();
function parse(file: string): ts.SourceFile {
  let source = parsed.get(file);
  if (!source) {
    const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : file.endsWith('.ts') ? ts.ScriptKind.TS : ts.ScriptKind.JS;
    source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, kind);
    parsed.set(file, source);
  }
  return source;
}

/** The module's directive prologue holds 'use client' (where React's bundlers look for it). */
function isClientModule(file: string): boolean {
  for (const statement of parse(file).statements) {
    if (!ts.isExpressionStatement(statement) || !ts.isStringLiteral(statement.expression)) return false;
    if (statement.expression.text === 'use client') return true;
  }
  return false;
}

const isFile = (path: string) => existsSync(path) && statSync(path).isFile();

/** The file `specifier` names from `from`: relative, one of the package's own entries, or a package's. */
function resolveModule(specifier: string, from: string): string {
  if (specifier.startsWith('.')) {
    const base = join(dirname(from), specifier);
    const found = ['', '.ts', '.tsx', '.js', '/index.ts', '/index.tsx', '/index.js']
      .map((end) => base + end)
      .find(isFile);
    if (!found) throw new Error(`${name(from)}: cannot resolve ${specifier}`);
    return found;
  }
  const entry = packageEntries[specifier as keyof typeof packageEntries];
  return entry ? join(root, entry) : createRequire(from).resolve(specifier);
}

/** A value an import or re-export takes: the binding's name in its module ('*' for the whole module). */
interface Taken {
  specifier: string;
  binding: string;
}

/** The values a module takes from others: static imports and re-exports (types left out), and dynamic imports. */
function valuesTaken(file: string): Taken[] {
  const taken: Taken[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const specifier = node.moduleSpecifier.text;
      const clause = node.importClause;
      if (!clause) taken.push({ specifier, binding: '*' });
      else if (!clause.isTypeOnly) {
        if (clause.name) taken.push({ specifier, binding: 'default' });
        const bindings = clause.namedBindings;
        if (bindings && ts.isNamespaceImport(bindings)) taken.push({ specifier, binding: '*' });
        else if (bindings)
          for (const element of bindings.elements)
            if (!element.isTypeOnly) taken.push({ specifier, binding: (element.propertyName ?? element.name).text });
      }
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      const specifier = node.moduleSpecifier.text;
      if (node.isTypeOnly) return;
      if (!node.exportClause || ts.isNamespaceExport(node.exportClause)) taken.push({ specifier, binding: '*' });
      else
        for (const element of node.exportClause.elements)
          if (!element.isTypeOnly) taken.push({ specifier, binding: (element.propertyName ?? element.name).text });
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      taken.push({ specifier: node.arguments[0].text, binding: '*' });
    }
    ts.forEachChild(node, visit);
  };
  visit(parse(file));
  return taken;
}

const hasExportModifier = (node: ts.Node) =>
  ts.canHaveModifiers(node) && !!ts.getModifiers(node)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);

/**
 * The module that defines export `binding` of `file`, followed through re-exports (`export { a } from`, `export *`,
 * an imported binding exported again); a client module ends the search, as all its exports are references.
 */
function definingModule(file: string, binding: string, seen = new Set<string>()): string | undefined {
  const key = `${file}#${binding}`;
  if (seen.has(key)) return undefined;
  seen.add(key);
  if (isClientModule(file)) return file;
  const statements = parse(file).statements;
  const imported = (local: string) => {
    for (const statement of statements) {
      if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
      const named = statement.importClause?.namedBindings;
      if (!named || !ts.isNamedImports(named)) continue;
      const element = named.elements.find((e) => e.name.text === local);
      if (element)
        return definingModule(
          resolveModule(statement.moduleSpecifier.text, file),
          (element.propertyName ?? element.name).text,
          seen,
        );
    }
    return file; // declared here
  };
  for (const statement of statements) {
    if (ts.isExportDeclaration(statement) && !statement.isTypeOnly) {
      const specifier =
        statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier)
          ? statement.moduleSpecifier.text
          : undefined;
      const clause = statement.exportClause;
      if (!clause && specifier) {
        const found = definingModule(resolveModule(specifier, file), binding, seen);
        if (found) return found;
      } else if (clause && ts.isNamedExports(clause)) {
        const element = clause.elements.find((e) => !e.isTypeOnly && e.name.text === binding);
        if (!element) continue;
        const local = (element.propertyName ?? element.name).text;
        return specifier ? definingModule(resolveModule(specifier, file), local, seen) : imported(local);
      }
    } else if (hasExportModifier(statement)) {
      const names = ts.isVariableStatement(statement)
        ? statement.declarationList.declarations.map((d) => d.name.getText())
        : [(statement as ts.DeclarationStatement).name?.getText()];
      if (names.includes(binding)) return file;
    }
  }
  return undefined;
}

/** Every value the catalog takes from a client module, through the app's own modules it loads. */
function clientValuesReached(start: string): string[] {
  const problems: string[] = [];
  const visited = new Set<string>();
  const walk = (file: string) => {
    if (visited.has(file)) return;
    visited.add(file);
    for (const { specifier, binding } of valuesTaken(file)) {
      const target = resolveModule(specifier, file);
      const where = `${name(file)} takes ${binding === '*' ? 'the module' : binding} from ${specifier}`;
      if (target.startsWith(appRoot) && !target.includes('node_modules')) {
        if (isClientModule(target)) problems.push(`${where}, a client module`);
        else walk(target);
        continue;
      }
      const definer = binding === '*' ? target : definingModule(target, binding);
      if (definer === undefined) problems.push(`${where}: not found there`);
      else if (isClientModule(definer)) problems.push(`${where}, client module ${name(definer)}`);
    }
  };
  walk(start);
  return problems;
}

describe('the page’s catalog is server code; the texts’ hooks are a client module', () => {
  it('sees client modules where they are (the check can fail)', () => {
    expect(name(definingModule(resolveModule('crema', catalogModule), 'createMessagesHook')!)).toBe(
      'src/platform/i18n/useMessages.tsx',
    );
    expect(isClientModule(join(root, 'src/platform/i18n/useMessages.tsx'))).toBe(true);
    expect(isClientModule(resolveModule('react-intl', catalogModule))).toBe(true);
    expect(clientValuesReached(hooksModule)).toEqual([
      'reference-app/src/messages/hooks.ts takes createMessagesHook from crema, client module ' +
        'src/platform/i18n/useMessages.tsx',
    ]);
  });

  it('the catalog, and every module of the app it loads, takes no value from a client module', () => {
    expect(isClientModule(catalogModule)).toBe(false);
    expect(clientValuesReached(catalogModule)).toEqual([]);
  });

  it("the hooks' module starts with the 'use client' directive", () => {
    expect(isClientModule(hooksModule)).toBe(true);
    expect(readFileSync(hooksModule, 'utf8').split('\n')[0]).toBe("'use client';");
  });
});

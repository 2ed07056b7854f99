// `npm run api-report`: the package's public API, one report per entry of the exports map (`crema` →
// api/crema.api.md, `crema/server` → api/crema-server.api.md, ...), written by API Extractor from the built
// declarations (dist/types/; run `npm run build` first). The reports are checked in, so a review shows every change
// to what an app can import. `--check` (npm test) writes nothing: it fails when a report differs from the checked-in
// file, and prints the difference.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, posix } from 'node:path';
import { CompilerState, Extractor, ExtractorConfig } from '@microsoft/api-extractor';

const root = join(import.meta.dirname, '..');
const reportFolder = join(root, 'api');
const packageJsonFullPath = join(root, 'package.json');
const pkg = JSON.parse(readFileSync(packageJsonFullPath, 'utf8'));
const check = process.argv.includes('--check');

/** Each entry of the exports map with declarations: `./server` → { name: 'crema/server', report: 'crema-server' }. */
const entries = Object.entries(pkg.exports)
  .filter(([, target]) => typeof target === 'object' && target.types)
  .map(([subpath, target]) => {
    const name = posix.join(pkg.name, subpath);
    return { name, report: name.replaceAll('/', '-'), types: join(root, target.types) };
  });
const missing = entries.filter(({ types }) => !existsSync(types));
if (missing.length > 0) {
  console.error(`No declarations at ${missing.map((e) => e.types).join(', ')}: run \`npm run build\` first.`);
  process.exit(1);
}

if (!check) mkdirSync(reportFolder, { recursive: true });
const tempFolder = mkdtempSync(join(tmpdir(), 'crema-api-'));
process.on('exit', () => rmSync(tempFolder, { recursive: true, force: true }));

/** API Extractor's configuration for one entry (what an api-extractor.json would hold). */
const configFor = ({ report, types }) => ({
  projectFolder: root,
  mainEntryPointFilePath: types,
  // Every package the declarations import (react, zod, react-hook-form, ...) stays an import in the report.
  bundledPackages: [],
  newlineKind: 'lf',
  compiler: {
    // The declarations as an app on Node's ESM resolution reads them (relative imports end in `.js`).
    overrideTsconfig: {
      compilerOptions: {
        target: 'ES2022',
        lib: ['ES2023', 'DOM', 'DOM.Iterable'],
        module: 'NodeNext',
        moduleResolution: 'NodeNext',
        jsx: 'react-jsx',
        strict: true,
        types: [],
      },
      files: entries.map((entry) => entry.types),
    },
  },
  apiReport: { enabled: true, reportFileName: report, reportFolder, reportTempFolder: tempFolder },
  docModel: { enabled: false },
  dtsRollup: { enabled: false },
  tsdocMetadata: { enabled: false },
  messages: {
    // A type error in the declarations fails the run.
    compilerMessageReporting: { default: { logLevel: 'warning' } },
    extractorMessageReporting: {
      default: { logLevel: 'warning' },
      // Crema marks no release stages (@public, @beta): everything an entry exports is public.
      'ae-missing-release-tag': { logLevel: 'none' },
      // Doc comments are for the readers of the sources and the editor's hover; not every name needs one.
      'ae-undocumented': { logLevel: 'none' },
      // A type an export uses without exporting it (a props type of a compound part, say): noted in the report, where
      // a reviewer sees it, and no failure.
      'ae-forgotten-export': { logLevel: 'none', addToApiReportFile: true },
    },
    // The doc comments are written for readers and editors (JSDoc), not to TSDoc's grammar.
    tsdocMessageReporting: { default: { logLevel: 'none' } },
  },
});

// One TypeScript program for all entries (they share most of their declarations).
const configs = entries.map((entry) =>
  ExtractorConfig.prepare({
    configObject: configFor(entry),
    configObjectFullPath: join(root, 'scripts', 'api-report.mjs'),
    packageJsonFullPath,
  }),
);
const compilerState = CompilerState.create(configs[0], {
  additionalEntryPoints: entries.map((entry) => entry.types),
});

const stale = [];
let failed = false;
for (const [i, entry] of entries.entries()) {
  const existed = existsSync(join(reportFolder, `${entry.report}.api.md`));
  const result = Extractor.invoke(configs[i], {
    localBuild: !check,
    compilerState,
    printApiReportDiff: check,
    messageCallback: (message) => {
      // Our own line for a stale or missing report instead of API Extractor's (which names its temp folder).
      if (message.messageId === 'console-api-report-not-copied') message.handled = true;
      // The notice of the bundled TypeScript version, once per entry.
      if (message.messageId === 'console-preamble' || message.messageId === 'console-compiler-version-notice')
        message.handled = true;
    },
  });
  if (!result.succeeded) failed = true;
  const file = `api/${entry.report}.api.md`;
  const state = !result.apiReportChanged ? 'up to date' : !check ? 'updated' : existed ? 'differs' : 'is missing';
  if (check && result.apiReportChanged) stale.push(`${file} ${state}`);
  console.log(`${entry.name}: ${file} ${state}`);
}

if (check && stale.length > 0) {
  console.error(
    `\nThe public API changed: ${stale.join(', ')} (the difference is above).\n` +
      'If the change is intended, run `npm run build && npm run api-report`, review the reports and commit them ' +
      '(with a changeset: .changeset/README.md).',
  );
}
if (failed) process.exit(1);

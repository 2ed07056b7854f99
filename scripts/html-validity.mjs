// HTML validity: documents checked by the W3C Nu HTML Checker (vnu-jar, the checker validator.w3.org/nu runs), all of
// them in one Java start. The storefront's end-to-end gate (tests/e2e/html-validity.spec.ts) hands it every page type
// of three sites as the server sends them; the Storybook gate (scripts/test-stories.sh) the rendered stories.
//
// `node scripts/html-validity.mjs <folder or file>...`: checks every .html file given (a folder: the .html files in
// it), prints each error as `document:line:column: message` and fails on any. Errors only: the checker's warnings
// ("info") are advice, not invalid HTML.
import { execFile, spawnSync } from 'node:child_process';
import { mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The checker's jar (the vnu-jar package's main export is its path). */
export const vnuJar = String(createRequire(import.meta.url)('vnu-jar'));

/** The Java command: `JAVA` when set (a path to a java binary), else `java` on the PATH. */
export const defaultJava = process.env.JAVA ?? 'java';

/**
 * Java for one short batch: the quick JIT only (C1; a hundred storefront pages took 6 s of CPU instead of 13 s here)
 * and the serial collector (no collector threads beside two busy cores). C1's larger frames need a bigger stack than
 * the checker's minimum of 512 KiB: without -Xss it stopped with a StackOverflowError in the HTML schema.
 */
const JAVA_OPTIONS = ['-Xss4m', '-XX:+UseSerialGC', '-XX:TieredStopAtLevel=1'];

/** The checker's output for the whole batch is read at once: 64 MiB is far above a hundred pages' errors. */
const MAX_OUTPUT_BYTES = 64 * 1024 * 1024;

/**
 * Errors the gates accept, each for one message on the markup it points at, with its reason. Nothing else is left out.
 */
export const acceptedErrors = [
  {
    message:
      'The “aria-hidden” attribute must not be used on any “label” element that is associated with a labelable element.',
    markup: /^<label\b[^>]*\sdata-aria-hidden="true"/,
    reason:
      'Put there at run time by an open listbox, never rendered: Radix Select hides everything outside the open ' +
      'layer from assistive technology with the aria-hidden package (as aria-modal would), which marks each element ' +
      'it hides with data-aria-hidden and takes both off when the layer closes. Only stories with an open listbox ' +
      'show it; the served pages never do.',
  },
];

const accepted = (problem) =>
  acceptedErrors.some((rule) => rule.message === problem.message && rule.markup.test(problem.markup));

/**
 * Fails with a message that says what is missing when `java` cannot run: the gate must never pass because the checker
 * did not start.
 */
export function assertJava(java = defaultJava) {
  const probe = spawnSync(java, ['-version'], { encoding: 'utf8' });
  if (probe.error || probe.status !== 0) {
    throw new Error(
      `The HTML validity gate needs Java (17 or newer) to run the Nu HTML Checker (vnu-jar), and "${java} -version" ` +
        `failed: ${probe.error?.message ?? probe.stderr.trim()}. Install a Java runtime (Debian: apt-get install -y ` +
        'openjdk-17-jre-headless) or set JAVA to the path of a java binary.',
    );
  }
}

/**
 * The errors in the checker's JSON report (`--format json`): type `error` (fatal ones included) and
 * `non-document-error` (the document could not be read), each named by its document through `nameOf` (the report's
 * file URL to the caller's name), with the markup it points at (the highlighted part of the extract). Warnings and
 * information are left out, and the accepted errors (`acceptedErrors`).
 */
export function problemsOf(report, nameOf) {
  const messages = typeof report === 'string' ? JSON.parse(report).messages : report.messages;
  if (!Array.isArray(messages)) throw new Error('The Nu HTML Checker gave no message list');
  return messages
    .filter((m) => m.type === 'error' || m.type === 'non-document-error')
    .map((m) => {
      const extract = m.extract ?? '';
      const start = m.hiliteStart ?? 0;
      return {
        document: nameOf(m.url ?? ''),
        line: m.firstLine ?? m.lastLine ?? 0,
        column: m.firstColumn ?? m.lastColumn ?? 0,
        message: m.message,
        extract,
        markup: extract.slice(start, start + (m.hiliteLength ?? extract.length)),
      };
    })
    .filter((problem) => !accepted(problem));
}

/** One line per error, `document:line:column: message`, with the markup around it on the next line. */
export function formatProblems(problems) {
  return problems
    .map(
      (p) =>
        `${p.document}:${p.line}:${p.column}: ${p.message}` +
        (p.extract ? `\n    ${p.extract.replace(/\s+/g, ' ').trim()}` : ''),
    )
    .join('\n');
}

/** Runs the checker once over `files` (paths), resolving with its JSON report. */
function runChecker(files, java) {
  assertJava(java);
  return new Promise((resolve, reject) => {
    // --exit-zero-always: the report, not the exit status, says what failed (a status 1 means "errors found").
    const args = [...JAVA_OPTIONS, '-jar', vnuJar, '--format', 'json', '--errors-only', '--exit-zero-always', ...files];
    execFile(java, args, { maxBuffer: MAX_OUTPUT_BYTES, encoding: 'utf8' }, (error, stdout, stderr) => {
      // The checker writes its JSON report to standard error.
      const report = stderr.trim() || stdout.trim();
      if (error || !report.startsWith('{')) {
        reject(new Error(`The Nu HTML Checker did not report: ${error?.message ?? ''}\n${stdout}\n${stderr}`));
        return;
      }
      resolve(report);
    });
  });
}

/**
 * Validates documents given as text (`{ name, html }`, each a whole document): written to a temporary folder, checked
 * in one Java start, the folder removed. Resolves with the errors, each named by its document's `name`.
 */
export async function validateDocuments(documents, { java = defaultJava } = {}) {
  if (documents.length === 0) return [];
  const dir = await mkdtemp(path.join(tmpdir(), 'crema-html-'));
  try {
    const names = new Map();
    const files = await Promise.all(
      documents.map(async ({ name, html }, index) => {
        const file = path.join(dir, `${index}.html`);
        names.set(file, name);
        await writeFile(file, html);
        return file;
      }),
    );
    const report = await runChecker(files, java);
    return problemsOf(report, (url) => names.get(fileOfUrl(url)) ?? url);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * Validates .html files, each named by its path as given; a folder stands for the .html files in it, each named by
 * its file name without `.html` (the Storybook gate's files are named by story id).
 */
export async function validateFiles(paths, { java = defaultJava } = {}) {
  const names = new Map();
  for (const given of paths) {
    if ((await stat(given)).isDirectory()) {
      const inside = (await readdir(given)).filter((f) => f.endsWith('.html')).sort();
      for (const f of inside) names.set(path.resolve(given, f), f.slice(0, -'.html'.length));
    } else names.set(path.resolve(given), given);
  }
  const files = [...names.keys()];
  if (files.length === 0) return { files, problems: [] };
  const report = await runChecker(files, java);
  return { files, problems: problemsOf(report, (url) => names.get(fileOfUrl(url)) ?? url) };
}

/** The path of the checker's `file:/…` URL. */
function fileOfUrl(url) {
  try {
    return fileURLToPath(url);
  } catch {
    return url;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const given = process.argv.slice(2);
  if (given.length === 0) {
    console.error('usage: node scripts/html-validity.mjs <folder or .html file>...');
    process.exit(2);
  }
  const started = Date.now();
  const { files, problems } = await validateFiles(given).catch((error) => {
    console.error(`html-validity: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
  const took = `${((Date.now() - started) / 1000).toFixed(1)} s`;
  if (files.length === 0) {
    // Nothing to check is a failure: the gate was given a folder nothing was written to.
    console.error(`html-validity: no .html file in ${given.join(', ')}`);
    process.exitCode = 1;
  } else if (problems.length === 0) {
    console.log(`html-validity: ${files.length} documents valid (Nu HTML Checker, ${took}).`);
  } else {
    const failing = new Set(problems.map((p) => p.document)).size;
    console.error(formatProblems(problems));
    console.error(
      `html-validity: ${problems.length} error(s) in ${failing} of ${files.length} documents (Nu HTML Checker, ${took}).`,
    );
    process.exitCode = 1;
  }
}

// @vitest-environment node
// An app's CommonJS files can require the package's entries (Node ≥ 20.19 loads an ES module without top-level await
// through require). Next compiles next.config.ts to CommonJS, so `import { imageDeliveryRewrite } from 'crema/tokens'`
// there is a require: the exports map's `default` condition lets it resolve, where an `import`-only map refused it
// (ERR_PACKAGE_PATH_NOT_EXPORTED).
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { distRoot } from './distModules';

/** The names a CommonJS `require(specifier)` returns, in a Node process of its own in the package's folder. */
const requiredNames = (specifier: string): string[] =>
  JSON.parse(
    execFileSync(
      process.execPath,
      ['-e', `process.stdout.write(JSON.stringify(Object.keys(require(${JSON.stringify(specifier)}))))`],
      { cwd: join(distRoot, '..'), encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
    ),
  );

describe('CommonJS consumers: require() of the built entries', () => {
  it.each([
    ['crema/tokens', 'imageDeliveryRewrite'],
    ['crema/services', 'createServiceClient'],
    ['crema/mocks', 'createReferenceServices'],
    ['crema', 'formatPrice'],
  ])('%s loads and has %s', (specifier, name) => {
    expect(requiredNames(specifier)).toContain(name);
  });
});

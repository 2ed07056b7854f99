import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import crema from './eslint-rules/index.js';

/** Cookies are parsed and written by the `cookie` library (src/platform/browser/cookies.ts), never by Hono's parser. */
const cookieImportPaths = [
  { name: 'hono/cookie', message: 'Use readCookies/serializeCookie (src/platform/browser/cookies.ts).' },
];

/**
 * The reference app imports the library as any app does, by the package's public entries (`crema`, `crema/server`,
 * `crema/services`, `crema/mocks`, `crema/tokens`), never by a path into src/ or design-tokens/: a relative import with
 * as many `../` as the file is deep in reference-app/ climbs out of it, into the library. Its own folders
 * (reference-app/src among them) stay reachable. One block per depth (the deepest file is 4 folders down).
 */
const libraryPathPatterns = (depth) => [
  {
    regex: `^(\\./)?(\\.\\./){${depth}}(src|design-tokens)(/|$)`,
    message: "Import the package's public entries: crema, crema/server, crema/services, crema/mocks, crema/tokens.",
  },
];
const referenceAppDepths = [1, 2, 3, 4, 5, 6];
const referenceAppFiles = (depth, name) => [`reference-app/${'*/'.repeat(depth - 1)}${name}`];

/**
 * What the production storefront server loads never imports the reference services (`crema/mocks`): only the tools
 * do (dev.ts, services.ts, referenceServices.ts: the reference services the demo runs in process or alone, and the
 * cookie inventory its end-to-end test reads) and the tests. backend.ts loads referenceServices.ts by a dynamic
 * import only when SERVICES_URL is unset (the demo), so a storefront with a real backend never loads them.
 */
const referenceServicesPath = {
  name: 'crema/mocks',
  message: 'The production server takes nothing from the reference services: use crema/server or crema/services.',
};

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'build/',
      '.tmp/',
      'reports/',
      'playwright-report/',
      'test-results/',
      'storybook-static/',
      'design-tokens/dist/',
      'coverage/',
      'node_modules/',
      // The examples' build output, when one is built in place (scripts/test-examples.sh builds a copy elsewhere).
      'examples/*/dist/',
      'examples/*/.next/',
      '**/*.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    settings: { react: { version: '19.3' } },
    plugins: { react, 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y, crema },
    rules: {
      ...react.configs.flat.recommended.rules,
      ...react.configs.flat['jsx-runtime'].rules,
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'react/no-danger': 'error',
      'react/prop-types': 'off',
      'crema/layer-imports': 'error',
      'crema/feature-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: { 'crema/no-design-literals': 'error' },
  },
  {
    // Cookies are parsed and written by the `cookie` library, in one place (src/platform/browser/cookies.ts: readCookies,
    // readCookie, writeCookie, serializeCookie), never by a regular expression or Hono's own parser.
    files: ['src/**/*.{ts,tsx}', 'reference-app/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'src/platform/browser/cookies.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: cookieImportPaths }],
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[property.name='cookie'][object.name=/^(document|doc)$/]",
          message: 'Read and write cookies through src/platform/browser/cookies.ts (the cookie library).',
        },
      ],
    },
  },
  // The reference app reaches the library only through the package's entries. ESLint takes a rule's options from the
  // last block that sets it, so each block repeats the cookie rule above for the files it applies to.
  ...referenceAppDepths.flatMap((depth) => [
    {
      files: referenceAppFiles(depth, '*.{ts,tsx,js,mjs,mts}'),
      rules: {
        'no-restricted-imports': ['error', { paths: cookieImportPaths, patterns: libraryPathPatterns(depth) }],
      },
    },
    {
      files: referenceAppFiles(depth, '*.test.{ts,tsx}'),
      rules: { 'no-restricted-imports': ['error', { patterns: libraryPathPatterns(depth) }] },
    },
  ]),
  {
    files: ['reference-app/server/*.{ts,tsx}'],
    ignores: [
      'reference-app/server/*.test.{ts,tsx}',
      'reference-app/server/{dev,services,referenceServices,cookieInventory}.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [...cookieImportPaths, referenceServicesPath], patterns: libraryPathPatterns(2) },
      ],
    },
  },
  {
    // The one sanitising component (house security rule): CMS markup reaches the DOM only through its sanitiser.
    files: ['src/primitives/SafeHtml/SafeHtml.tsx'],
    rules: { 'react/no-danger': 'off' },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'tests/**', 'stories/**', '.storybook/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    // Playwright fixtures call their continuation `use`, which is not React's hook.
    files: ['tests/e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  ...storybook.configs['flat/recommended'],
);

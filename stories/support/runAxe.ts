import axe, { type AxeResults } from 'axe-core';
import type { Page } from '@playwright/test';
import { axeTags } from './axe';

/** What a run returns: the violations, and the engine that found them (the a11y report records its version). */
export type AxeRun = Pick<AxeResults, 'violations' | 'testEngine'>;

/**
 * The axe gate's one runner, for every tool that drives a browser (the Storybook test-runner, the end-to-end tests,
 * `npm run a11y`, the examples' smoke tests), on the Node side: never imported by a story. axe-core runs in the page
 * over the whole document with the project's tags (`axeTags`), less the rules in `disableRules` (a story's
 * exceptions, each with its reason).
 *
 * Why not `AxeBuilder` from @axe-core/playwright: it injects axe's source (1.4 MB) into the page on every call and
 * opens a new page to put the results together (its frame support; neither the stories nor the storefront have
 * frames). Measured on the stories in Debian Chromium: about 1.8 s a call, against 0.2-0.5 s for the same run in the
 * page. Here the source goes in once per document (`page.evaluate` is not subject to the page's CSP, as with
 * AxeBuilder), and the axe already in a Storybook page (its a11y addon's, the same axe-core) is used as it is, reset
 * first: the addon configures it for its own panel, and a configuration persists in the page.
 */
export async function runAxe(page: Pick<Page, 'evaluate'>, disableRules: readonly string[] = []): Promise<AxeRun> {
  const loaded = await page.evaluate(
    (version) => (window as unknown as { axe?: { version?: string } }).axe?.version === version,
    axe.version,
  );
  if (!loaded) await page.evaluate(axe.source);
  return page.evaluate(
    async ({ tags, disabled }) => {
      const engine = (window as unknown as { axe: typeof axe }).axe;
      engine.reset();
      const results = await engine.run(document, {
        runOnly: { type: 'tag', values: tags },
        rules: Object.fromEntries(disabled.map((id) => [id, { enabled: false }])),
        resultTypes: ['violations'],
      });
      return { violations: results.violations, testEngine: results.testEngine };
    },
    { tags: [...axeTags], disabled: [...disableRules] },
  );
}

/** The violations of a run, one line each: the rule and the elements it found. */
export const summariseViolations = (run: AxeRun): string[] =>
  run.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);

import type { TestRunnerConfig } from '@storybook/test-runner';
import { getStoryContext } from '@storybook/test-runner';
import type { AxeException } from '../stories/support/axe.ts';
import { runAxe } from '../stories/support/runAxe.ts';
import { collectStoryHtml } from '../stories/support/storyHtml.ts';
import { defaultTestViewport, storyViewports, type StoryViewport } from '../stories/support/viewports.ts';

/**
 * The axe gate: after every story (and its play function) axe runs over the whole story page, portals
 * included, with the WCAG 2.0-2.2 A/AA and best-practice rules. Any violation fails the run. A story may
 * switch off one rule with `parameters.axeExceptions`, and must give the reason.
 *
 * The HTML validity gate: the story's rendered HTML (root and portals) is written to the folder in STORY_HTML_DIR,
 * which scripts/test-stories.sh checks with the Nu HTML Checker in one batch after the run.
 */
const config: TestRunnerConfig = {
  // The preview as the runner's default prepare loads it, with the a11y addon's own axe run after each story off
  // (globals a11y.manual, as a person can set it in the toolbar): the gate below runs axe once per story, not twice.
  async prepare({ page }) {
    await page.goto(new URL('iframe.html?globals=a11y.manual:!true', process.env.TARGET_URL).toString(), {
      waitUntil: 'load',
    });
  },
  // A story that names a viewport (`parameters.storyViewport`, stories/support/viewports.ts) runs at that size, so
  // media queries see a phone; every other story at the default, since the runner reuses its page.
  async preVisit(page, context) {
    const story = await getStoryContext(page, context);
    const viewport = story.parameters?.storyViewport as StoryViewport | undefined;
    const size = viewport ? storyViewports[viewport] : defaultTestViewport;
    await page.setViewportSize({ width: size.width, height: size.height });
  },
  async postVisit(page, context) {
    await collectStoryHtml(page, context.id);
    const story = await getStoryContext(page, context);
    const exceptions = (story.parameters?.axeExceptions ?? []) as AxeException[];
    for (const e of exceptions) {
      if (!e.reason?.trim()) throw new Error(`${context.id}: axe exception for "${e.rule}" has no reason`);
    }
    const results = await runAxe(
      page,
      exceptions.map((e) => e.rule),
    );
    if (results.violations.length > 0) {
      const report = results.violations
        .map(
          (v) =>
            `  [${v.impact}] ${v.id}: ${v.help}\n` +
            v.nodes.map((n) => `      ${n.target.join(' ')}: ${n.failureSummary?.split('\n').join(' ')}`).join('\n'),
        )
        .join('\n');
      throw new Error(`axe: ${results.violations.length} violation(s) in ${context.id}\n${report}`);
    }
  },
};
export default config;

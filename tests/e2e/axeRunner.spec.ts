// The axe gate's runner (stories/support/runAxe.ts), which every story, page and example is checked with: it must find
// what axe finds, switch off only a story's excepted rules, and not inherit a configuration another script left in
// the page (Storybook's a11y addon switches the `region` rule off for its panel).
import { expect, test } from '@playwright/test';
import { runAxe, summariseViolations } from '../../stories/support/runAxe';

const page_ = `<!doctype html><html lang="de"><head><title>Gate</title></head><body>
  <main><h1>Gate</h1><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw="></main>
  <p>Outside every landmark.</p></body></html>`;

test('finds a violation of each kind the tags name, and reports it once per rule', async ({ page }) => {
  await page.setContent(page_);
  const run = await runAxe(page);
  expect(summariseViolations(run)).toEqual(['image-alt: img', 'region: p']);
  expect(run.testEngine.name).toBe('axe-core');
});

test("a story's exception switches off that rule only", async ({ page }) => {
  await page.setContent(page_);
  expect(summariseViolations(await runAxe(page, ['image-alt']))).toEqual(['region: p']);
});

test('the axe already in the page is reset first: a rule another script narrowed down checks the whole page again', async ({
  page,
}) => {
  await page.setContent(page_);
  await runAxe(page);
  await page.evaluate(() =>
    (window as unknown as { axe: { configure(c: object): void } }).axe.configure({
      rules: [{ id: 'image-alt', selector: '.nothing-matches' }],
    }),
  );
  expect(summariseViolations(await runAxe(page))).toEqual(['image-alt: img', 'region: p']);
});

test('runs again on the same document without putting axe in twice', async ({ page }) => {
  await page.setContent(page_);
  await runAxe(page);
  await page.evaluate(() => ((window as unknown as { axe: { marker?: boolean } }).axe.marker = true));
  await runAxe(page);
  expect(await page.evaluate(() => (window as unknown as { axe: { marker?: boolean } }).axe.marker)).toBe(true);
});

import type { Locator, Page } from '@playwright/test';
import { en as texts } from '../../src/features/preview/messages/en';
import { abTestSeeds } from '../../src/mocks/routes/abTests';
import { TESTS_AT_PATH } from '../../src/services/abTests/constants';
import {
  CHECK_AUTH_PATH,
  PREVIEW_TOKEN_COOKIE,
  PREVIEW_TOKEN_PATH,
  checkAuthStatus,
} from '../../src/services/preview/constants';
import { STAFF_LOGIN_PAGE_PATH } from '../../reference-app/src/pages/staffLogin';
import { deDE as app } from '../../reference-app/src/messages/de-DE';
import { axeViolations, expect, hydrated, test } from './fixtures';

/** The date picked in the panel: some days ahead, where a test that has not started today is running. */
const DAYS_AHEAD = 20;
/** That future test (seeded around the services' clock), and one of its groups. */
const running = abTestSeeds.find(
  (seed) => seed.fromDay > 0 && seed.fromDay <= DAYS_AHEAD && (seed.untilDay === null || seed.untilDay > DAYS_AHEAD),
)!;
const group = running.groups[1]!;

const footer = (page: Page) => page.getByRole('contentinfo');
const trigger = (page: Page) => footer(page).getByRole('button', { name: texts['preview.open'] });
const dialog = (page: Page) => page.getByRole('dialog', { name: texts['preview.title'] });

/** A date in the local time zone as the date field writes it (YYYY-MM-DD). */
const localDateOf = (date: Date) => {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
};
/** `days` from today, as the date field writes it. */
const dayFromToday = (days: number) => {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return localDateOf(date);
};

/**
 * Types a date into a date field by keyboard. The field's segments come in the order of the browser's own language
 * (month/day/year here, day.month.year in a German browser), so the order is found first: ArrowUp in each segment
 * shows which part it is (ArrowDown puts it back), ArrowLeft and ArrowRight move between them.
 */
async function typeDate(page: Page, field: Locator, iso: string) {
  await field.focus();
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowLeft');
  const order: number[] = [];
  for (let segment = 0; segment < 3; segment++) {
    const before = (await field.inputValue()).split('-');
    await page.keyboard.press('ArrowUp');
    const after = (await field.inputValue()).split('-');
    await page.keyboard.press('ArrowDown');
    order.push(before.findIndex((part, i) => part !== after[i]));
    await page.keyboard.press('ArrowRight');
  }
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowLeft');
  const parts = iso.split('-');
  for (const part of order) await page.keyboard.type(parts[part]!);
}

/** A Radix select by keyboard: focus, Enter opens the listbox, the arrows reach the option, Enter takes it. */
async function choose(page: Page, select: Locator, option: string) {
  await select.focus();
  await page.keyboard.press('Enter');
  const wanted = page.getByRole('option', { name: option, exact: true });
  await expect(wanted).toBeVisible();
  for (let i = 0; i < 12; i++) {
    if (await wanted.evaluate((el) => el === document.activeElement || el.hasAttribute('data-highlighted'))) break;
    await page.keyboard.press('ArrowDown');
  }
  await page.keyboard.press('Enter');
  await expect(select).toContainText(option);
}

/** Signs in as staff on the demo's page, by keyboard. */
async function signInAsStaff(page: Page) {
  await page.goto(`${STAFF_LOGIN_PAGE_PATH}?site=de`);
  await hydrated(page);
  await page.getByRole('button', { name: app['staffLogin.submit'] }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: app['staffLogin.signedIn'] })).toBeVisible();
}

test('without the staff cookie the panel is absent; the check says no staff and the console stays clean', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const check = page.waitForResponse((response) => response.url().includes(CHECK_AUTH_PATH));
  await page.goto('/?site=de');
  await hydrated(page);
  const answer = await check;
  expect(answer.status()).toBe(200);
  expect(await answer.json()).toMatchObject({ status: checkAuthStatus.none });
  await expect(footer(page)).toBeVisible();
  await expect(trigger(page)).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('staff: a date, a test and a group by keyboard, applied; a failing token call; logout; axe with the modal open', async ({
  page,
  context,
  cspViolations,
}) => {
  await signInAsStaff(page);
  await page.goto('/?site=de');
  await hydrated(page);
  await expect(trigger(page)).toBeVisible();
  await trigger(page).focus();
  await page.keyboard.press('Enter');
  await expect(dialog(page)).toBeVisible();

  // The date by keyboard: the tests active then load, among them one that has not started today.
  const date = dialog(page).getByLabel(texts['preview.date']);
  const picked = dayFromToday(DAYS_AHEAD);
  // The call carries the picked date (with the time, as an ISO timestamp: its local date is the picked one).
  const testsAt = page.waitForRequest((request) => {
    const url = new URL(request.url());
    const time = url.searchParams.get('time');
    return url.pathname === TESTS_AT_PATH && time !== null && localDateOf(new Date(time)) === picked;
  });
  await typeDate(page, date, picked);
  await expect(date).toHaveValue(picked);
  await testsAt;
  await expect(dialog(page).getByText(texts['preview.testsFound'])).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  const testSelect = dialog(page).getByRole('combobox', { name: texts['preview.abTest'] });
  const groupSelect = dialog(page).getByRole('combobox', { name: texts['preview.group'] });
  await choose(page, testSelect, running.name);
  // Choosing a test asks for a group: 'Required' under it, and setting is refused until one is chosen.
  await expect(dialog(page).getByText(texts['preview.required'])).toBeVisible();
  await dialog(page).getByRole('button', { name: texts['preview.submit'] }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog(page).getByText(texts['preview.groupMissing'])).toBeVisible();
  await choose(page, groupSelect, group);
  await expect(dialog(page).getByText(texts['preview.required'])).toHaveCount(0);

  const tokenCall = page.waitForRequest((request) => request.url().includes(PREVIEW_TOKEN_PATH));
  await dialog(page).getByRole('button', { name: texts['preview.submit'] }).focus();
  await page.keyboard.press('Enter');
  const sent = await tokenCall;
  const url = new URL(sent.url());
  expect(url.searchParams.get('test')).toBe(running.name);
  expect(url.searchParams.get('group')).toBe(group);
  expect(JSON.parse(sent.postData() ?? '{}').previewDateTime).toMatch(new RegExp(`^\\d{4}-\\d{2}-\\d{2}T`));
  await expect(dialog(page).getByText(texts['preview.applied'])).toBeVisible();
  expect((await context.cookies()).some((cookie) => cookie.name === PREVIEW_TOKEN_COOKIE)).toBe(true);
  expect(await axeViolations(page)).toEqual([]);

  // The token call fails: the error message.
  await page.route(`**${PREVIEW_TOKEN_PATH}**`, (route) => route.fulfill({ status: 500, body: '' }));
  await dialog(page).getByRole('button', { name: texts['preview.submit'] }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog(page).getByText(texts['preview.failed'])).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // Escape closes the modal and focus returns to the trigger.
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toHaveCount(0);
  await expect(trigger(page)).toBeFocused();

  // Logout: the panel is gone, and stays gone on the next page.
  await trigger(page).focus();
  await page.keyboard.press('Enter');
  await dialog(page).getByRole('button', { name: texts['preview.logout'] }).focus();
  await page.keyboard.press('Enter');
  await expect(trigger(page)).toHaveCount(0);
  await page.goto('/?site=de');
  await hydrated(page);
  await expect(footer(page)).toBeVisible();
  await expect(trigger(page)).toHaveCount(0);
  expect(await cspViolations()).toEqual([]);
});

import { axeViolations, expect, hydrated, test } from './fixtures';

// The reference page with every form control: rendered on the server under the strict CSP, no
// control needs a style attribute, hidden helper controls stay hidden, and the form works by keyboard.

const formsPath = '/reference/forms';

test('every form control renders on the server with zero CSP violations and passes axe', async ({
  page,
  cspViolations,
}) => {
  const response = await page.goto(`${formsPath}?site=de`);
  expect(response?.status()).toBe(200);
  await hydrated(page);
  const form = page.locator('main form');
  await expect(form.getByRole('textbox', { name: /E-Mail-Adresse/ })).toBeVisible();
  await expect(form.getByRole('combobox', { name: /Anrede/ })).toBeVisible();
  await expect(form.getByLabel('Passwort', { exact: true })).toBeVisible();
  await expect(form.getByRole('textbox', { name: /IBAN/ })).toBeVisible();
  await expect(form.getByRole('spinbutton', { name: /Menge/ })).toBeVisible();
  await expect(form.getByRole('checkbox', { name: /AGB/ })).toBeVisible();
  await expect(form.locator('[style]')).toHaveCount(0);
  expect(await cspViolations()).toEqual([]);
  expect(await axeViolations(page)).toEqual([]);
});

test.describe('before any script runs', () => {
  test.use({ javaScriptEnabled: false });

  test('hidden helper controls are hidden, the native checkbox is the control', async ({ page }) => {
    await page.goto(formsPath);
    // The Select's native select (it submits the value) is out of sight: at most a 1 px clipped box.
    const native = page.locator('main form select[aria-hidden="true"]');
    await expect(native).toHaveCount(1);
    const box = await native.boundingBox();
    expect((box?.width ?? 0) * (box?.height ?? 0)).toBeLessThanOrEqual(1);
    expect(await native.evaluate((el) => getComputedStyle(el).opacity === '0' || el.getClientRects().length <= 1)).toBe(
      true,
    );
    await expect(native.locator('option')).toHaveCount(5);
    // The checkbox is a real input, visible and large enough to tap.
    const terms = page.getByRole('checkbox', { name: /AGB/ });
    await expect(terms).toBeVisible();
    const termsBox = await terms.boundingBox();
    expect(termsBox?.height ?? 0).toBeGreaterThanOrEqual(24);
    await expect(page.locator('main form [style]')).toHaveCount(0);
  });

  test("the CZ page's password field speaks Czech", async ({ page }) => {
    await page.goto(`${formsPath}?site=cz`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'cs-CZ');
    await expect(page.getByLabel('Heslo', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Zobrazit: Heslo' })).toBeVisible();
  });
});

test('the form works by keyboard: Tab reaches every control in order, Space ticks a checkbox', async ({ page }) => {
  await page.goto(formsPath);
  await hydrated(page);
  // The page's own form: the footer's newsletter block has an email field too.
  const email = page.getByRole('main').getByRole('textbox', { name: /E-Mail-Adresse/ });
  await email.focus();
  await page.keyboard.type('kaffee@example.org');
  await page.keyboard.press('Tab');
  const salutation = page.getByRole('main').getByRole('combobox', { name: /Anrede/ });
  await expect(salutation).toBeFocused();
  await page.keyboard.press('Enter');
  await page.getByRole('option', { name: 'Frau' }).press('Enter');
  await expect(salutation).toHaveText(/Frau/);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Passwort', { exact: true })).toBeFocused();
  await page.keyboard.type('Bohne-2024!');
  const terms = page.getByRole('checkbox', { name: /AGB/ });
  await terms.focus();
  await page.keyboard.press('Space');
  await expect(terms).toBeChecked();
  await page.getByRole('button', { name: 'Absenden' }).press('Enter');
  await expect(page.getByText('Vielen Dank, alle Angaben sind vollständig.')).toBeVisible();
});

test('a native post of the form (no script) answers the page with the success message', async ({ request }) => {
  const response = await request.post(formsPath, { form: { email: 'kaffee@example.org', terms: 'accepted' } });
  expect(response.status()).toBe(200);
  expect(await response.text()).toContain('Vielen Dank, alle Angaben sind vollständig.');
});

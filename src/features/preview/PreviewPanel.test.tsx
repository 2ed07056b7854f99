import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { createReferenceServices, type Fault, type RouteKey } from '../../mocks';
import { staffCookies } from '../../mocks/routes/preview';
import { REQUEST_TIMEOUT_MS, createServiceClient, type FetchLike } from '../../services/http';
import { TESTS_AT_PATH } from '../../services/abTests';
import {
  CHECK_AUTH_PATH,
  PREVIEW_LOGOUT_PATH,
  PREVIEW_RENEW_PATH,
  PREVIEW_TOKEN_COOKIE,
  PREVIEW_TOKEN_PATH,
} from '../../services/preview';
import { PageLayout, StorefrontProvider } from '../../kernel';
import { storefrontMessagesFor } from '../../compositions/messages/testing';
import { PREVIEW_DATE_INVALID_LOG, PREVIEW_RENEW_INTERVAL_MS } from './constants';
import { en } from './messages/en';
import { PreviewPanel, type PreviewPanelProps } from './PreviewPanel';
import { previewFieldsOf } from './timestamp';

/** The services' clock and the page's: the seeded A/B tests are dated around it. */
const NOW = new Date('2025-06-15T10:00:00.000Z');
/** Active at NOW (src/mocks/routes/abTests.ts seeds): running, open-ended; a year and a half earlier: none. */
const ACTIVE_AT_NOW = ['checkout-express-button', 'pdp-image-gallery', 'homepage-hero-teaser'];
const LONG_AGO = '2024-01-01';

const TOKEN_ROUTE: RouteKey = `POST ${PREVIEW_TOKEN_PATH}`;
const TESTS_ROUTE: RouteKey = `GET ${TESTS_AT_PATH}`;
const CHECK_ROUTE: RouteKey = `GET ${CHECK_AUTH_PATH}`;

interface Call {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
}

interface Setup extends PreviewPanelProps {
  /** The staff cookie in the browser's jar; null: none. */
  staffCookie?: (typeof staffCookies)[number] | null;
  faults?: [RouteKey, Fault][];
  /** A PreviewToken cookie the browser already has (a selection applied earlier). */
  previewToken?: object;
  /** Calls to these paths wait for `release()` before they go out (to see the page while they are out). */
  hold?: string[];
}

async function bodyOf(input: RequestInfo | URL, init?: RequestInit): Promise<unknown> {
  const text = input instanceof Request ? await input.clone().text() : typeof init?.body === 'string' ? init.body : '';
  return text ? JSON.parse(text) : undefined;
}

function setup({ staffCookie = 'StaffAuthToken', faults = [], previewToken, hold = [], ...props }: Setup = {}) {
  const reference = createReferenceServices({ now: () => NOW });
  for (const [route, fault] of faults) reference.faults.set(route, fault);
  const browser = reference.browser();
  if (staffCookie) browser.jar.set(staffCookie, 'staff-session-1');
  if (previewToken) browser.jar.set(PREVIEW_TOKEN_COOKIE, JSON.stringify(previewToken));
  const calls: Call[] = [];
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const fetch: FetchLike = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://shop.test');
    const method = (input instanceof Request ? input.method : init?.method) ?? 'GET';
    calls.push({
      method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      body: await bodyOf(input, init),
    });
    if (hold.includes(url.pathname)) await held;
    return browser.fetch(input, init);
  };
  const services = createServiceClient({ fetch });
  const onStaffCheck = vi.fn();
  const view = render(
    <StorefrontProvider site="DE" messages={storefrontMessagesFor('DE')} services={services}>
      <PageLayout pageType="content" footer={<PreviewPanel onStaffCheck={onStaffCheck} {...props} />}>
        <h1>Seite</h1>
      </PageLayout>
    </StorefrontProvider>,
  );
  const callsTo = (path: string) => calls.filter((call) => call.path === path);
  return { reference, browser, calls, callsTo, onStaffCheck, view, release };
}

const trigger = () => screen.queryByRole('button', { name: en['preview.open'] });
const dialog = () => screen.getByRole('dialog', { name: en['preview.title'] });
const dateField = () => within(dialog()).getByLabelText(en['preview.date']);
const timeField = () => within(dialog()).getByLabelText(en['preview.time']);
const testSelect = () => within(dialog()).getByRole('combobox', { name: en['preview.abTest'] });
const groupSelect = () => within(dialog()).getByRole('combobox', { name: en['preview.group'] });
const submitButton = () => within(dialog()).getByRole('button', { name: en['preview.submit'] });
/** The tests' status line under the test select. */
const testsStatus = () => within(dialog()).getAllByRole('status')[0]!;
/** The texts a control's aria-describedby points at. */
const descriptionOf = (control: HTMLElement) =>
  (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

/** Waits for the staff check, then for the panel (its lazy chunk). */
async function shown(setupResult: ReturnType<typeof setup>) {
  await waitFor(() => expect(setupResult.onStaffCheck).toHaveBeenCalledWith(true));
  return screen.findByRole('button', { name: en['preview.open'] });
}

/** Opens the modal by keyboard and waits for the first tests load. */
async function openModal(user: UserEvent, setupResult: ReturnType<typeof setup>, { settled = true } = {}) {
  const button = await shown(setupResult);
  button.focus();
  await user.keyboard('{Enter}');
  expect(dialog()).toBeInTheDocument();
  if (settled) await waitFor(() => expect(testsStatus()).not.toHaveTextContent(en['preview.loadingTests']));
  return button;
}

/** Chooses an option of a select by keyboard: open with Enter, arrows to it, Enter. */
async function choose(user: UserEvent, combobox: HTMLElement, name: string) {
  combobox.focus();
  await user.keyboard('{Enter}');
  const options = await screen.findAllByRole('option');
  await waitFor(() => expect(options).toContain(document.activeElement));
  const target = options.findIndex((option) => option.textContent === name);
  expect(target, `option ${name}`).toBeGreaterThanOrEqual(0);
  while (document.activeElement !== options[target]) {
    const at = options.indexOf(document.activeElement as HTMLElement);
    await user.keyboard(at < target ? '{ArrowDown}' : '{ArrowUp}');
  }
  await user.keyboard('{Enter}');
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
}

const optionsOf = async (user: UserEvent, combobox: HTMLElement) => {
  combobox.focus();
  await user.keyboard('{Enter}');
  const names = (await screen.findAllByRole('option')).map((option) => option.textContent);
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
  return names;
};

/** Presses 'Set preview settings' by keyboard. */
async function set(user: UserEvent) {
  submitButton().focus();
  await user.keyboard('{Enter}');
}

/** With fake timers: lets the in-process services answer and the lazy chunk arrive, without moving the clock. */
async function settle(check: () => void) {
  for (let i = 0; i < 100; i += 1) {
    try {
      check();
      return;
    } catch {
      await act(() => vi.advanceTimersByTimeAsync(0));
    }
  }
  check();
}
/** Every timer the panel and the service client use, and the clock. */
const fakeAll = () =>
  vi.useFakeTimers({ now: NOW, toFake: ['Date', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });

beforeAll(async () => {
  // The panel's lazy chunk, loaded once before the tests: with fake timers, waiting for its first import would be
  // waiting on the module loader, not on the panel.
  await import('./PreviewSettings');
});

beforeEach(() => {
  // Only the clock is fake here: the page's "now" is the services' (timers stay real unless a test fakes them).
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('hidden unless the staff-session check succeeds', () => {
  it('without a staff cookie: checkauth answers 401 and the panel stays hidden, quietly', async () => {
    const error = vi.spyOn(console, 'error');
    const result = setup({ staffCookie: null });
    await waitFor(() => expect(result.onStaffCheck).toHaveBeenCalledWith(false));
    expect(trigger()).toBeNull();
    expect(result.view.container.querySelector('footer')).toBeEmptyDOMElement();
    expect(result.callsTo(CHECK_AUTH_PATH)).toHaveLength(1);
    // Nothing else is called for a shopper: no renewal, no tests.
    expect(result.calls.map((call) => call.path)).toEqual([CHECK_AUTH_PATH]);
    expect(error).not.toHaveBeenCalled();
  });

  it.each([
    ['500', { status: 500 }],
    ['503', { status: 503 }],
    ['a network failure', { drop: true }],
    ['a malformed answer', { malformed: true }],
    ['an answer of the wrong shape', { wrongShape: true }],
  ] as [string, Fault][])('a staff cookie but %s: hidden', async (_, fault) => {
    const result = setup({ faults: [[CHECK_ROUTE, fault]] });
    await waitFor(() => expect(result.onStaffCheck).toHaveBeenCalledWith(false));
    expect(trigger()).toBeNull();
    expect(result.callsTo(PREVIEW_RENEW_PATH)).toHaveLength(0);
  });

  it('a check that hangs: hidden while it is out, and still hidden after the 15000 ms timeout', async () => {
    fakeAll();
    const result = setup({ faults: [[CHECK_ROUTE, { hang: true }]] });
    await act(() => vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1));
    expect(result.onStaffCheck).not.toHaveBeenCalled();
    expect(trigger()).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(result.onStaffCheck).toHaveBeenCalledWith(false);
    expect(trigger()).toBeNull();
  });

  it.each(staffCookies)('with %s: the trigger button in the footer, checkauth called once', async (cookie) => {
    const result = setup({ staffCookie: cookie });
    const button = await shown(result);
    expect(result.view.container.querySelector('footer')).toContainElement(button);
    expect(result.callsTo(CHECK_AUTH_PATH)).toHaveLength(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('the settings modal', () => {
  it('opens by keyboard with the fields at now, loads the tests active at that time; Escape closes it back to the trigger', async () => {
    const user = userEvent.setup();
    const result = setup({ hold: [TESTS_AT_PATH] });
    const button = await openModal(user, result, { settled: false });
    expect(dialog().className).toMatch(/size_M/);
    expect(dateField()).toHaveAttribute('type', 'date');
    expect(dateField()).toHaveValue(previewFieldsOf(NOW).date);
    expect(timeField()).toHaveAttribute('type', 'time');
    expect(timeField()).toHaveValue(previewFieldsOf(NOW).time);
    expect(testsStatus()).toHaveTextContent(en['preview.loadingTests']);
    result.release();
    await waitFor(() => expect(testsStatus()).toHaveTextContent(en['preview.testsFound']));
    const [load] = result.callsTo(TESTS_AT_PATH);
    expect(load!.query).toEqual({
      time: new Date(`${previewFieldsOf(NOW).date}T${previewFieldsOf(NOW).time}`).toISOString(),
    });

    expect(testSelect()).toHaveTextContent(en['preview.selectTest']);
    expect(await optionsOf(user, testSelect())).toEqual([
      en['preview.selectTest'],
      en['preview.none'],
      ...ACTIVE_AT_NOW,
    ]);
    expect(groupSelect()).toBeDisabled();
    expect(groupSelect()).toHaveTextContent(en['preview.selectGroup']);
    expect(within(dialog()).getByRole('button', { name: en['preview.logout'] })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(button).toHaveFocus();
  });

  it.each(['S', 'M', 'L'] as const)('size %s', async (size) => {
    const result = setup({ size });
    await openModal(userEvent.setup(), result);
    expect(dialog().className).toMatch(new RegExp(`size_${size}`));
  });

  it('starts at the preview date, test and group the staff check reports (a selection applied earlier)', async () => {
    const previewDateTime = '2025-06-20T14:30:00.000Z';
    const result = setup({ previewToken: { previewDateTime, test: 'pdp-image-gallery', group: 'video-first' } });
    await openModal(userEvent.setup(), result);
    expect(dateField()).toHaveValue(previewFieldsOf(new Date(previewDateTime)).date);
    expect(timeField()).toHaveValue(previewFieldsOf(new Date(previewDateTime)).time);
    expect(result.callsTo(TESTS_AT_PATH)[0]!.query).toEqual({ time: previewDateTime });
    expect(testSelect()).toHaveTextContent('pdp-image-gallery');
    expect(groupSelect()).toHaveTextContent('video-first');
    expect(groupSelect()).toBeEnabled();
  });
});

describe('the rules', () => {
  it('a test enables the group select on its placeholder with Required; a group clears it; None resets and disables it', async () => {
    const user = userEvent.setup();
    await openModal(user, setup());

    await choose(user, testSelect(), 'pdp-image-gallery');
    expect(testSelect()).toHaveTextContent('pdp-image-gallery');
    expect(groupSelect()).toBeEnabled();
    expect(groupSelect()).toHaveTextContent(en['preview.selectGroup']);
    expect(groupSelect()).toHaveAttribute('aria-invalid', 'true');
    expect(descriptionOf(groupSelect())).toBe(en['preview.required']);
    expect(await optionsOf(user, groupSelect())).toEqual([
      en['preview.selectGroup'],
      'control',
      'large-gallery',
      'video-first',
    ]);

    await choose(user, groupSelect(), 'large-gallery');
    expect(groupSelect()).toHaveTextContent('large-gallery');
    expect(groupSelect()).not.toHaveAttribute('aria-invalid');
    expect(within(dialog()).queryByText(en['preview.required'])).toBeNull();

    // The group's placeholder is a choice too: Required again.
    await choose(user, groupSelect(), en['preview.selectGroup']);
    expect(descriptionOf(groupSelect())).toBe(en['preview.required']);

    await choose(user, testSelect(), en['preview.none']);
    expect(testSelect()).toHaveTextContent(en['preview.none']);
    expect(groupSelect()).toBeDisabled();
    expect(groupSelect()).toHaveTextContent(en['preview.selectGroup']);
    expect(within(dialog()).queryByText(en['preview.required'])).toBeNull();
  });

  it('choosing the test’s placeholder resets and disables the group select', async () => {
    const user = userEvent.setup();
    await openModal(user, setup());
    await choose(user, testSelect(), 'checkout-express-button');
    await choose(user, groupSelect(), 'B');
    await choose(user, testSelect(), en['preview.selectTest']);
    expect(testSelect()).toHaveTextContent(en['preview.selectTest']);
    expect(groupSelect()).toBeDisabled();
    expect(groupSelect()).toHaveTextContent(en['preview.selectGroup']);
  });

  it('changing the date reloads the tests active then (gettestsat?time=) and resets the group', async () => {
    const user = userEvent.setup();
    const result = setup();
    await openModal(user, result);
    await choose(user, testSelect(), 'homepage-hero-teaser');
    await choose(user, groupSelect(), 'variant');

    fireEvent.change(dateField(), { target: { value: '2025-07-10' } });
    expect(testsStatus()).toHaveTextContent(en['preview.loadingTests']);
    await waitFor(() => expect(testsStatus()).toHaveTextContent(en['preview.testsFound']));
    expect(result.callsTo(TESTS_AT_PATH).at(-1)!.query).toEqual({
      time: new Date(`2025-07-10T${previewFieldsOf(NOW).time}`).toISOString(),
    });
    // 2025-07-10 is 25 days on: header-search-products has started (from day 14).
    expect(await optionsOf(user, testSelect())).toEqual([
      en['preview.selectTest'],
      en['preview.none'],
      ...ACTIVE_AT_NOW,
      'header-search-products',
    ]);
    // The test is still active: it stays; the group is back on its placeholder, Required.
    expect(testSelect()).toHaveTextContent('homepage-hero-teaser');
    expect(groupSelect()).toHaveTextContent(en['preview.selectGroup']);
    expect(descriptionOf(groupSelect())).toBe(en['preview.required']);

    fireEvent.change(dateField(), { target: { value: LONG_AGO } });
    await waitFor(() => expect(testsStatus()).toHaveTextContent(en['preview.noTests']));
    expect(await optionsOf(user, testSelect())).toEqual([en['preview.selectTest'], en['preview.none']]);
    expect(testSelect()).toHaveTextContent(en['preview.selectTest']);
    expect(groupSelect()).toBeDisabled();
  });

  it('a failed tests load: "Failed to fetch AB tests." in the error state, only None offered', async () => {
    const user = userEvent.setup();
    await openModal(user, setup({ faults: [[TESTS_ROUTE, { status: 500 }]] }));
    expect(testsStatus()).toHaveTextContent(en['preview.testsFailed']);
    expect(testsStatus().querySelector('[data-icon="error"]')).not.toBeNull();
    expect(await optionsOf(user, testSelect())).toEqual([en['preview.selectTest'], en['preview.none']]);
  });

  it('a test without a group is refused with the group message (error); nothing is sent; focus on the group', async () => {
    const user = userEvent.setup();
    const result = setup();
    await openModal(user, result);
    await choose(user, testSelect(), 'checkout-express-button');
    await set(user);
    expect(within(dialog()).getByRole('alert')).toHaveTextContent(en['preview.groupMissing']);
    expect(result.callsTo(PREVIEW_TOKEN_PATH)).toHaveLength(0);
    expect(groupSelect()).toHaveFocus();
  });
});

describe('setting the preview', () => {
  it('a test and a group: POST token?test=&group= with the ISO timestamp of date and time; SUCCESS → info', async () => {
    const user = userEvent.setup();
    const result = setup();
    await openModal(user, result);
    fireEvent.change(dateField(), { target: { value: '2025-07-10' } });
    fireEvent.change(timeField(), { target: { value: '18:45' } });
    await waitFor(() => expect(testsStatus()).toHaveTextContent(en['preview.testsFound']));
    await choose(user, testSelect(), 'header-search-products');
    await choose(user, groupSelect(), 'with-products');
    await set(user);

    const applied = await within(dialog()).findByText(en['preview.applied']);
    expect(applied.closest('[data-tone]')).toHaveAttribute('data-tone', 'info');
    expect(applied.closest('[role]')).toHaveAttribute('role', 'status');
    const previewDateTime = new Date('2025-07-10T18:45').toISOString();
    expect(result.callsTo(PREVIEW_TOKEN_PATH)).toEqual([
      {
        method: 'POST',
        path: PREVIEW_TOKEN_PATH,
        query: { test: 'header-search-products', group: 'with-products' },
        body: { previewDateTime },
      },
    ]);
    // The service keeps the selection as a small JSON text in the PreviewToken cookie.
    expect(JSON.parse(decodeURIComponent(result.browser.jar.get(PREVIEW_TOKEN_COOKIE)!))).toEqual({
      previewDateTime,
      test: 'header-search-products',
      group: 'with-products',
    });
  });

  it.each([
    ['the placeholder', null],
    ['None', en['preview.none']],
  ])('an empty selection (%s) is valid: no test or group in the query', async (_, choice) => {
    const user = userEvent.setup();
    const result = setup();
    await openModal(user, result);
    if (choice) await choose(user, testSelect(), choice);
    await set(user);
    await within(dialog()).findByText(en['preview.applied']);
    const [call] = result.callsTo(PREVIEW_TOKEN_PATH);
    expect(call!.query).toEqual({});
    expect(call!.body).toEqual({
      previewDateTime: new Date(`${previewFieldsOf(NOW).date}T${previewFieldsOf(NOW).time}`).toISOString(),
    });
  });

  it('while the token call is out: "Loading..." in the result’s place, the button busy', async () => {
    const user = userEvent.setup();
    const result = setup({ faults: [[TOKEN_ROUTE, { hang: true }]] });
    await openModal(user, result);
    await set(user);
    await waitFor(() => expect(within(dialog()).getByText(en['preview.loading'])).toBeInTheDocument());
    expect(within(dialog()).getByText(en['preview.loading']).closest('[role]')).toHaveAttribute('role', 'status');
    expect(submitButton()).toHaveAttribute('aria-busy', 'true');
    // A second press sends nothing more.
    await user.keyboard('{Enter}');
    expect(result.callsTo(PREVIEW_TOKEN_PATH)).toHaveLength(1);
  });

  it.each([
    ['500', { status: 500 }],
    ['a network failure', { drop: true }],
    ['a malformed answer', { malformed: true }],
    ['an answer of the wrong shape', { wrongShape: true }],
  ] as [string, Fault][])('%s → "Applying settings failed." (error)', async (_, fault) => {
    const user = userEvent.setup();
    await openModal(user, setup({ faults: [[TOKEN_ROUTE, fault]] }));
    await set(user);
    const alert = await within(dialog()).findByRole('alert');
    expect(alert).toHaveTextContent(en['preview.failed']);
    expect(alert.closest('[data-tone]')).toHaveAttribute('data-tone', 'error');
  });

  it('a status other than SUCCESS (UNAUTHORIZED: the staff session ended meanwhile) → failed', async () => {
    const user = userEvent.setup();
    const result = setup();
    await openModal(user, result);
    result.browser.jar.delete('StaffAuthToken');
    await set(user);
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(en['preview.failed']);
  });

  it('a date that is not YYYY-MM-DD: logged once per attempt, and now is used', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    const result = setup();
    await openModal(user, result);
    fireEvent.change(dateField(), { target: { value: '' } });
    // The tests load with the date (once: logged, now).
    await waitFor(() => expect(testsStatus()).toHaveTextContent(en['preview.testsFound']));
    expect(error.mock.calls).toEqual([[PREVIEW_DATE_INVALID_LOG, '']]);
    expect(result.callsTo(TESTS_AT_PATH).at(-1)!.query).toEqual({ time: NOW.toISOString() });
    // The set attempt (once more: logged, now).
    await set(user);
    await within(dialog()).findByText(en['preview.applied']);
    expect(error.mock.calls).toEqual([
      [PREVIEW_DATE_INVALID_LOG, ''],
      [PREVIEW_DATE_INVALID_LOG, ''],
    ]);
    expect(result.callsTo(PREVIEW_TOKEN_PATH)[0]!.body).toEqual({ previewDateTime: NOW.toISOString() });
  });
});

describe('the result message ("appears after a set attempt and is cleared when clicked")', () => {
  it('none before an attempt; cleared by a click on it', async () => {
    const user = userEvent.setup();
    await openModal(user, setup());
    expect(within(dialog()).queryByText(en['preview.applied'])).toBeNull();
    await set(user);
    const message = await within(dialog()).findByText(en['preview.applied']);
    await user.click(message);
    expect(within(dialog()).queryByText(en['preview.applied'])).toBeNull();
  });

  it('cleared by keyboard: its button, then focus back on "Set preview settings"', async () => {
    const user = userEvent.setup();
    await openModal(user, setup({ faults: [[TOKEN_ROUTE, { status: 500 }]] }));
    await set(user);
    await within(dialog()).findByRole('alert');
    const dismiss = within(dialog()).getByRole('button', { name: en['preview.dismiss'] });
    dismiss.focus();
    await user.keyboard('{Enter}');
    expect(within(dialog()).queryByRole('alert')).toBeNull();
    expect(submitButton()).toHaveFocus();
  });

  it('a new attempt shows its own message (the refusal, then the success)', async () => {
    const user = userEvent.setup();
    await openModal(user, setup());
    await choose(user, testSelect(), 'checkout-express-button');
    await set(user);
    expect(within(dialog()).getByRole('alert')).toHaveTextContent(en['preview.groupMissing']);
    await choose(user, groupSelect(), 'A');
    await set(user);
    await within(dialog()).findByText(en['preview.applied']);
    expect(within(dialog()).queryByText(en['preview.groupMissing'])).toBeNull();
  });
});

describe('login/renew: once when the panel appears, then every 5 minutes', () => {
  it('one call at once, none at 4:59.999, the next at 5:00, then every 5:00; none after unmount', async () => {
    fakeAll();
    const result = setup();
    await settle(() => expect(trigger()).not.toBeNull());
    const renewals = () => result.callsTo(PREVIEW_RENEW_PATH).length;
    expect(renewals()).toBe(1);
    expect(PREVIEW_RENEW_INTERVAL_MS).toBe(5 * 60 * 1000);
    await act(() => vi.advanceTimersByTimeAsync(PREVIEW_RENEW_INTERVAL_MS - 1));
    expect(renewals()).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(renewals()).toBe(2);
    await act(() => vi.advanceTimersByTimeAsync(PREVIEW_RENEW_INTERVAL_MS));
    expect(renewals()).toBe(3);
    result.view.unmount();
    await vi.advanceTimersByTimeAsync(PREVIEW_RENEW_INTERVAL_MS * 3);
    expect(renewals()).toBe(3);
  });

  it('opening the modal calls no extra renewal', async () => {
    const user = userEvent.setup();
    const result = setup();
    await openModal(user, result);
    expect(result.callsTo(PREVIEW_RENEW_PATH)).toHaveLength(1);
  });
});

describe('logout ("After logout the panel disappears")', () => {
  it('by keyboard: calls logout; the modal and the trigger are gone, focus on the footer', async () => {
    const user = userEvent.setup();
    const result = setup();
    await openModal(user, result);
    within(dialog()).getByRole('button', { name: en['preview.logout'] }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(trigger()).toBeNull());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(result.callsTo(PREVIEW_LOGOUT_PATH)).toHaveLength(1);
    // The service ended the session: its cookie is gone from the browser.
    expect(result.browser.jar.has('StaffAuthToken')).toBe(false);
    // Focus is not lost with the panel: the footer landmark (PageLayout's, focusable by script) has it.
    expect(result.view.container.querySelector('footer')).toHaveFocus();
    // The check is not made again: the panel stays gone.
    expect(result.callsTo(CHECK_AUTH_PATH)).toHaveLength(1);
  });

  it('the renewals stop with it; the modal’s own focus return (a timer) leaves focus on the footer', async () => {
    fakeAll();
    const result = setup();
    await settle(() => expect(trigger()).not.toBeNull());
    fireEvent.click(trigger()!);
    fireEvent.click(within(dialog()).getByRole('button', { name: en['preview.logout'] }));
    await settle(() => expect(trigger()).toBeNull());
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(result.view.container.querySelector('footer')).toHaveFocus();
    expect(result.callsTo(PREVIEW_RENEW_PATH)).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(PREVIEW_RENEW_INTERVAL_MS * 2));
    expect(result.callsTo(PREVIEW_RENEW_PATH)).toHaveLength(1);
  });

  it('a failed logout call still takes the panel away', async () => {
    const user = userEvent.setup();
    const result = setup({ faults: [[`GET ${PREVIEW_LOGOUT_PATH}`, { status: 500 }]] });
    await openModal(user, result);
    await user.click(within(dialog()).getByRole('button', { name: en['preview.logout'] }));
    await waitFor(() => expect(trigger()).toBeNull());
  });
});

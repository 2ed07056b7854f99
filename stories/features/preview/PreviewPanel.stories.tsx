import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, mocked, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { modalSizes, type ModalSize } from '../../../design-tokens';
import { PreviewPanel } from '../../../src/features/preview';
import { PREVIEW_DATE_INVALID_LOG } from '../../../src/features/preview/constants';
import { previewFieldsOf as localFields } from '../../../src/features/preview/timestamp';
import { TESTS_AT_PATH } from '../../../src/services/abTests';
import { CHECK_AUTH_PATH, PREVIEW_TOKEN_COOKIE, PREVIEW_TOKEN_PATH } from '../../../src/services/preview';
import { storyReference } from '../../support/referenceServices';
import { atViewport } from '../../support/viewports';
import {
  PreviewStoryPage,
  asStaff,
  choose,
  descriptionOf,
  enterValue,
  openByKeyboard,
  optionsOf,
  page,
  setByKeyboard,
  staffChecked,
  tabTo,
  texts,
  triggerOf,
} from './previewStory';

const TESTS_ROUTE = `GET ${TESTS_AT_PATH}` as const;
const TOKEN_ROUTE = `POST ${PREVIEW_TOKEN_PATH}` as const;
const MS_PER_DAY = 24 * 60 * 60 * 1000;
/** The seeded tests running today (src/mocks/routes/abTests.ts: dated around the services' clock). */
const ACTIVE_TODAY = ['checkout-express-button', 'pdp-image-gallery', 'homepage-hero-teaser'];
/** Two years ago: before every seeded test. */
const longAgo = () => localFields(new Date(Date.now() - 2 * 365 * MS_PER_DAY)).date;

const meta = {
  title: 'Features/Preview panel',
  component: PreviewPanel,
  render: (args) => <PreviewStoryPage {...args} />,
  args: { onStaffCheck: fn() },
  argTypes: { size: { control: 'inline-radio', options: Object.keys(modalSizes) } },
  ...atViewport('desktop'),
  parameters: {
    ...atViewport('desktop').parameters,
    storyFrame: 'page',
    docs: {
      story: { inline: false, height: '40rem' },
      description: {
        component: [
          'The staff preview panel: `<PreviewPanel />` in the footer area. After mount it',
          'calls the staff-session check (checkauth) once; for anyone without a staff session (the StaffAuthToken or',
          'CobraAuthToken cookie, HttpOnly) or when the check fails it renders nothing. For staff it loads the panel',
          "(`PreviewSettings`, a lazy chunk): a 'Preview settings' button opening the settings modal (sizes S, M, L;",
          'default M) with the preview date and time, the A/B test select (tests active at the date), the group',
          "select, 'Set preview settings' and 'Logout'. The staff login is renewed when the panel appears and every",
          '5 minutes. The texts are the same English in every locale.',
          '',
          '**Accessibility:** APG modal dialog (focus in, Tab wraps, Escape back to the trigger). The tests’ state',
          "and 'Loading...' are polite status lines; the result message is a status (info) or an alert (error) and",
          'clears on a click anywhere on it or with its own button. A refused set moves focus to the group select,',
          'whose Required error describes it. After logout focus goes to the footer landmark.',
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof PreviewPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

// --- visibility ----------------------------------------------------------------------------------------------------

export const Hidden: Story = {
  name: 'Hidden: no staff cookie (checkauth 401)',
  play: async (context) => {
    await staffChecked(context, false);
    await expect(within(context.canvasElement).queryByRole('button', { name: texts['preview.open'] })).toBeNull();
    await expect(context.canvasElement.querySelector('footer')).toBeEmptyDOMElement();
  },
};

export const HiddenWhenCheckFails: Story = {
  name: 'Hidden: a staff cookie, but the check fails (500)',
  parameters: asStaff((reference) => reference.faults.set(`GET ${CHECK_AUTH_PATH}`, { status: 500 })),
  play: async (context) => {
    await staffChecked(context, false);
    await expect(within(context.canvasElement).queryByRole('button', { name: texts['preview.open'] })).toBeNull();
  },
};

export const TriggerShown: Story = {
  name: 'Staff (CobraAuthToken): the trigger in the footer',
  parameters: asStaff(undefined, 'CobraAuthToken'),
  play: async (context) => {
    const trigger = await triggerOf(context);
    await expect(context.canvasElement.querySelector('footer')).toContainElement(trigger);
    await tabTo(trigger);
    await expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};

// --- the modal -----------------------------------------------------------------------------------------------------

/** The modal opened by keyboard at a size: its width is the size's token (at desktop width). */
const atSize = (size: ModalSize | undefined, name: string): Story => ({
  name,
  args: size ? { size } : {},
  parameters: asStaff(),
  play: async (context) => {
    const { dialog, date, time, testSelect, groupSelect } = await openByKeyboard(context);
    // offsetWidth: the layout width, not the opening animation's scaled box.
    await expect(dialog.offsetWidth).toBe(modalSizes[size ?? 'M']);
    const now = localFields(new Date());
    await expect(date().value).toBe(now.date);
    await expect(time().value).toMatch(/^\d{2}:\d{2}$/);
    await expect(testSelect()).toHaveTextContent(texts['preview.selectTest']);
    await expect(groupSelect()).toBeDisabled();
    await expect(groupSelect()).toHaveTextContent(texts['preview.selectGroup']);
  },
});

export const ModalSizeS = atSize('S', 'Modal, size S');
export const ModalSizeM = atSize(undefined, 'Modal, default size (M)');
export const ModalSizeL = atSize('L', 'Modal, size L');

export const EscapeCloses: Story = {
  name: 'Escape closes the modal, focus back on the trigger',
  parameters: asStaff(),
  play: async (context) => {
    const { trigger } = await openByKeyboard(context);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(context).queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

export const EarlierSelection: Story = {
  name: 'Starts at the applied date, test and group (checkauth)',
  parameters: asStaff((reference) => {
    const at = new Date(Date.now() + 20 * MS_PER_DAY);
    at.setHours(14, 30, 0, 0);
    const selection = { previewDateTime: at.toISOString(), test: 'header-search-products', group: 'with-products' };
    reference.cookies.set(PREVIEW_TOKEN_COOKIE, encodeURIComponent(JSON.stringify(selection)));
  }),
  play: async (context) => {
    const { date, time, testSelect, groupSelect, testsStatus } = await openByKeyboard(context);
    await expect(testsStatus()).toHaveTextContent(texts['preview.testsFound']);
    await expect(date().value).toBe(localFields(new Date(Date.now() + 20 * MS_PER_DAY)).date);
    await expect(time().value).toBe('14:30');
    await expect(testSelect()).toHaveTextContent('header-search-products');
    await expect(groupSelect()).toHaveTextContent('with-products');
    await expect(groupSelect()).toBeEnabled();
  },
};

// --- the tests at the date -------------------------------------------------------------------------------------------

export const LoadingTests: Story = {
  name: "Loading tests: 'Loading tests...'",
  parameters: asStaff((reference) => reference.faults.set(TESTS_ROUTE, { hang: true })),
  play: async (context) => {
    const { testsStatus } = await openByKeyboard(context, { settled: false });
    await expect(testsStatus()).toHaveTextContent(texts['preview.loadingTests']);
  },
};

export const TestsFound: Story = {
  name: "Tests found: 'Active tests found.', None and the running tests",
  parameters: asStaff(),
  play: async (context) => {
    const { testsStatus, testSelect } = await openByKeyboard(context);
    await expect(testsStatus()).toHaveTextContent(texts['preview.testsFound']);
    await expect(await optionsOf(testSelect())).toEqual([
      texts['preview.selectTest'],
      texts['preview.none'],
      ...ACTIVE_TODAY,
    ]);
  },
};

export const NoTestsForDate: Story = {
  name: "No tests for the date: 'No active tests for this date.'",
  parameters: asStaff(),
  play: async (context) => {
    const { date, testsStatus, testSelect } = await openByKeyboard(context);
    await tabTo(date());
    await enterValue(date(), longAgo());
    await waitFor(() => expect(testsStatus()).toHaveTextContent(texts['preview.noTests']));
    await expect(await optionsOf(testSelect())).toEqual([texts['preview.selectTest'], texts['preview.none']]);
  },
};

export const FetchFailed: Story = {
  name: "Tests fetch failed: 'Failed to fetch AB tests.', only None",
  parameters: asStaff((reference) => reference.faults.set(TESTS_ROUTE, { status: 500 })),
  play: async (context) => {
    const { testsStatus, testSelect } = await openByKeyboard(context);
    await expect(testsStatus()).toHaveTextContent(texts['preview.testsFailed']);
    await expect(await optionsOf(testSelect())).toEqual([texts['preview.selectTest'], texts['preview.none']]);
  },
};

// --- the rules -----------------------------------------------------------------------------------------------------

export const GroupRequired: Story = {
  name: "A test chosen: the group select enabled, 'Required' under it",
  parameters: asStaff(),
  play: async (context) => {
    const { testSelect, groupSelect } = await openByKeyboard(context);
    await choose(testSelect(), 'pdp-image-gallery');
    await expect(groupSelect()).toBeEnabled();
    await expect(groupSelect()).toHaveTextContent(texts['preview.selectGroup']);
    await expect(groupSelect()).toHaveAttribute('aria-invalid', 'true');
    await expect(descriptionOf(groupSelect())).toBe(texts['preview.required']);
    await expect(await optionsOf(groupSelect())).toEqual([
      texts['preview.selectGroup'],
      'control',
      'large-gallery',
      'video-first',
    ]);
  },
};

export const GroupChosen: Story = {
  name: 'A group chosen clears Required; None resets and disables the group select',
  parameters: asStaff(),
  play: async (context) => {
    const { testSelect, groupSelect, dialog } = await openByKeyboard(context);
    await choose(testSelect(), 'checkout-express-button');
    await choose(groupSelect(), 'B');
    await expect(groupSelect()).not.toHaveAttribute('aria-invalid');
    await expect(within(dialog).queryByText(texts['preview.required'])).toBeNull();
    await choose(testSelect(), texts['preview.none']);
    await expect(groupSelect()).toBeDisabled();
    await expect(groupSelect()).toHaveTextContent(texts['preview.selectGroup']);
  },
};

export const GroupMissing: Story = {
  name: "Set without a group: 'Please also select an A/B test group!'",
  parameters: asStaff(),
  play: async (context) => {
    const { dialog, testSelect, groupSelect } = await openByKeyboard(context);
    await choose(testSelect(), 'homepage-hero-teaser');
    await setByKeyboard(dialog);
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(texts['preview.groupMissing']);
    await expect(groupSelect()).toHaveFocus();
  },
};

// --- setting -------------------------------------------------------------------------------------------------------

export const Applying: Story = {
  name: "Applying: 'Loading...'",
  parameters: asStaff((reference) => reference.faults.set(TOKEN_ROUTE, { hang: true })),
  play: async (context) => {
    const { dialog, submit } = await openByKeyboard(context);
    await setByKeyboard(dialog);
    await expect(await within(dialog).findByText(texts['preview.loading'])).toBeVisible();
    await expect(submit()).toHaveAttribute('aria-busy', 'true');
  },
};

export const Applied: Story = {
  name: "Applied: 'Settings applied successfully.' (info)",
  parameters: asStaff(),
  play: async (context) => {
    const { dialog, testSelect, groupSelect } = await openByKeyboard(context);
    await choose(testSelect(), 'pdp-image-gallery');
    await choose(groupSelect(), 'video-first');
    await setByKeyboard(dialog);
    const message = await within(dialog).findByText(texts['preview.applied']);
    await expect(message.closest('[data-tone]')).toHaveAttribute('data-tone', 'info');
    // The service keeps the selection as a small JSON text in the PreviewToken cookie.
    const cookie = storyReference(context).cookies.get(PREVIEW_TOKEN_COOKIE);
    await expect(JSON.parse(decodeURIComponent(cookie!))).toMatchObject({
      test: 'pdp-image-gallery',
      group: 'video-first',
    });
  },
};

export const ApplyFailed: Story = {
  name: "Failed: 'Applying settings failed.' (error)",
  parameters: asStaff((reference) => reference.faults.set(TOKEN_ROUTE, { status: 500 })),
  play: async (context) => {
    const { dialog } = await openByKeyboard(context);
    await setByKeyboard(dialog);
    const alert = await within(dialog).findByRole('alert');
    await expect(alert).toHaveTextContent(texts['preview.failed']);
    await expect(alert.closest('[data-tone]')).toHaveAttribute('data-tone', 'error');
  },
};

export const ResultCleared: Story = {
  name: 'The result message cleared by keyboard (its button), focus back on the set button',
  parameters: asStaff(),
  play: async (context) => {
    const { dialog, submit } = await openByKeyboard(context);
    await setByKeyboard(dialog);
    await within(dialog).findByText(texts['preview.applied']);
    const dismiss = within(dialog).getByRole('button', { name: texts['preview.dismiss'] });
    await tabToWithin(dialog, dismiss);
    await userEvent.keyboard('{Enter}');
    await expect(within(dialog).queryByText(texts['preview.applied'])).toBeNull();
    await expect(submit()).toHaveFocus();
  },
};

/** Tabs (backwards) inside the dialog to `target`. */
async function tabToWithin(dialog: HTMLElement, target: HTMLElement) {
  for (let i = 0; i < 25 && dialog.ownerDocument.activeElement !== target; i++) await userEvent.tab({ shift: true });
  await expect(target).toHaveFocus();
}

export const DateFallback: Story = {
  name: 'A date that is not YYYY-MM-DD: logged, now used',
  parameters: asStaff(),
  beforeEach: () => {
    const consoleError = spyOn(console, 'error');
    return () => consoleError.mockRestore();
  },
  play: async (context) => {
    const { dialog, date, testsStatus } = await openByKeyboard(context);
    await tabTo(date());
    // The date picker's "clear": the field is empty, which is not YYYY-MM-DD.
    await enterValue(date(), '');
    await waitFor(() => expect(testsStatus()).toHaveTextContent(texts['preview.testsFound']));
    const before = Date.now();
    await setByKeyboard(dialog);
    await within(dialog).findByText(texts['preview.applied']);
    const logged = mocked(console.error).mock.calls.filter(([message]) => message === PREVIEW_DATE_INVALID_LOG);
    // Once for the tests' load, once for the set attempt.
    await expect(logged).toHaveLength(2);
    const cookie = storyReference(context).cookies.get(PREVIEW_TOKEN_COOKIE)!;
    const applied = Date.parse(JSON.parse(decodeURIComponent(cookie)).previewDateTime);
    await expect(applied).toBeGreaterThanOrEqual(before);
    await expect(applied).toBeLessThanOrEqual(Date.now());
  },
};

// --- logout --------------------------------------------------------------------------------------------------------

export const Logout: Story = {
  name: 'Logout: the panel disappears, focus on the footer',
  parameters: asStaff(),
  play: async (context) => {
    const { logout } = await openByKeyboard(context);
    logout().focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(within(context.canvasElement).queryByRole('button', { name: texts['preview.open'] })).toBeNull(),
    );
    await expect(page(context).queryByRole('dialog')).toBeNull();
    await expect(context.canvasElement.querySelector('footer')).toHaveFocus();
  },
};

/**
 * The settings modal's rules as a pure reducer: the date and time, the tests
 * active at the date, the test and group choice, and the result message. Calls and the clock stay outside: the
 * component starts a tests load when `testsRequest` changes and a token call after `submitted` says "applying".
 */
import type { AbTest } from '../../services/abTests';
import type { CheckAuth } from '../../services/preview';
import type { PreviewResult, PreviewTestsStatus } from './constants';
import { NO_SELECTION, previewSelectionOf, previewSelectionText, type PreviewSelection } from './selection';
import { initialPreviewFields, type PreviewFields } from './timestamp';

/** What the test select shows: its placeholder 'Select an A/B test', 'None', or a test. */
export const previewTestChoices = ['placeholder', 'none', 'test'] as const;
export type PreviewTestChoice = (typeof previewTestChoices)[number];

/** A tests load to start: its number (an answer for an older one is dropped) and the fields it is for. */
export interface TestsRequest {
  id: number;
  fields: PreviewFields;
}

export interface PreviewForm {
  /** Whether the modal has been opened (the fields are set then, from the staff check or now). */
  started: boolean;
  fields: PreviewFields;
  tests: readonly AbTest[];
  testsStatus: PreviewTestsStatus;
  /** The latest tests load; null before the first opening. */
  testsRequest: TestsRequest | null;
  choice: PreviewTestChoice;
  /** The chosen test's name when `choice` is 'test', else ''. */
  test: string;
  /** The chosen group's name; '' is the placeholder 'Select a group'. */
  group: string;
  /** The result message: null when none is shown. */
  result: PreviewResult | null;
  /** Counts the set attempts: every attempt's message is a new one. */
  attempt: number;
}

export type PreviewFormAction =
  /** The modal opens; the first time, the fields are set (staff check's dateTime, else `now`) and the tests load. */
  | { type: 'opened'; dateTime: string | null | undefined; now: Date }
  | { type: 'dateChanged'; date: string }
  | { type: 'timeChanged'; time: string }
  | { type: 'testsLoaded'; id: number; tests: readonly AbTest[] }
  | { type: 'testsFailed'; id: number }
  /** A test select value: `null` (its placeholder option), `{}` (None) or `{"test":…}`. */
  | { type: 'testSelected'; value: string }
  /** A group select value: `null` (its placeholder option) or `{"test":…,"group":…}`. */
  | { type: 'groupSelected'; value: string }
  | { type: 'submitted' }
  | { type: 'applied'; ok: boolean }
  | { type: 'resultCleared' };

/** The form before the modal first opens, pre-selected from the staff check's abTestName and abTestGroup. */
export function initialPreviewForm(check: Pick<CheckAuth, 'abTestName' | 'abTestGroup'>): PreviewForm {
  const test = typeof check.abTestName === 'string' && check.abTestName !== '' ? check.abTestName : '';
  const group = test && typeof check.abTestGroup === 'string' ? check.abTestGroup : '';
  return {
    started: false,
    fields: { date: '', time: '' },
    tests: [],
    testsStatus: 'idle',
    testsRequest: null,
    choice: test ? 'test' : 'placeholder',
    test,
    group,
    result: null,
    attempt: 0,
  };
}

/**
 * The tests as offered: each name once (the first), each group name once, so every option is one choice. An empty
 * name is none (the token call leaves empty names out, and '' is the group select's placeholder).
 */
function distinctTests(tests: readonly AbTest[]): AbTest[] {
  const seen = new Set<string>();
  return tests.flatMap((test) => {
    if (test.name === '' || seen.has(test.name)) return [];
    seen.add(test.name);
    const groups = test.groups.filter((g, i, all) => g.name !== '' && all.findIndex((o) => o.name === g.name) === i);
    return [{ ...test, groups }];
  });
}

const findTest = (form: PreviewForm, name: string) => form.tests.find((test) => test.name === name);

/** No test: the group select back on its placeholder and disabled. */
const withoutTest = (form: PreviewForm, choice: Exclude<PreviewTestChoice, 'test'>): PreviewForm => ({
  ...form,
  choice,
  test: '',
  group: '',
});

/** Starts a tests load for the current fields; the group goes back to its placeholder when `resetGroup`. */
function reloadTests(form: PreviewForm, resetGroup: boolean): PreviewForm {
  return {
    ...form,
    tests: [],
    testsStatus: 'loading',
    testsRequest: { id: (form.testsRequest?.id ?? 0) + 1, fields: form.fields },
    group: resetGroup ? '' : form.group,
  };
}

export function previewFormReducer(form: PreviewForm, action: PreviewFormAction): PreviewForm {
  switch (action.type) {
    case 'opened':
      if (form.started) return form;
      return reloadTests({ ...form, started: true, fields: initialPreviewFields(action.dateTime, action.now) }, false);

    case 'dateChanged':
      // "Changing the preview date reloads the active tests and resets the group."
      if (action.date === form.fields.date) return form;
      return reloadTests({ ...form, fields: { ...form.fields, date: action.date } }, true);

    case 'timeChanged':
      return { ...form, fields: { ...form.fields, time: action.time } };

    case 'testsLoaded': {
      if (action.id !== form.testsRequest?.id) return form;
      const tests = distinctTests(action.tests);
      const loaded: PreviewForm = { ...form, tests, testsStatus: tests.length > 0 ? 'found' : 'none' };
      if (form.choice !== 'test') return loaded;
      // A chosen test (pre-selected, or kept over a date change) stays only when it is active at the date.
      const test = findTest(loaded, form.test);
      if (!test) return withoutTest(loaded, 'placeholder');
      return test.groups.some((g) => g.name === form.group) ? loaded : { ...loaded, group: '' };
    }

    case 'testsFailed': {
      if (action.id !== form.testsRequest?.id) return form;
      // "'Failed to fetch AB tests.' (error state; only None is offered)".
      const failed: PreviewForm = { ...form, tests: [], testsStatus: 'failed' };
      return form.choice === 'test' ? withoutTest(failed, 'placeholder') : failed;
    }

    case 'testSelected': {
      if (action.value === NO_SELECTION || action.value === '') return withoutTest(form, 'placeholder');
      const selection = previewSelectionOf(action.value);
      if (!selection || selection.group !== undefined) return form;
      if (selection.test === undefined) return withoutTest(form, 'none');
      if (!findTest(form, selection.test)) return form;
      // "Choosing a test name enables the group select, sets the group to the placeholder and shows the
      // error 'Required'."
      return { ...form, choice: 'test', test: selection.test, group: '' };
    }

    case 'groupSelected': {
      if (form.choice !== 'test') return form;
      if (action.value === NO_SELECTION || action.value === '') return { ...form, group: '' };
      const selection = previewSelectionOf(action.value);
      if (!selection || selection.test !== form.test) return form;
      const offered = findTest(form, form.test)?.groups.some((g) => g.name === selection.group);
      return offered && selection.group !== undefined ? { ...form, group: selection.group } : form;
    }

    case 'submitted':
      if (form.result === 'applying') return form;
      // "If an A/B test is chosen but no group, setting is refused ... An empty selection is valid."
      return { ...form, result: previewSubmissionOf(form) ? 'applying' : 'groupMissing', attempt: form.attempt + 1 };

    case 'applied':
      if (form.result !== 'applying') return form;
      return { ...form, result: action.ok ? 'applied' : 'failed' };

    case 'resultCleared':
      return form.result === 'applying' || form.result === null ? form : { ...form, result: null };
  }
}

/**
 * The selection a set attempt sends (the token call's `?test={name}&group={name}`): the test and group, or nothing for
 * None and the placeholder (an empty selection is valid); null when a test is chosen without a group (refused).
 */
export function previewSubmissionOf(form: PreviewForm): PreviewSelection | null {
  if (form.choice !== 'test') return {};
  return form.group === '' ? null : { test: form.test, group: form.group };
}

/** The test select's value: '' (placeholder), `{}` (None) or `{"test":…}`. */
export function testValueOf(form: PreviewForm): string {
  if (form.choice === 'placeholder') return '';
  return previewSelectionText(form.choice === 'none' ? {} : { test: form.test });
}

/**
 * The test select's options after 'None': the tests active at the date; while they load, the chosen test (so the
 * field keeps showing it); after a failure none ("only None is offered").
 */
export function testOptionsOf(form: PreviewForm): { value: string; label: string }[] {
  const names =
    form.testsStatus === 'loading' ? (form.choice === 'test' ? [form.test] : []) : form.tests.map((t) => t.name);
  return names.map((name) => ({ value: previewSelectionText({ test: name }), label: name }));
}

/** The group select's value: '' (placeholder) or `{"test":…,"group":…}`. */
export function groupValueOf(form: PreviewForm): string {
  return form.choice === 'test' && form.group !== ''
    ? previewSelectionText({ test: form.test, group: form.group })
    : '';
}

/** The chosen test's groups as options (none without a test, or while the tests load). */
export function groupOptionsOf(form: PreviewForm): { value: string; label: string }[] {
  if (form.choice !== 'test') return [];
  const groups = findTest(form, form.test)?.groups ?? [];
  return groups.map((g) => ({ value: previewSelectionText({ test: form.test, group: g.name }), label: g.name }));
}

/** The group select is enabled once a test is chosen (and its groups are known). */
export const groupEnabled = (form: PreviewForm): boolean => groupOptionsOf(form).length > 0;

/** "The group field shows 'Required' while unset" (with a test chosen). */
export const groupRequired = (form: PreviewForm): boolean => form.choice === 'test' && form.group === '';

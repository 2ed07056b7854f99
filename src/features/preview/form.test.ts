import type { AbTest } from '../../services/abTests';
import {
  groupEnabled,
  groupOptionsOf,
  groupRequired,
  groupValueOf,
  initialPreviewForm,
  previewFormReducer,
  previewSubmissionOf,
  testOptionsOf,
  testValueOf,
  type PreviewForm,
  type PreviewFormAction,
} from './form';
import { NO_SELECTION, previewSelectionText } from './selection';
import { previewFieldsOf } from './timestamp';

const now = new Date('2025-06-15T08:45:00.000Z');
const tests: AbTest[] = [
  { name: 'checkout', groups: [{ name: 'A' }, { name: 'B' }] },
  { name: 'gallery', groups: [{ name: 'control' }, { name: 'video' }] },
];
const NONE = previewSelectionText({});
const testValue = (test: string) => previewSelectionText({ test });
const groupValue = (test: string, group: string) => previewSelectionText({ test, group });

const run = (form: PreviewForm, ...actions: PreviewFormAction[]) => actions.reduce(previewFormReducer, form);
const noCheck = { abTestName: null, abTestGroup: null };
/** Opened, and the first load answered with `tests`. */
function loaded(check: Parameters<typeof initialPreviewForm>[0] = noCheck, list: AbTest[] = tests) {
  const opened = run(initialPreviewForm(check), { type: 'opened', dateTime: null, now });
  return run(opened, { type: 'testsLoaded', id: opened.testsRequest!.id, tests: list });
}
/** The group select as the staff member sees it. */
const groupField = (form: PreviewForm) => ({
  enabled: groupEnabled(form),
  value: groupValueOf(form),
  required: groupRequired(form),
});

describe('opening: the fields, the first load, the staff check’s choice', () => {
  it('before opening: nothing loads; the first opening sets the fields to now and loads the tests', () => {
    const form = initialPreviewForm(noCheck);
    expect(form).toMatchObject({ started: false, testsStatus: 'idle', testsRequest: null, choice: 'placeholder' });
    const opened = run(form, { type: 'opened', dateTime: null, now });
    expect(opened).toMatchObject({ started: true, fields: previewFieldsOf(now), testsStatus: 'loading' });
    expect(opened.testsRequest).toEqual({ id: 1, fields: previewFieldsOf(now) });
    // Opening again keeps everything (the staff member's draft, the tests).
    expect(run(opened, { type: 'opened', dateTime: null, now: new Date() })).toBe(opened);
  });

  it('the check’s dateTime sets the fields', () => {
    const opened = run(initialPreviewForm(noCheck), { type: 'opened', dateTime: '2025-01-02T03:04:00Z', now });
    expect(opened.fields).toEqual(previewFieldsOf(new Date('2025-01-02T03:04:00Z')));
  });

  it('the check’s abTestName and abTestGroup are chosen, and stay when the test is active at the date', () => {
    const form = loaded({ abTestName: 'checkout', abTestGroup: 'B' });
    expect(testValueOf(form)).toBe(testValue('checkout'));
    expect(groupField(form)).toEqual({ enabled: true, value: groupValue('checkout', 'B'), required: false });
  });

  it('while the first load is out, the chosen test is on offer, so the field shows it', () => {
    const opened = run(initialPreviewForm({ abTestName: 'checkout', abTestGroup: 'B' }), {
      type: 'opened',
      dateTime: null,
      now,
    });
    expect(testOptionsOf(opened)).toEqual([{ value: testValue('checkout'), label: 'checkout' }]);
    // Its groups are not known yet: the group select waits, disabled.
    expect(groupEnabled(opened)).toBe(false);
  });

  it.each([
    [{ abTestName: 'ended', abTestGroup: 'A' }, '', { enabled: false, value: '', required: false }],
    [{ abTestName: 'checkout', abTestGroup: 'Z' }, testValue('checkout'), { enabled: true, value: '', required: true }],
    [
      { abTestName: 'checkout', abTestGroup: null },
      testValue('checkout'),
      { enabled: true, value: '', required: true },
    ],
    [{ abTestName: '', abTestGroup: 'A' }, '', { enabled: false, value: '', required: false }],
  ])('check %j → test %j, group %j', (check, test, group) => {
    const form = loaded(check);
    expect(testValueOf(form)).toBe(test);
    expect(groupField(form)).toEqual(group);
  });
});

describe('the rules of the preview panel', () => {
  it('choosing a test enables the group select, sets it to the placeholder and shows Required', () => {
    const form = run(loaded(), { type: 'testSelected', value: testValue('gallery') });
    expect(testValueOf(form)).toBe(testValue('gallery'));
    expect(groupField(form)).toEqual({ enabled: true, value: '', required: true });
    expect(groupOptionsOf(form)).toEqual([
      { value: groupValue('gallery', 'control'), label: 'control' },
      { value: groupValue('gallery', 'video'), label: 'video' },
    ]);
  });

  it('choosing another test puts the group back on the placeholder', () => {
    const form = run(
      loaded(),
      { type: 'testSelected', value: testValue('gallery') },
      { type: 'groupSelected', value: groupValue('gallery', 'video') },
      { type: 'testSelected', value: testValue('checkout') },
    );
    expect(groupField(form)).toEqual({ enabled: true, value: '', required: true });
  });

  it('choosing a group clears Required', () => {
    const form = run(
      loaded(),
      { type: 'testSelected', value: testValue('checkout') },
      { type: 'groupSelected', value: groupValue('checkout', 'B') },
    );
    expect(groupField(form)).toEqual({ enabled: true, value: groupValue('checkout', 'B'), required: false });
  });

  it('choosing the group’s placeholder unsets the group: Required again', () => {
    const form = run(
      loaded(),
      { type: 'testSelected', value: testValue('checkout') },
      { type: 'groupSelected', value: groupValue('checkout', 'B') },
      { type: 'groupSelected', value: NO_SELECTION },
    );
    expect(groupField(form)).toEqual({ enabled: true, value: '', required: true });
  });

  it.each([
    ['None', NONE, NONE],
    ['the placeholder', NO_SELECTION, ''],
  ])('choosing %s resets and disables the group select', (_, value, shown) => {
    const form = run(
      loaded(),
      { type: 'testSelected', value: testValue('checkout') },
      { type: 'groupSelected', value: groupValue('checkout', 'A') },
      { type: 'testSelected', value },
    );
    expect(testValueOf(form)).toBe(shown);
    expect(groupField(form)).toEqual({ enabled: false, value: '', required: false });
    expect(groupOptionsOf(form)).toEqual([]);
  });

  it('changing the date reloads the tests and resets the group; the test stays if still active', () => {
    const chosen = run(
      loaded(),
      { type: 'testSelected', value: testValue('checkout') },
      { type: 'groupSelected', value: groupValue('checkout', 'A') },
    );
    const changed = run(chosen, { type: 'dateChanged', date: '2025-07-01' });
    expect(changed).toMatchObject({ testsStatus: 'loading', tests: [], group: '' });
    expect(changed.testsRequest).toEqual({ id: 2, fields: { date: '2025-07-01', time: chosen.fields.time } });
    expect(groupField(changed)).toEqual({ enabled: false, value: '', required: true });
    const reloaded = run(changed, { type: 'testsLoaded', id: 2, tests });
    expect(testValueOf(reloaded)).toBe(testValue('checkout'));
    expect(groupField(reloaded)).toEqual({ enabled: true, value: '', required: true });
  });

  it('a test not active at the new date goes back to the placeholder', () => {
    const changed = run(
      loaded(),
      { type: 'testSelected', value: testValue('checkout') },
      { type: 'dateChanged', date: '2020-01-01' },
    );
    const reloaded = run(changed, { type: 'testsLoaded', id: changed.testsRequest!.id, tests: [] });
    expect(reloaded.testsStatus).toBe('none');
    expect(testValueOf(reloaded)).toBe('');
    expect(groupField(reloaded)).toEqual({ enabled: false, value: '', required: false });
  });

  it('the same date again loads nothing; the time alone loads nothing (only the date reloads)', () => {
    const form = loaded();
    expect(run(form, { type: 'dateChanged', date: form.fields.date })).toBe(form);
    const timed = run(form, { type: 'timeChanged', time: '23:15' });
    expect(timed.fields.time).toBe('23:15');
    expect(timed.testsRequest).toBe(form.testsRequest);
  });
});

describe('the tests’ load (gettestsat) and its messages', () => {
  it.each([
    [tests, 'found', [NONE, testValue('checkout'), testValue('gallery')]],
    [[], 'none', [NONE]],
  ] as const)('answered → %#: %s', (list, status, values) => {
    const form = loaded(noCheck, [...list]);
    expect(form.testsStatus).toBe(status);
    expect([NONE, ...testOptionsOf(form).map((o) => o.value)]).toEqual(values);
  });

  it('failed: the error state, only None offered, a chosen test goes', () => {
    const chosen = run(
      loaded(),
      { type: 'testSelected', value: testValue('checkout') },
      {
        type: 'dateChanged',
        date: '2025-08-01',
      },
    );
    const failed = run(chosen, { type: 'testsFailed', id: chosen.testsRequest!.id });
    expect(failed.testsStatus).toBe('failed');
    expect(testOptionsOf(failed)).toEqual([]);
    expect(testValueOf(failed)).toBe('');
    expect(groupField(failed)).toEqual({ enabled: false, value: '', required: false });
    // None stays chosen through a failure.
    const none = run(loaded(), { type: 'testSelected', value: NONE }, { type: 'dateChanged', date: '2025-08-01' });
    expect(testValueOf(run(none, { type: 'testsFailed', id: none.testsRequest!.id }))).toBe(NONE);
  });

  it('an answer for an older date is dropped (the newer load decides)', () => {
    const first = run(loaded(), { type: 'dateChanged', date: '2025-07-01' });
    const second = run(first, { type: 'dateChanged', date: '2025-08-01' });
    const stale = run(second, { type: 'testsLoaded', id: first.testsRequest!.id, tests });
    expect(stale).toBe(second);
    expect(run(second, { type: 'testsFailed', id: first.testsRequest!.id })).toBe(second);
  });

  it('each test and group once (a repeated name would be two options of one choice)', () => {
    const form = loaded(noCheck, [
      { name: 'checkout', groups: [{ name: 'A' }, { name: 'A' }, { name: 'B' }] },
      { name: 'checkout', groups: [{ name: 'C' }] },
    ]);
    expect(testOptionsOf(form).map((o) => o.label)).toEqual(['checkout']);
    const chosen = run(form, { type: 'testSelected', value: testValue('checkout') });
    expect(groupOptionsOf(chosen).map((o) => o.label)).toEqual(['A', 'B']);
  });

  it('a test named "None" or "{}" is a test like any other, never the None option; empty names are left out', () => {
    const form = loaded(noCheck, [
      { name: 'None', groups: [{ name: 'A' }] },
      { name: '', groups: [{ name: 'A' }] },
      { name: '{}', groups: [{ name: '' }, { name: 'B' }] },
    ]);
    const values = [NONE, ...testOptionsOf(form).map((o) => o.value)];
    expect(values).toEqual([NONE, testValue('None'), testValue('{}')]);
    const chosen = run(form, { type: 'testSelected', value: testValue('{}') });
    expect(groupOptionsOf(chosen).map((o) => o.label)).toEqual(['B']);
    const none = run(
      form,
      { type: 'testSelected', value: testValue('None') },
      {
        type: 'groupSelected',
        value: groupValue('None', 'A'),
      },
    );
    expect(previewSubmissionOf(none)).toEqual({ test: 'None', group: 'A' });
  });
});

describe('values that are not a choice on offer change nothing (bad input)', () => {
  it.each([
    ['a test not offered', { type: 'testSelected', value: testValue('ended') }],
    ['a test select value that is not JSON', { type: 'testSelected', value: 'checkout' }],
    ['a test select value with a group', { type: 'testSelected', value: groupValue('checkout', 'A') }],
    ['a JSON value of the wrong shape', { type: 'testSelected', value: '{"test":1}' }],
    ['a group before any test', { type: 'groupSelected', value: groupValue('checkout', 'A') }],
    ['a stray text', { type: 'groupSelected', value: 'A' }],
  ] as const)('%s', (_, action) => {
    const form = loaded();
    expect(run(form, action)).toBe(form);
  });

  it('a group of another test, or one the test does not have', () => {
    const chosen = run(loaded(), { type: 'testSelected', value: testValue('checkout') });
    expect(run(chosen, { type: 'groupSelected', value: groupValue('gallery', 'video') })).toBe(chosen);
    expect(run(chosen, { type: 'groupSelected', value: groupValue('checkout', 'Z') })).toBe(chosen);
    expect(run(chosen, { type: 'groupSelected', value: previewSelectionText({ test: 'checkout' }) })).toBe(chosen);
  });
});

describe('setting: refused without a group, else applying, then the result', () => {
  it('a test without a group is refused with the group message; nothing is sent', () => {
    const form = run(loaded(), { type: 'testSelected', value: testValue('checkout') });
    expect(previewSubmissionOf(form)).toBeNull();
    const refused = run(form, { type: 'submitted' });
    expect(refused).toMatchObject({ result: 'groupMissing', attempt: 1 });
    // Each attempt is a new message.
    expect(run(refused, { type: 'submitted' })).toMatchObject({ result: 'groupMissing', attempt: 2 });
  });

  it.each([
    ['the placeholder', [], {}],
    ['None', [{ type: 'testSelected', value: NONE }], {}],
    [
      'a test and a group',
      [
        { type: 'testSelected', value: testValue('gallery') },
        { type: 'groupSelected', value: groupValue('gallery', 'video') },
      ],
      { test: 'gallery', group: 'video' },
    ],
  ] as [string, PreviewFormAction[], object][])('%s: valid, sends %j', (_, actions, selection) => {
    const form = run(loaded(), ...actions);
    expect(previewSubmissionOf(form)).toEqual(selection);
    expect(run(form, { type: 'submitted' })).toMatchObject({ result: 'applying', attempt: 1 });
  });

  it.each([
    [true, 'applied'],
    [false, 'failed'],
  ] as const)('applied ok=%s → %s', (ok, result) => {
    const applying = run(loaded(), { type: 'submitted' });
    expect(run(applying, { type: 'applied', ok })).toMatchObject({ result });
  });

  it('a second submit while applying changes nothing; an answer without an attempt is dropped', () => {
    const applying = run(loaded(), { type: 'submitted' });
    expect(run(applying, { type: 'submitted' })).toBe(applying);
    expect(run(applying, { type: 'resultCleared' })).toBe(applying);
    const idle = loaded();
    expect(run(idle, { type: 'applied', ok: true })).toBe(idle);
  });

  it('the result message clears ("cleared when clicked"); the choice stays', () => {
    const chosen = run(
      loaded(),
      { type: 'testSelected', value: testValue('checkout') },
      { type: 'groupSelected', value: groupValue('checkout', 'A') },
    );
    const applied = run(chosen, { type: 'submitted' }, { type: 'applied', ok: true });
    const cleared = run(applied, { type: 'resultCleared' });
    expect(cleared.result).toBeNull();
    expect(previewSubmissionOf(cleared)).toEqual({ test: 'checkout', group: 'A' });
  });
});

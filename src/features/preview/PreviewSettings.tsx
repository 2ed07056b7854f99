'use client';

import { useEffect, useId, useReducer, useRef, useState, type Dispatch, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { notificationRoles, type ModalSize, type Tone } from '../../../design-tokens';
import { Button } from '../../primitives/Button';
import { Icon } from '../../primitives/Icon';
import { Input } from '../../primitives/Input';
import { Modal } from '../../primitives/Modal';
import { Notification } from '../../primitives/Notification';
import { Select } from '../../primitives/Select';
import { Spinner } from '../../primitives/Spinner';
import { Stack } from '../../primitives/Stack';
import { Inline } from '../../primitives/Inline';
import { fetchTestsAt } from '../../services/abTests';
import type { ServiceClient } from '../../services/http';
import { logoutPreview, previewSettingsApplied, setPreviewToken, type CheckAuth } from '../../services/preview';
import { useStorefront } from '../../kernel';
import { PREVIEW_DATE_INVALID_LOG, type PreviewResult, type PreviewTestsStatus } from './constants';
import {
  groupEnabled,
  groupOptionsOf,
  groupRequired,
  groupValueOf,
  initialPreviewForm,
  previewFormReducer,
  previewSubmissionOf,
  type PreviewFormAction,
  type TestsRequest,
  testOptionsOf,
  testValueOf,
} from './form';
import { usePreviewMessages, type PreviewMessageId } from './messages';
import { NO_SELECTION, previewSelectionText } from './selection';
import { previewTimestamp, type PreviewFields } from './timestamp';
import { usePreviewRenewal } from './usePreviewRenewal';
import * as styles from './PreviewSettings.css';

export interface PreviewSettingsProps {
  /**
   * The staff check's answer ("Preview check response: status, dateTime, abTestName, abTestGroup"): the
   * modal starts at its date and time (else now) with its test and group chosen. Render this only for staff.
   */
  check: CheckAuth;
  /** The modal's width on tablet and desktop: S, M (default, the Modal's token default) or L. */
  size?: ModalSize;
  /** Called once the panel is gone after a logout (the panel hides itself either way). */
  onLogout?: () => void;
}

/** The tests' state as its message; nothing before the first load. */
const testsMessages: Record<PreviewTestsStatus, PreviewMessageId | null> = {
  idle: null,
  loading: 'preview.loadingTests',
  found: 'preview.testsFound',
  none: 'preview.noTests',
  failed: 'preview.testsFailed',
};

/** Each result message with its state, info or error ('applying' shows 'Loading...' instead). */
const resultMessages = {
  groupMissing: { id: 'preview.groupMissing', tone: 'error' },
  applied: { id: 'preview.applied', tone: 'info' },
  failed: { id: 'preview.failed', tone: 'error' },
} as const satisfies Record<Exclude<PreviewResult, 'applying'>, { id: PreviewMessageId; tone: Tone }>;

/** The ISO timestamp of the fields; a date that is not YYYY-MM-DD is logged, once per use, and now is used. */
function timestampOf(fields: PreviewFields): string {
  const { iso, dateValid } = previewTimestamp(fields, new Date());
  if (!dateValid) console.error(PREVIEW_DATE_INVALID_LOG, fields.date);
  return iso;
}

/**
 * Where focus goes after logout, when the panel (and the focus in it) is gone: the nearest surrounding element that
 * takes focus by script (the page's footer or main landmark in PageLayout), else the page's main landmark if it
 * does; else nowhere, and the browser puts it on the body.
 */
function focusAfterLogout(anchor: HTMLElement | null): HTMLElement | null {
  const near = anchor?.parentElement?.closest<HTMLElement>('[tabindex="-1"]');
  return near ?? anchor?.ownerDocument.querySelector<HTMLElement>('main[tabindex="-1"]') ?? null;
}

/**
 * The staff preview panel: a 'Preview settings' button opening the settings modal with the
 * preview date and time, the A/B test and group selects, 'Set preview settings' and 'Logout'. It renews the staff
 * login once when it appears and every 5 minutes. Shown only to staff: `PreviewPanel` renders it after a
 * successful staff check and loads it lazily; render it directly only with a check of your own.
 */
export function PreviewSettings({ check, size, onLogout }: PreviewSettingsProps) {
  const { services } = useStorefront();
  const { t } = usePreviewMessages();
  const [loggedOut, setLoggedOut] = useState(false);
  const [loggingOut, setLoggingOut] = useState(false);
  const [open, setOpen] = useState(false);
  const [form, dispatch] = useReducer(previewFormReducer, check, initialPreviewForm);
  const anchor = useRef<HTMLDivElement>(null);
  const submitButton = useRef<HTMLButtonElement>(null);
  const groupSelect = useRef<HTMLButtonElement>(null);
  const resultArea = useRef<HTMLDivElement>(null);
  const formId = useId();

  usePreviewRenewal(services, !loggedOut);
  useTestsLoad(services, form.testsRequest, dispatch);

  // Calls still out when the panel goes (logout, unmount) end with it: their answers change nothing.
  const calls = useRef<AbortController | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    calls.current = controller;
    return () => controller.abort();
  }, []);

  if (loggedOut) return null;

  const onOpenChange = (next: boolean) => {
    if (next) dispatch({ type: 'opened', dateTime: check.dateTime, now: new Date() });
    setOpen(next);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (form.result === 'applying') return;
    const selection = previewSubmissionOf(form);
    dispatch({ type: 'submitted' });
    if (!selection) {
      // Refused: the group select is where the staff member has to go (it shows 'Required').
      groupSelect.current?.focus();
      return;
    }
    const signal = calls.current?.signal;
    const result = await setPreviewToken(
      services,
      { previewDateTime: timestampOf(form.fields), ...selection },
      { signal },
    );
    if (signal?.aborted) return;
    dispatch({ type: 'applied', ok: previewSettingsApplied(result) });
  };

  const clearResult = () => {
    // Focus in the message (its close button) would be lost with it: it goes to the button that made the attempt.
    const hadFocus = resultArea.current?.contains(document.activeElement) ?? false;
    dispatch({ type: 'resultCleared' });
    if (hadFocus) submitButton.current?.focus();
  };

  const logout = async () => {
    if (loggingOut) return;
    setLoggingOut(true);
    const signal = calls.current?.signal;
    // "After logout the panel disappears", whatever the answer (it is not read).
    await logoutPreview(services, { signal });
    if (signal?.aborted) return;
    const target = focusAfterLogout(anchor.current);
    flushSync(() => {
      setOpen(false);
      setLoggedOut(true);
    });
    if (target) target.focus();
    else if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
    onLogout?.();
  };

  const testsMessage = testsMessages[form.testsStatus];
  const shown = form.result === null || form.result === 'applying' ? null : resultMessages[form.result];
  const result = shown && { ...shown, live: notificationRoles[shown.tone] };
  const resultNotification = result && (
    <Notification
      key={form.attempt}
      tone={result.tone}
      className={styles.result}
      // In the panel's status region (above) an info result is announced by that region.
      live={result.live === 'alert'}
      scrollIntoView
      dismissible
      dismissLabel={t('preview.dismiss')}
      // The result message is "cleared when clicked": anywhere on it; by keyboard, its close button.
      onClick={clearResult}
      onDismiss={clearResult}
    >
      {t(result.id)}
    </Notification>
  );

  return (
    <div ref={anchor} className={styles.panel}>
      <Modal.Root open={open} onOpenChange={onOpenChange}>
        <Modal.Trigger asChild>
          <Button variant="secondary" size="small">
            {t('preview.open')}
          </Button>
        </Modal.Trigger>
        <Modal.Content
          size={size}
          title={t('preview.title')}
          closeLabel={t('preview.close')}
          // After logout the trigger is gone: focus goes where `logout` put it, not back to a removed button.
          onCloseAutoFocus={(event) => {
            if (loggingOut) event.preventDefault();
          }}
          footer={
            <Inline space="s" align="end">
              <Button variant="secondary" loading={loggingOut} onClick={() => void logout()}>
                {t('preview.logout')}
              </Button>
              <Button ref={submitButton} type="submit" form={formId} loading={form.result === 'applying'}>
                {t('preview.submit')}
              </Button>
            </Inline>
          }
        >
          <form id={formId} noValidate onSubmit={(event) => void submit(event)}>
            <Stack space="l">
              <Input
                type="date"
                label={t('preview.date')}
                value={form.fields.date}
                onChange={(event) => dispatch({ type: 'dateChanged', date: event.currentTarget.value })}
              />
              <Input
                type="time"
                label={t('preview.time')}
                value={form.fields.time}
                onChange={(event) => dispatch({ type: 'timeChanged', time: event.currentTarget.value })}
              />
              <Stack space="xs">
                <Select
                  label={t('preview.abTest')}
                  placeholder={t('preview.selectTest')}
                  options={[
                    { value: NO_SELECTION, label: t('preview.selectTest') },
                    { value: previewSelectionText({}), label: t('preview.none') },
                    ...testOptionsOf(form),
                  ]}
                  value={testValueOf(form)}
                  onValueChange={(value) => dispatch({ type: 'testSelected', value })}
                />
                <p role="status" className={styles.status({ status: form.testsStatus })}>
                  {form.testsStatus === 'loading' && <Spinner size="small" />}
                  {form.testsStatus === 'failed' && <Icon name="error" size="small" />}
                  {testsMessage && t(testsMessage)}
                </p>
              </Stack>
              <Select
                ref={groupSelect}
                label={t('preview.group')}
                placeholder={t('preview.selectGroup')}
                options={[{ value: NO_SELECTION, label: t('preview.selectGroup') }, ...groupOptionsOf(form)]}
                value={groupValueOf(form)}
                disabled={!groupEnabled(form)}
                required={form.choice === 'test'}
                error={groupRequired(form) ? t('preview.required') : undefined}
                onValueChange={(value) => dispatch({ type: 'groupSelected', value })}
              />
              <div ref={resultArea}>
                {/* A live region the panel keeps rendered: a status element put into the page with its text is not
                    reliably announced, so "Loading..." and an info result are spoken as they appear in it. An error
                    result is an alert of its own, which screen readers announce when it appears. */}
                <div role="status">
                  {form.result === 'applying' ? (
                    <p className={styles.status({ status: 'loading' })}>
                      <Spinner size="small" />
                      {t('preview.loading')}
                    </p>
                  ) : (
                    result?.live === 'status' && resultNotification
                  )}
                </div>
                {result?.live === 'alert' && resultNotification}
              </div>
            </Stack>
          </form>
        </Modal.Content>
      </Modal.Root>
    </div>
  );
}

/** Loads the tests active at a request's date and time (gettestsat?time=); a newer request aborts it. */
function useTestsLoad(services: ServiceClient, request: TestsRequest | null, dispatch: Dispatch<PreviewFormAction>) {
  useEffect(() => {
    if (!request) return;
    const controller = new AbortController();
    void fetchTestsAt(services, timestampOf(request.fields), { signal: controller.signal }).then((result) => {
      if (controller.signal.aborted) return;
      const { id } = request;
      dispatch(result.ok ? { type: 'testsLoaded', id, tests: result.value } : { type: 'testsFailed', id });
    });
    return () => controller.abort();
  }, [services, request, dispatch]);
}

/**
 * What the preview panel stories share: the panel in the footer of a small page (PageLayout, as the storefront places
 * it), a staff session in the story browser's cookie jar (the StaffAuthToken cookie is HttpOnly, so only the
 * reference services' checkauth sees it), and keyboard helpers for play functions. The panel's texts are English in
 * every locale (docs/decisions.md), so the stories read them from the one catalog.
 */
import type { StoryContext } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PreviewPanel, type PreviewPanelProps } from '../../../src/features/preview';
import { en } from '../../../src/features/preview/messages/en';
import { PageLayout } from '../../../src/kernel';
import type { staffCookies } from '../../../src/mocks/routes/preview';
import { referenceServices, type PrepareReferenceServices } from '../../support/referenceServices';

/** The panel's texts (its labels, validation and result messages, verbatim). */
export const texts = en;

/** A staff session ("a staff or internal-auth cookie"), then the story's own preparation. */
export const asStaff = (prepare?: PrepareReferenceServices, cookie: (typeof staffCookies)[number] = 'StaffAuthToken') =>
  referenceServices(async (reference) => {
    reference.cookies.set(cookie, 'staff-story-session');
    await prepare?.(reference);
  });

/** The panel where the storefront puts it: in the page's footer, under the main content. */
export function PreviewStoryPage(props: PreviewPanelProps) {
  return (
    <PageLayout pageType="content" footer={<PreviewPanel {...props} />}>
      <h1>Preview panel</h1>
      <p>The staff preview panel sits in the footer area.</p>
    </PageLayout>
  );
}

type Context = Pick<StoryContext, 'canvasElement'> & { args: PreviewPanelProps };

/** The whole document: the modal and the select listboxes are portalled out of the story's canvas. */
export const page = (context: Context) => within(context.canvasElement.ownerDocument.body);

/** Waits for the staff check to answer (the story's `onStaffCheck` arg is a spy). */
export async function staffChecked(context: Context, staff: boolean) {
  await waitFor(() => expect(context.args.onStaffCheck).toHaveBeenCalledWith(staff));
}

/** Tabs from the top of the page (or, inside the open modal, from where focus is: the page behind is inert) to `target`. */
export async function tabTo(target: HTMLElement) {
  const doc = target.ownerDocument;
  if (!target.closest('dialog[open]')) (doc.activeElement as HTMLElement | null)?.blur();
  for (let i = 0; i < 25 && doc.activeElement !== target; i++) await userEvent.tab();
  await expect(target).toHaveFocus();
}

/** The panel's trigger, once the staff check and the panel's chunk are in. */
export async function triggerOf(context: Context) {
  await staffChecked(context, true);
  return within(context.canvasElement).findByRole('button', { name: texts['preview.open'] });
}

/** Opens the settings modal by keyboard (Tab to the trigger, Enter); with `settled`, waits for the tests' load. */
export async function openByKeyboard(context: Context, { settled = true } = {}) {
  const trigger = await triggerOf(context);
  await tabTo(trigger);
  await userEvent.keyboard('{Enter}');
  const dialog = await page(context).findByRole('dialog', { name: texts['preview.title'] });
  await waitFor(() => expect(dialog.contains(dialog.ownerDocument.activeElement)).toBe(true));
  const parts = fieldsOf(dialog);
  if (settled) await waitFor(() => expect(parts.testsStatus()).not.toHaveTextContent(texts['preview.loadingTests']));
  return { trigger, dialog, ...parts };
}

/** The modal's controls. */
export function fieldsOf(dialog: HTMLElement) {
  const inDialog = within(dialog);
  return {
    date: () => inDialog.getByLabelText<HTMLInputElement>(texts['preview.date']),
    time: () => inDialog.getByLabelText<HTMLInputElement>(texts['preview.time']),
    testSelect: () => inDialog.getByRole('combobox', { name: texts['preview.abTest'] }),
    groupSelect: () => inDialog.getByRole('combobox', { name: texts['preview.group'] }),
    submit: () => inDialog.getByRole('button', { name: texts['preview.submit'] }),
    logout: () => inDialog.getByRole('button', { name: texts['preview.logout'] }),
    /** The tests' status line under the test select (the first status in the modal). */
    testsStatus: () => inDialog.getAllByRole('status')[0]!,
  };
}

/** The texts a control's aria-describedby points at. */
export const descriptionOf = (control: HTMLElement) =>
  (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => control.ownerDocument.getElementById(id)?.textContent ?? '')
    .join(' ');

/** Opens a select with Enter and returns its options' texts (then closes it with Escape, back on the select). */
export async function optionsOf(combobox: HTMLElement) {
  combobox.focus();
  await userEvent.keyboard('{Enter}');
  const listbox = await within(combobox.ownerDocument.body).findByRole('listbox');
  const names = within(listbox)
    .getAllByRole('option')
    .map((option) => option.textContent);
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(combobox).toHaveFocus());
  return names;
}

/** Chooses an option by keyboard: Enter opens the listbox, the arrows move to the option, Enter takes it. */
export async function choose(combobox: HTMLElement, name: string) {
  combobox.focus();
  await userEvent.keyboard('{Enter}');
  const listbox = await within(combobox.ownerDocument.body).findByRole('listbox');
  const options = within(listbox).getAllByRole('option');
  await waitFor(() => expect(options).toContain(combobox.ownerDocument.activeElement));
  const target = options.findIndex((option) => option.textContent === name);
  await expect(target).toBeGreaterThanOrEqual(0);
  for (let i = 0; i < options.length && combobox.ownerDocument.activeElement !== options[target]; i++) {
    const at = options.indexOf(combobox.ownerDocument.activeElement as HTMLElement);
    await userEvent.keyboard(at < target ? '{ArrowDown}' : '{ArrowUp}');
  }
  await userEvent.keyboard('{Enter}');
  await waitFor(() => expect(combobox).toHaveFocus());
  await expect(combobox).toHaveTextContent(name);
}

/**
 * Enters a value into a native date or time field as the browser's own picker does: the value, then `input` and
 * `change`. The field's segments are the browser's UI, which synthetic key events cannot drive.
 */
export async function enterValue(field: HTMLInputElement, value: string) {
  field.focus();
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  field.dispatchEvent(new Event('change', { bubbles: true }));
  await expect(field.value).toBe(value);
}

/** Presses 'Set preview settings' by keyboard (Tab to it, Enter). */
export async function setByKeyboard(dialog: HTMLElement) {
  const submit = fieldsOf(dialog).submit();
  for (let i = 0; i < 25 && dialog.ownerDocument.activeElement !== submit; i++) await userEvent.tab();
  await expect(submit).toHaveFocus();
  await userEvent.keyboard('{Enter}');
}

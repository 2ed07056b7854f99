'use client';

/**
 * Value plumbing shared by the form fields (their label, hint and message are Field.tsx). PasswordInput, IbanInput
 * and NumberInput keep their <input> uncontrolled for React, so react-hook-form's `register` (which writes values
 * straight into the element) and form resets work, and format its text themselves.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type Ref } from 'react';

export function assignRef<T>(ref: Ref<T> | undefined, value: T | null): void {
  if (typeof ref === 'function') ref(value);
  else if (ref) (ref as { current: T | null }).current = value;
}

/**
 * Writes `value` into the field as typing would and fires an `input` event, so React calls `onChange` and the
 * consumer (react-hook-form's `register`, a controlled parent) hears about it exactly as about typing. The setter of
 * HTMLInputElement.prototype is used because React's value tracker watches the element's own `value` property and
 * would otherwise swallow the event as "no change".
 */
export function setValueAsUser(el: HTMLInputElement, value: string): void {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el) as object, 'value')?.set;
  if (setter) setter.call(el, value);
  else el.value = value;
  el.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * Runs `fn` (the consumer's onChange or onBlur) while the field holds `value` instead of the text shown, then puts the
 * shown text and the selection back. Handlers read `event.target.value` synchronously (react-hook-form's `register`
 * does), so they get the plain value ("DE89370400440532013000", "1.5") rather than the formatted one. Nothing paints
 * in between: it is all one synchronous event handler.
 */
export function callWithValue(el: HTMLInputElement, value: string, fn: () => void): void {
  const shown = el.value;
  if (value === shown) {
    fn();
    return;
  }
  const focused = el.ownerDocument.activeElement === el;
  const { selectionStart, selectionEnd, selectionDirection } = el;
  el.value = value;
  try {
    fn();
  } finally {
    el.value = shown;
    if (focused && selectionStart !== null && selectionEnd !== null) {
      el.setSelectionRange(selectionStart, selectionEnd, selectionDirection ?? undefined);
    }
  }
}

/**
 * The text in an uncontrolled field, as React state. Typing updates it through `setText`; values written through the
 * ref from outside (react-hook-form's defaults and `setValue`, a form reset) are picked up after every render and
 * once a reset is done. `adopt` turns such an outside value into the text to show (e.g. grouping an IBAN); it runs
 * only for values the field did not show itself, and only while it is not focused, so it never fights typing.
 */
export function useFieldText(initial: string, adopt: (value: string, el: HTMLInputElement) => string = (v) => v) {
  const inner = useRef<HTMLInputElement | null>(null);
  const [text, setTextState] = useState(initial);
  const known = useRef(initial);
  const adoptRef = useRef(adopt);
  useEffect(() => {
    adoptRef.current = adopt;
  });

  const setText = useCallback((next: string) => {
    known.current = next;
    setTextState(next);
  }, []);

  const sync = useCallback(() => {
    const el = inner.current;
    if (!el || el.value === known.current) return;
    if (el.ownerDocument.activeElement !== el) {
      const shown = adoptRef.current(el.value, el);
      if (shown !== el.value) el.value = shown;
    }
    setText(el.value);
  }, [setText]);

  useEffect(() => {
    sync();
  });

  useEffect(() => {
    const form = inner.current?.form;
    if (!form) return;
    // The reset event fires before the fields are reset; read them once it is done.
    const onReset = () => queueMicrotask(sync);
    form.addEventListener('reset', onReset);
    return () => form.removeEventListener('reset', onReset);
  }, [sync]);

  return { inner, text, setText, sync };
}

/**
 * Makes native form submission (and `new FormData(form)`) carry the plain value instead of the text shown, through
 * the form's `formdata` event.
 */
export function useSubmittedValue(
  inner: { current: HTMLInputElement | null },
  name: string | undefined,
  toSubmitted: (shown: string) => string,
) {
  const convert = useRef(toSubmitted);
  useEffect(() => {
    convert.current = toSubmitted;
  });
  // A layout effect: the listener is in place as soon as the field is, before anything can submit the form.
  useLayoutEffect(() => {
    const el = inner.current;
    const form = el?.form;
    if (!el || !form || !name) return;
    const onFormData = (event: Event) => {
      const data = (event as Event & { formData?: FormData }).formData;
      if (!data || el.disabled) return;
      const entries = data.getAll(name);
      if (!entries.includes(el.value)) return;
      const submitted = convert.current(el.value);
      data.delete(name);
      for (const entry of entries) data.append(name, entry === el.value ? submitted : entry);
    };
    form.addEventListener('formdata', onFormData);
    return () => form.removeEventListener('formdata', onFormData);
  }, [inner, name]);
}

'use client';

import {
  forwardRef,
  useCallback,
  useEffect,
  useRef,
  useState,
  type ChangeEvent,
  type InputHTMLAttributes,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { cx } from '../../styles/cx';
import { defaultInputState, inputStates, type InputState } from '../../../design-tokens';
import { pickVariant } from '../../styles/fallback';
import { GlyphIcon } from '../Icon/GlyphIcon';
import { checkGlyph } from '../Icon/paths';
import { assignRef } from '../internal/fieldValue';
import { FieldLabel, FieldMessages, hasContent, useField } from '../internal/Field';
import * as styles from './Input.css';
import { useMisuseWarning } from '../internal/warn';

interface InputOwnProps {
  /** The label. Required: placeholders are not labels. Visible unless `hideLabel`. */
  label: ReactNode;
  /**
   * Hide the label on screen; it still names the field for assistive technology. Only where the surroundings already
   * say what the field is for (the quantity stepper on a mini cart line, next to the product name).
   */
  hideLabel?: boolean;
  /**
   * Controls inside the box, before and after the <input> (an icon, a prefix, a button). They are not part of the
   * label. A Button here takes `className={slotButton}` (from `Input/slotButton.css`) to become a segment of the box.
   */
  startSlot?: ReactNode;
  endSlot?: ReactNode;
  /** Help shown under the field, always (e.g. the expected format). Referenced by aria-describedby. */
  hint?: ReactNode;
  /** default | valid | error. Without it: error when `error` is given, else default. */
  state?: InputState;
  /** The error message, shown in the error state; the field gets aria-invalid and points to it. */
  error?: ReactNode;
  /** Optional text shown with the check icon in the valid state. */
  validText?: ReactNode;
  /** Shows "length/maxLength" under the field. Needs `maxLength`. */
  showCount?: boolean;
  /** Goes on the field's wrapper (label, control and messages), for layout. Every other native prop goes on <input>. */
  className?: string;
}

export type InputProps = InputOwnProps & Omit<InputHTMLAttributes<HTMLInputElement>, keyof InputOwnProps>;

/**
 * A labelled single-line text field. The ref is the <input>, so `{...register('email')}` from react-hook-form
 * (ref, name, onChange, onBlur) works as on a native input.
 */
export const Input = forwardRef<HTMLInputElement, InputProps>(function Input(props, ref) {
  const {
    label,
    hideLabel = false,
    startSlot,
    endSlot,
    hint,
    state,
    error,
    validText,
    showCount = false,
    className,
    id: idProp,
    type = 'text',
    required,
    maxLength,
    value,
    defaultValue,
    onChange,
    'aria-describedby': describedByProp,
    'aria-invalid': invalidProp,
    ...native
  } = props;
  const safeState = pickVariant(
    'Input',
    'state',
    state ?? (hasContent(error) ? 'error' : defaultInputState),
    inputStates,
    defaultInputState,
  );
  const max = typeof maxLength === 'number' && maxLength >= 0 ? maxLength : undefined;
  const counting = showCount && max !== undefined;
  const field = useField({
    id: idProp,
    control: 'input',
    state: safeState,
    hint,
    message: safeState === 'error' ? error : validText,
    required,
    describedBy: describedByProp,
    invalid: invalidProp,
    parts: [counting && 'count'],
  });

  useMisuseWarning(showCount && max === undefined, 'Input', 'showCount needs a maxLength; the counter is left out.');

  // The count follows the DOM value: typing, values set through the ref (react-hook-form defaults, setValue)
  // and form resets, not only `value`.
  const inner = useRef<HTMLInputElement | null>(null);
  const controlled = value !== undefined;
  const [uncontrolledLength, setUncontrolledLength] = useState(() => String(defaultValue ?? '').length);
  const length = controlled ? String(value ?? '').length : uncontrolledLength;
  const syncLength = useCallback(() => {
    if (inner.current) setUncontrolledLength(inner.current.value.length);
  }, []);
  useEffect(() => {
    if (!counting || controlled) return;
    syncLength();
  });
  useEffect(() => {
    const form = inner.current?.form;
    if (!counting || controlled || !form) return;
    // The reset event fires before the fields are reset; read them once it is done.
    const onReset = () => queueMicrotask(syncLength);
    form.addEventListener('reset', onReset);
    return () => form.removeEventListener('reset', onReset);
  }, [counting, controlled, syncLength]);

  const setRefs = useCallback(
    (node: HTMLInputElement | null) => {
      inner.current = node;
      assignRef(ref, node);
    },
    [ref],
  );

  /** A press on the box outside its controls (its padding, a prefix, the valid icon) puts the caret in the field. */
  const focusFromBox = (e: MouseEvent<HTMLDivElement>) => {
    const el = inner.current;
    if (!el || el.disabled || e.button !== 0) return;
    if ((e.target as Element).closest('input, button, a, select, textarea, [tabindex]')) return;
    e.preventDefault();
    el.focus();
  };

  return (
    <div className={cx(styles.field, className)} data-state={safeState}>
      <FieldLabel field={field} visuallyHidden={hideLabel} disabled={native.disabled}>
        {label}
      </FieldLabel>
      {/* Pointer only: the field itself is reached by Tab and through its label. */}
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions */}
      <div className={styles.control({ state: safeState })} onMouseDown={focusFromBox}>
        {hasContent(startSlot) && <div className={cx(styles.slot, styles.slotStart)}>{startSlot}</div>}
        <input
          ref={setRefs}
          type={type}
          className={styles.input({ state: safeState })}
          maxLength={maxLength}
          value={value}
          defaultValue={defaultValue}
          {...field.controlProps}
          onChange={(e: ChangeEvent<HTMLInputElement>) => {
            if (counting && !controlled) setUncontrolledLength(e.currentTarget.value.length);
            onChange?.(e);
          }}
          {...native}
        />
        {safeState === 'valid' && (
          <GlyphIcon glyph={checkGlyph} data-icon="check" size="small" className={styles.validIcon} />
        )}
        {hasContent(endSlot) && <div className={cx(styles.slot, styles.slotEnd)}>{endSlot}</div>}
      </div>
      {(field.hint !== undefined || field.message !== undefined || counting) && (
        <div className={styles.footer}>
          <FieldMessages field={field} />
          {counting && (
            <p id={field.partId('count')} className={styles.counter}>
              {`${length}/${max}`}
            </p>
          )}
        </div>
      )}
    </div>
  );
});
Input.displayName = 'Input';

'use client';

import {
  forwardRef,
  useCallback,
  useLayoutEffect,
  useRef,
  type ChangeEvent,
  type InputHTMLAttributes,
  type ReactNode,
} from 'react';
import { cx } from '../../styles/cx';
import { checkboxStates, defaultCheckboxState, type CheckboxState } from '../../../design-tokens';
import { pickVariant } from '../../styles/fallback';
import { GlyphIcon } from '../Icon/GlyphIcon';
import { checkGlyph } from '../Icon/paths';
import { assignRef } from '../internal/fieldValue';
import { FieldLabel, FieldMessages, hasContent, useField } from '../internal/Field';
import { useMisuseWarning } from '../internal/warn';
import * as styles from './Checkbox.css';

interface CheckboxOwnProps {
  /** default | error. Without it: error when `error` is given, else default. */
  state?: CheckboxState;
  /** The error message, shown under the label; the checkbox gets aria-invalid and points to it. */
  error?: ReactNode;
  /** Help under the label. Referenced by aria-describedby. */
  hint?: ReactNode;
  /**
   * Neither checked nor unchecked (a "select all" over a partial selection): the dash, announced as "mixed". It is
   * the DOM property, set after render, so it shows once the page is hydrated. A click clears it, as on any native
   * checkbox, and checks the box.
   */
  indeterminate?: boolean;
  /** Called with the new checked state on every change (the native `onChange` is called too). */
  onCheckedChange?: (checked: boolean) => void;
  /** Goes on the field's wrapper (box, label and messages), for layout. Every other prop goes on the <input>. */
  className?: string;
}

/** The visible label: as `label`, or as children (e.g. a consent text with a TextLink in it). */
type CheckboxLabel = { label: ReactNode; children?: undefined } | { children: ReactNode; label?: undefined };

/**
 * `checked`/`defaultChecked`, `name`, `value`, `required`, `disabled`, `onChange`, `onBlur` as on a native checkbox.
 * Inside a <form> it submits `name=value` when checked.
 */
export type CheckboxProps = CheckboxOwnProps &
  CheckboxLabel &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'children' | keyof CheckboxOwnProps>;

/**
 * A labelled checkbox: a native <input type="checkbox"> with the box drawn over it. The ref is the <input>, so
 * `{...register('newsletter')}` from react-hook-form works as on a native checkbox.
 */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(props, ref) {
  const {
    label,
    children,
    state,
    error,
    hint,
    indeterminate = false,
    onCheckedChange,
    onChange,
    className,
    id,
    required,
    disabled,
    'aria-describedby': describedBy,
    'aria-invalid': invalid,
    ...native
  } = props;
  const safeState = pickVariant(
    'Checkbox',
    'state',
    state ?? (hasContent(error) ? 'error' : defaultCheckboxState),
    checkboxStates,
    defaultCheckboxState,
  );
  const field = useField({
    id,
    control: 'checkbox',
    state: safeState,
    hint,
    message: error,
    required,
    describedBy,
    invalid,
  });
  const labelContent = hasContent(children) ? children : label;
  const hasLabel = hasContent(labelContent);
  const namedOtherwise = Boolean(native['aria-label'] || native['aria-labelledby']);
  useMisuseWarning(!hasLabel && !namedOtherwise, 'Checkbox', 'no label; give it `label` or children so it has a name.');

  const inner = useRef<HTMLInputElement | null>(null);
  const setRefs = useCallback(
    (node: HTMLInputElement | null) => {
      inner.current = node;
      assignRef(ref, node);
    },
    [ref],
  );
  // `indeterminate` exists only as a DOM property. Set when the prop changes (before paint), so a click, which
  // clears it, is not undone by an unrelated render.
  useLayoutEffect(() => {
    if (inner.current) inner.current.indeterminate = indeterminate;
  }, [indeterminate]);

  return (
    <div className={cx(styles.field, className)} data-state={safeState}>
      <div className={styles.row}>
        <span className={styles.control}>
          <input
            ref={setRefs}
            type="checkbox"
            className={styles.input({ state: safeState })}
            disabled={disabled}
            {...field.controlProps}
            onChange={(e: ChangeEvent<HTMLInputElement>) => {
              onChange?.(e);
              onCheckedChange?.(e.currentTarget.checked);
            }}
            {...native}
          />
          <span className={styles.box} aria-hidden="true">
            <GlyphIcon glyph={checkGlyph} size="small" className={styles.check} />
            <span className={styles.dash} />
          </span>
        </span>
        {hasLabel && (
          <FieldLabel field={field} beside disabled={disabled}>
            {labelContent}
          </FieldLabel>
        )}
      </div>
      <FieldMessages field={field} className={styles.messages} />
    </div>
  );
});
Checkbox.displayName = 'Checkbox';

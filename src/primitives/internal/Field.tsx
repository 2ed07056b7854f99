'use client';

/**
 * The one anatomy of a form control: its label (with the required marker), hint and message, and the ids that tie
 * them to the control (aria-describedby, aria-invalid, required). Input, Select and Checkbox build on it; PasswordInput,
 * IbanInput and NumberInput through Input. Internal: not exported from the package.
 *
 * The required marker is visual only (`requiredMarker`, hidden from assistive technology): `required` or
 * `aria-required` on the control says it. A form with required fields shows its catalog's mandatory-field note
 * ("* Pflichtfeld" in the newsletter sign-up form) once, so sighted users learn what the marker means.
 */
import { useId, type AriaAttributes, type ReactNode } from 'react';
import { requiredMarker, type InputState } from '../../../design-tokens';
import { cx } from '../../styles/cx';
import { GlyphIcon } from '../Icon/GlyphIcon';
import { checkGlyph, errorGlyph } from '../Icon/paths';
import { visuallyHidden } from '../VisuallyHidden/VisuallyHidden.css';
import * as styles from './Field.css';

/** Whether a label, hint or message has anything to show: undefined, null, false and '' do not. */
export function hasContent(node: ReactNode): boolean {
  return node !== undefined && node !== null && node !== false && node !== '';
}

/** Element ids as one aria-describedby value, the absent ones left out; undefined when none is left. */
export function joinIds(...ids: (string | false | null | undefined)[]): string | undefined {
  return ids.filter(Boolean).join(' ') || undefined;
}

export interface FieldSetup {
  /** The control's id from the consumer; generated when absent. */
  id?: string | undefined;
  /** What the control is ("input", "checkbox", "trigger"): a generated id ends with it. */
  control: string;
  /** The state the control shows. `error` sets aria-invalid; `error` and `valid` show `message`. */
  state: InputState;
  hint?: ReactNode;
  /** The error (error state) or the confirmation (valid state) under the control. */
  message?: ReactNode;
  required?: boolean | undefined;
  /**
   * A native control says "required" with its `required` attribute; a control drawn with ARIA (Select's combobox
   * button) with `aria-required`.
   */
  ariaRequired?: boolean;
  /** The consumer's own aria-describedby: read first. */
  describedBy?: string | undefined;
  /** The consumer's own aria-invalid: kept outside the error state. */
  invalid?: AriaAttributes['aria-invalid'];
  /** Further parts that describe the control, after hint and message (e.g. "count"); see `partId`. */
  parts?: (string | false | undefined)[];
}

export interface FieldControlProps {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': AriaAttributes['aria-invalid'];
  'aria-required'?: true | undefined;
  required?: boolean | undefined;
}

export interface Field {
  /** The control's id, which the label points at. */
  id: string;
  labelId: string;
  hintId: string;
  messageId: string;
  /** The id of a further part named in `parts`. */
  partId: (name: string) => string;
  state: InputState;
  required: boolean;
  /** What to show under the control; undefined when there is nothing. */
  hint: ReactNode | undefined;
  message: ReactNode | undefined;
  /** Spread onto the control. */
  controlProps: FieldControlProps;
}

export function useField(setup: FieldSetup): Field {
  const { id, control, state, hint, message, required = false, ariaRequired = false, describedBy, invalid } = setup;
  const autoId = useId();
  const partId = (name: string) => `${autoId}-${name}`;
  const shownHint = hasContent(hint) ? hint : undefined;
  const shownMessage = state !== 'default' && hasContent(message) ? message : undefined;
  const field = {
    id: id ?? partId(control),
    labelId: partId('label'),
    hintId: partId('hint'),
    messageId: partId('message'),
  };
  const describedByIds = joinIds(
    describedBy,
    shownHint !== undefined && field.hintId,
    shownMessage !== undefined && field.messageId,
    ...(setup.parts ?? []).map((name) => name && partId(name)),
  );
  return {
    ...field,
    partId,
    state,
    required,
    hint: shownHint,
    message: shownMessage,
    controlProps: {
      id: field.id,
      'aria-describedby': describedByIds,
      'aria-invalid': state === 'error' ? true : invalid,
      ...(ariaRequired ? { 'aria-required': required || undefined } : { required }),
    },
  };
}

export interface FieldLabelProps {
  field: Field;
  children: ReactNode;
  /** Beside its control (a checkbox) in body text, instead of above it in small bold text. */
  beside?: boolean;
  /**
   * Hidden on screen, still the control's name (Input's `hideLabel`). VisuallyHidden's own class, not
   * <VisuallyHidden asChild>: the same rule without Radix Slot, whose weight would put the fields over their budgets.
   */
  visuallyHidden?: boolean;
  disabled?: boolean | undefined;
  className?: string;
}

/** The control's <label>, with the required marker after the text. */
export function FieldLabel({ field, children, beside, visuallyHidden: hide, disabled, className }: FieldLabelProps) {
  return (
    <label
      id={field.labelId}
      htmlFor={field.id}
      className={cx(hide ? visuallyHidden : beside ? styles.choiceLabel : styles.fieldLabel, className)}
      data-disabled={disabled ? '' : undefined}
    >
      {children}
      {field.required && (
        <span aria-hidden="true" className={styles.requiredMarker}>
          {requiredMarker}
        </span>
      )}
    </label>
  );
}

/** Hint, then message, under the control; nothing when there is neither. */
export function FieldMessages({ field, className }: { field: Field; className?: string }) {
  if (field.hint === undefined && field.message === undefined) return null;
  const isError = field.state === 'error';
  return (
    <div className={cx(styles.messages, className)}>
      {field.hint !== undefined && (
        <p id={field.hintId} className={styles.hint}>
          {field.hint}
        </p>
      )}
      {field.message !== undefined && (
        <p id={field.messageId} className={styles.message({ state: field.state })}>
          <GlyphIcon
            glyph={isError ? errorGlyph : checkGlyph}
            data-icon={isError ? 'error' : 'check'}
            size="small"
            className={styles.messageIcon}
          />
          <span>{field.message}</span>
        </p>
      )}
    </div>
  );
}

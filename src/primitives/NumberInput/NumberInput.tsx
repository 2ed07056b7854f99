'use client';

import {
  forwardRef,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useState,
  type ChangeEvent,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { cx } from '../../styles/cx';
import {
  numberInputDefaultStep,
  numberInputPageSteps,
  numberInputWidthChars,
  type NumberClampReason,
} from '../../../design-tokens';
import { Button } from '../Button/Button';
import { Input, type InputProps } from '../Input/Input';
import { slotButton } from '../Input/slotButton.css';
import type { FormTextOverrides } from '../formTexts/texts';
import { assignRef, callWithValue, setValueAsUser, useFieldText, useSubmittedValue } from '../internal/fieldValue';
import { hasContent, joinIds } from '../internal/Field';
import { useFormTexts } from '../formTexts/FormTexts';
import {
  commitNumber,
  formatLocaleNumber,
  fractionDigitsOf,
  parseLocaleNumber,
  parseMachineNumber,
  parsedValue,
  stepNumber,
  type NumberBounds,
  type ParsedNumber,
} from './number';
import * as styles from './NumberInput.css';
import { GlyphIcon } from '../Icon/GlyphIcon';
import { minusGlyph, plusGlyph } from '../Icon/paths';

interface NumberInputOwnProps {
  /** The visible label, also part of the buttons' names ("Menge verringern"). Default: the catalog's ("Menge"). */
  label?: string;
  /** Help under the field. */
  hint?: ReactNode;
  /** Controlled value: a number, or a plain number string ("1.5") as forms hand it back; null or "" for empty. */
  value?: number | string | null;
  defaultValue?: number | string | null;
  /** Numbers; numeric strings are read as numbers (react-hook-form's `register` types them `string | number`). */
  min?: number | string;
  max?: number | string;
  /** Positive; values lie on min + k × step. Default 1 (whole numbers). */
  step?: number;
  /**
   * Called on every change with the number (null when empty or not a number). `onChange` and `onBlur` see the plain
   * number in `event.target.value` ("1.5", not "1,5"), so react-hook-form's register (with valueAsNumber) stores it.
   */
  onValueChange?: (value: number | null) => void;
  /** An error from outside (e.g. the form's validation); shown instead of the field's own. */
  error?: ReactNode;
  /**
   * Locale of the number format and the texts (default: the nearest FormTextsProvider's, else de-DE). The texts are
   * picked among the catalogs that provider offers; without one that carries them they are de-DE, with a warning,
   * while numbers still follow this locale.
   */
  locale?: string;
  /** Replace single texts, by catalog key. */
  texts?: FormTextOverrides;
}

export type NumberInputProps = NumberInputOwnProps &
  Omit<InputProps, keyof NumberInputOwnProps | 'type' | 'state' | 'validText' | 'showCount' | 'startSlot' | 'endSlot'>;

/** What a form gets for the text shown: the plain number, "" while there is none, the text itself when it is wrong. */
function submittedOf(parsed: ParsedNumber, shown: string): string {
  if (parsed.kind === 'invalid') return shown;
  const n = parsedValue(parsed);
  return n === null ? '' : String(n);
}

const toBound = (v: number | string | undefined): number | undefined => {
  const n = typeof v === 'string' ? parseMachineNumber(v) : v;
  return typeof n === 'number' && Number.isFinite(n) ? n : undefined;
};

const validStep = (step: number | undefined) =>
  typeof step === 'number' && Number.isFinite(step) && step > 0 ? step : numberInputDefaultStep;

/**
 * A number field with a stepper (decrement, value, increment), built on Input, in the locale's number format.
 *
 * Semantics, per the APG spin button pattern: the text box itself has role="spinbutton" with aria-valuenow,
 * aria-valuemin, aria-valuemax and aria-valuetext (the value as shown, "1.234,5"), because the value is a number in
 * a range that arrow keys change. It stays a text box (not <input type=number>) so it can show and read the locale's
 * format (decimal comma, group separators) and keep whatever was typed editable. Keyboard: ArrowUp/ArrowDown one
 * step, PageUp/PageDown ten steps (numberInputPageSteps), Home/End the minimum/maximum when set, Enter applies the
 * bounds. The − and + buttons are for pointer and touch; as in the APG spin button examples they are not Tab stops
 * (tabindex -1), so a cart of many lines has one stop per quantity, and they keep focus in the field when clicked.
 * They are named from the catalog with the field's label, and disabled at the bounds.
 */
export const NumberInput = forwardRef<HTMLInputElement, NumberInputProps>(function NumberInput(props, ref) {
  const {
    label,
    hint,
    value,
    defaultValue,
    min: minProp,
    max: maxRaw,
    step: stepProp,
    onValueChange,
    error,
    locale,
    texts: overrides,
    className,
    id: idProp,
    name,
    disabled,
    readOnly,
    inputMode,
    size,
    onChange,
    onBlur,
    onKeyDown,
    'aria-describedby': describedByProp,
    ...native
  } = props;
  const { t, locale: textLocale, requested: numberLocale } = useFormTexts(locale, overrides);
  const step = validStep(stepProp);
  const min = toBound(minProp);
  const maxProp = toBound(maxRaw);
  const max = maxProp !== undefined && min !== undefined && maxProp < min ? min : maxProp;
  const bounds: NumberBounds = { min, max, step };
  const digits = fractionDigitsOf(bounds);
  const format = (n: number) => formatLocaleNumber(n, numberLocale, digits);

  useEffect(() => {
    if (stepProp !== undefined && stepProp !== step)
      console.warn(`[crema] NumberInput: step must be a positive number, not ${String(stepProp)}; using ${step}.`);
    if (max !== maxProp) console.warn(`[crema] NumberInput: max ${maxProp} is below min ${min}; using ${min}.`);
  }, [stepProp, step, max, maxProp, min]);

  /** Text for a value from outside: numbers and plain number strings in the locale's format, anything else as is. */
  const toText = (v: number | string | null | undefined): string => {
    if (v === null || v === undefined || v === '') return '';
    if (typeof v === 'number') return Number.isFinite(v) ? format(v) : '';
    const machine = parseMachineNumber(v);
    return machine === null ? v : format(machine);
  };

  const autoId = useId();
  const inputId = idProp ?? `${autoId}-number`;
  const statusId = `${autoId}-status`;
  const [initial] = useState(() => toText(value ?? defaultValue));
  // A value written from outside (react-hook-form's defaults or setValue: "1234.5") is shown in the locale's format;
  // the field's own default text (after a form reset) is already.
  const { inner, text, setText } = useFieldText(initial, (shown, el) =>
    shown === el.defaultValue ? shown : toText(shown),
  );
  const [clamped, setClamped] = useState<{ reason: NumberClampReason; value: number } | undefined>();
  const [leftUnfinished, setLeftUnfinished] = useState(false);
  useSubmittedValue(inner, name, (shown) => submittedOf(parseLocaleNumber(shown, numberLocale), shown));

  const parsed = parseLocaleNumber(text, numberLocale);
  const current = parsedValue(parsed);

  // A controlled value that means another number than the one shown replaces the text (typing "1," keeps its comma).
  useLayoutEffect(() => {
    const el = inner.current;
    if (value === undefined || !el) return;
    const wanted =
      typeof value === 'number' ? value : value === null || value === '' ? null : parseMachineNumber(value);
    const shown = parsedValue(parseLocaleNumber(el.value, numberLocale));
    const wantedText = toText(value);
    if (wanted !== shown || (wanted === null && el.ownerDocument.activeElement !== el && wantedText !== el.value)) {
      el.value = wantedText;
      setText(wantedText);
    }
    // toText depends only on the locale and digits, listed here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value, numberLocale, digits, inner, setText]);

  const setRefs = useCallback(
    (node: HTMLInputElement | null) => {
      inner.current = node;
      assignRef(ref, node);
    },
    [inner, ref],
  );

  /** Shows `n` and tells the consumer, as if it had been typed. */
  const setNumber = (n: number) => {
    const el = inner.current;
    if (!el) return;
    const shown = format(n);
    if (shown !== el.value) setValueAsUser(el, shown);
  };

  /** Applies the bounds and the step to what was typed, and says why when that changed it. */
  const commit = () => {
    const el = inner.current;
    if (!el) return;
    const typed = parseLocaleNumber(el.value, numberLocale);
    const n = parsedValue(typed);
    if (n === null) {
      setLeftUnfinished(typed.kind === 'partial');
      return;
    }
    const result = commitNumber(n, bounds);
    setNumber(result.value);
    setClamped(result.reason ? { reason: result.reason, value: result.value } : undefined);
  };

  const interactive = !disabled && !readOnly;
  const stepBy = (steps: number) => {
    setNumber(stepNumber(current, steps, bounds));
    setClamped(undefined);
  };

  const handleChange = (e: ChangeEvent<HTMLInputElement>) => {
    const el = e.currentTarget;
    const next = parseLocaleNumber(el.value, numberLocale);
    setText(el.value);
    setClamped(undefined);
    setLeftUnfinished(false);
    callWithValue(el, submittedOf(next, el.value), () => onChange?.(e));
    onValueChange?.(parsedValue(next));
  };

  const handleKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(e);
    if (e.defaultPrevented || !interactive || e.altKey || e.ctrlKey || e.metaKey) return;
    const keySteps: Record<string, number> = {
      ArrowUp: 1,
      ArrowDown: -1,
      PageUp: numberInputPageSteps,
      PageDown: -numberInputPageSteps,
    };
    const steps = keySteps[e.key];
    if (steps !== undefined) {
      e.preventDefault();
      stepBy(steps);
    } else if (e.key === 'Home' && min !== undefined) {
      e.preventDefault();
      setNumber(min);
      setClamped(undefined);
    } else if (e.key === 'End' && max !== undefined) {
      e.preventDefault();
      setNumber(max);
      setClamped(undefined);
    } else if (e.key === 'Enter') {
      // Apply the bounds before the form submits, so it gets the value the field will show.
      commit();
    }
  };

  const handleBlur = (e: FocusEvent<HTMLInputElement>) => {
    if (interactive) commit();
    const el = e.currentTarget;
    callWithValue(el, submittedOf(parseLocaleNumber(el.value, numberLocale), el.value), () => onBlur?.(e));
  };

  const fieldLabel = label ?? t('number.label');
  const example = format(commitNumber(digits === 0 ? 12 : 1.5, bounds).value);
  const ownError =
    parsed.kind === 'invalid' || (leftUnfinished && parsed.kind === 'partial' && current === null)
      ? t('number.notNumber', { example })
      : undefined;
  const hasOuterError = hasContent(error);
  const clampText =
    clamped?.reason === 'min'
      ? t('number.clampedMin', { min: format(clamped.value) })
      : clamped?.reason === 'max'
        ? t('number.clampedMax', { max: format(clamped.value) })
        : clamped?.reason === 'step'
          ? t('number.clampedStep', { step: format(step), value: format(clamped.value) })
          : '';

  const widest = Math.max(...[min, max].filter((n): n is number => n !== undefined).map((n) => format(n).length), 0);
  const chars =
    max === undefined
      ? numberInputWidthChars.fallback
      : Math.min(numberInputWidthChars.max, Math.max(numberInputWidthChars.min, widest + 1));
  const canGoDown = current === null || min === undefined || current > min;
  const canGoUp = current === null || max === undefined || current < max;
  const keepFocus = (e: { preventDefault: () => void }) => e.preventDefault();

  return (
    <div className={cx(styles.root, className)} lang={textLocale}>
      <Input
        ref={setRefs}
        id={inputId}
        label={fieldLabel}
        hint={hint ?? undefined}
        state={hasOuterError || ownError ? 'error' : 'default'}
        error={hasOuterError ? error : ownError}
        type="text"
        role="spinbutton"
        inputMode={inputMode ?? (min !== undefined && min >= 0 ? (digits === 0 ? 'numeric' : 'decimal') : 'text')}
        autoComplete="off"
        size={size ?? chars}
        name={name}
        disabled={disabled}
        readOnly={readOnly}
        defaultValue={initial}
        aria-valuenow={current ?? undefined}
        aria-valuemin={min}
        aria-valuemax={max}
        aria-valuetext={current !== null ? text.trim() : undefined}
        aria-describedby={joinIds(describedByProp, clampText && statusId)}
        onChange={handleChange}
        onBlur={handleBlur}
        onKeyDown={handleKeyDown}
        {...native}
        startSlot={
          <Button
            className={slotButton}
            variant="secondary"
            icon={<GlyphIcon glyph={minusGlyph} size="small" data-icon="minus" />}
            aria-label={t('number.decrement', { label: fieldLabel })}
            aria-controls={inputId}
            tabIndex={-1}
            disabled={!interactive || !canGoDown}
            onMouseDown={keepFocus}
            onClick={() => stepBy(-1)}
          />
        }
        endSlot={
          <Button
            className={slotButton}
            variant="secondary"
            icon={<GlyphIcon glyph={plusGlyph} size="small" data-icon="plus" />}
            aria-label={t('number.increment', { label: fieldLabel })}
            aria-controls={inputId}
            tabIndex={-1}
            disabled={!interactive || !canGoUp}
            onMouseDown={keepFocus}
            onClick={() => stepBy(1)}
          />
        }
      />
      {/* Polite: why the value changed when the field was left ("the largest possible value is 99"). */}
      <p id={statusId} role="status" className={styles.status}>
        {clampText}
      </p>
    </div>
  );
});
NumberInput.displayName = 'NumberInput';

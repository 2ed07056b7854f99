'use client';

/**
 * The number field's value and stepping: the bounds and step it was given, the text shown in the locale's format, a
 * controlled value followed, the keys and buttons that step, and the bounds applied when the field is left.
 */
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useState,
  type ChangeEvent,
  type FocusEvent,
  type KeyboardEvent,
  type Ref,
} from 'react';
import { numberInputDefaultStep, numberInputPageSteps, type NumberClampReason } from '../../../design-tokens';
import { assignRef, callWithValue, setValueAsUser, useFieldText, useSubmittedValue } from '../internal/fieldValue';
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
import type { NumberInputProps } from './NumberInput';

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

/** What the field's value and stepping take from its props, and the locale numbers are read and written in. */
export type NumberFieldOptions = Pick<
  NumberInputProps,
  | 'value'
  | 'defaultValue'
  | 'min'
  | 'max'
  | 'step'
  | 'name'
  | 'disabled'
  | 'readOnly'
  | 'onValueChange'
  | 'onChange'
  | 'onBlur'
  | 'onKeyDown'
> & { locale: string };

/** The clamp shown after the field was left, with why ("the largest possible value is 99"). */
export type NumberClamp = { reason: NumberClampReason; value: number } | undefined;

/** The bounds as given (numbers or numeric strings), a max below the min raised to it, an invalid step 1, with warnings. */
function useBounds(minProp: number | string | undefined, maxRaw: number | string | undefined, stepProp?: number) {
  const step = validStep(stepProp);
  const min = toBound(minProp);
  const maxProp = toBound(maxRaw);
  const max = maxProp !== undefined && min !== undefined && maxProp < min ? min : maxProp;
  useEffect(() => {
    if (stepProp !== undefined && stepProp !== step)
      console.warn(`[crema] NumberInput: step must be a positive number, not ${String(stepProp)}; using ${step}.`);
    if (max !== maxProp) console.warn(`[crema] NumberInput: max ${maxProp} is below min ${min}; using ${min}.`);
  }, [stepProp, step, max, maxProp, min]);
  return { min, max, step } satisfies NumberBounds;
}

/** Text for a value from outside: numbers and plain number strings in the locale's format, anything else as is. */
function textOf(v: number | string | null | undefined, format: (n: number) => string): string {
  if (v === null || v === undefined || v === '') return '';
  if (typeof v === 'number') return Number.isFinite(v) ? format(v) : '';
  const machine = parseMachineNumber(v);
  return machine === null ? v : format(machine);
}

/**
 * The text shown: a value from outside in the locale's format, a controlled value followed, and the plain number a
 * native form submits.
 */
function useNumberText(
  { value, defaultValue, name, locale }: Pick<NumberFieldOptions, 'value' | 'defaultValue' | 'name' | 'locale'>,
  digits: number,
  format: (n: number) => string,
) {
  const [initial] = useState(() => textOf(value ?? defaultValue, format));
  // A value written from outside (react-hook-form's defaults or setValue: "1234.5") is shown in the locale's format;
  // the field's own default text (after a form reset) is already.
  const {
    inner: inputRef,
    text,
    setText,
  } = useFieldText(initial, (shown, el) => (shown === el.defaultValue ? shown : textOf(shown, format)));
  useSubmittedValue(inputRef, name, (shown) => submittedOf(parseLocaleNumber(shown, locale), shown));

  // A controlled value that means another number than the one shown replaces the text (typing "1," keeps its comma).
  useLayoutEffect(() => {
    const el = inputRef.current;
    if (value === undefined || !el) return;
    const wanted =
      typeof value === 'number' ? value : value === null || value === '' ? null : parseMachineNumber(value);
    const shown = parsedValue(parseLocaleNumber(el.value, locale));
    const wantedText = textOf(value, format);
    if (wanted !== shown || (wanted === null && el.ownerDocument.activeElement !== el && wantedText !== el.value)) {
      el.value = wantedText;
      setText(wantedText);
    }
    // format depends only on the locale and digits, listed here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value, locale, digits, inputRef, setText]);

  return { inputRef, initial, text, setText };
}

/**
 * What a key does: ArrowUp/ArrowDown one step, PageUp/PageDown ten (numberInputPageSteps), Home/End the minimum or
 * maximum when set, Enter applies the bounds; any other key nothing.
 */
function keyAction(key: string, { min, max }: NumberBounds): { steps: number } | { to: number } | 'commit' | undefined {
  const keySteps: Record<string, number> = {
    ArrowUp: 1,
    ArrowDown: -1,
    PageUp: numberInputPageSteps,
    PageDown: -numberInputPageSteps,
  };
  const steps = keySteps[key];
  if (steps !== undefined) return { steps };
  if (key === 'Home' && min !== undefined) return { to: min };
  if (key === 'End' && max !== undefined) return { to: max };
  return key === 'Enter' ? 'commit' : undefined;
}

export function useNumberField(
  {
    value,
    defaultValue,
    min: minProp,
    max: maxRaw,
    step: stepProp,
    locale,
    name,
    disabled,
    readOnly,
    onValueChange,
    onChange,
    onBlur,
    onKeyDown,
  }: NumberFieldOptions,
  ref: Ref<HTMLInputElement>,
) {
  const bounds = useBounds(minProp, maxRaw, stepProp);
  const { min, max } = bounds;
  const digits = fractionDigitsOf(bounds);
  const format = (n: number) => formatLocaleNumber(n, locale, digits);
  const { inputRef, initial, text, setText } = useNumberText({ value, defaultValue, name, locale }, digits, format);
  const [clamped, setClamped] = useState<NumberClamp>();
  const [leftUnfinished, setLeftUnfinished] = useState(false);

  const parsed = parseLocaleNumber(text, locale);
  const current = parsedValue(parsed);

  const setRefs = useCallback(
    (node: HTMLInputElement | null) => {
      inputRef.current = node;
      assignRef(ref, node);
    },
    [inputRef, ref],
  );

  /** Shows `n` and tells the consumer, as if it had been typed. */
  const setNumber = (n: number) => {
    const el = inputRef.current;
    if (!el) return;
    const shown = format(n);
    if (shown !== el.value) setValueAsUser(el, shown);
  };

  /** Applies the bounds and the step to what was typed, and says why when that changed it. */
  const commit = () => {
    const el = inputRef.current;
    if (!el) return;
    const typed = parseLocaleNumber(el.value, locale);
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
    const next = parseLocaleNumber(el.value, locale);
    setText(el.value);
    setClamped(undefined);
    setLeftUnfinished(false);
    callWithValue(el, submittedOf(next, el.value), () => onChange?.(e));
    onValueChange?.(parsedValue(next));
  };

  const handleKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(e);
    if (e.defaultPrevented || !interactive || e.altKey || e.ctrlKey || e.metaKey) return;
    const action = keyAction(e.key, bounds);
    if (action === undefined) return;
    // Enter applies the bounds before the form submits, so it gets the value the field will show.
    if (action === 'commit') return commit();
    e.preventDefault();
    if ('steps' in action) return stepBy(action.steps);
    setNumber(action.to);
    setClamped(undefined);
  };

  const handleBlur = (e: FocusEvent<HTMLInputElement>) => {
    if (interactive) commit();
    const el = e.currentTarget;
    callWithValue(el, submittedOf(parseLocaleNumber(el.value, locale), el.value), () => onBlur?.(e));
  };

  return {
    bounds,
    digits,
    format,
    initial,
    text,
    current,
    /** Not a number: what was typed is no number, or was left unfinished ("1." in de-DE). */
    notNumber: parsed.kind === 'invalid' || (leftUnfinished && parsed.kind === 'partial' && current === null),
    clamped,
    interactive,
    canGoDown: current === null || min === undefined || current > min,
    canGoUp: current === null || max === undefined || current < max,
    stepBy,
    setRefs,
    handlers: { onChange: handleChange, onBlur: handleBlur, onKeyDown: handleKeyDown },
  };
}

'use client';

import { forwardRef, useId, type ReactNode } from 'react';
import { cx } from '../../styles/cx';
import { numberInputWidthChars } from '../../../design-tokens';
import { Button } from '../Button/Button';
import { Input, type InputProps } from '../Input/Input';
import { slotButton } from '../Input/slotButton.css';
import type { FormTextOverrides } from '../formTexts/texts';
import { hasContent, joinIds } from '../internal/Field';
import { useFormTexts } from '../formTexts/FormTexts';
import { commitNumber, type NumberBounds } from './number';
import * as styles from './NumberInput.css';
import { useNumberField } from './useNumberField';
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
    max: maxProp,
    step,
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
  const autoId = useId();
  const inputId = idProp ?? `${autoId}-number`;
  const statusId = `${autoId}-status`;
  const {
    bounds,
    digits,
    format,
    initial,
    text,
    current,
    notNumber,
    clamped,
    interactive,
    canGoDown,
    canGoUp,
    stepBy,
    setRefs,
    handlers,
  } = useNumberField(
    {
      value,
      defaultValue,
      min: minProp,
      max: maxProp,
      step,
      locale: numberLocale,
      name,
      disabled,
      readOnly,
      onValueChange,
      onChange,
      onBlur,
      onKeyDown,
    },
    ref,
  );
  const { min, max } = bounds;

  const fieldLabel = label ?? t('number.label');
  const example = format(commitNumber(digits === 0 ? 12 : 1.5, bounds).value);
  const ownError = notNumber ? t('number.notNumber', { example }) : undefined;
  const hasOuterError = hasContent(error);
  const clampText =
    clamped?.reason === 'min'
      ? t('number.clampedMin', { min: format(clamped.value) })
      : clamped?.reason === 'max'
        ? t('number.clampedMax', { max: format(clamped.value) })
        : clamped?.reason === 'step'
          ? t('number.clampedStep', { step: format(bounds.step), value: format(clamped.value) })
          : '';

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
        size={size ?? widthInChars(bounds, format)}
        name={name}
        disabled={disabled}
        readOnly={readOnly}
        defaultValue={initial}
        aria-valuenow={current ?? undefined}
        aria-valuemin={min}
        aria-valuemax={max}
        aria-valuetext={current !== null ? text.trim() : undefined}
        aria-describedby={joinIds(describedByProp, clampText && statusId)}
        {...handlers}
        {...native}
        startSlot={
          <StepButton
            direction="minus"
            label={t('number.decrement', { label: fieldLabel })}
            controls={inputId}
            disabled={!interactive || !canGoDown}
            onStep={() => stepBy(-1)}
          />
        }
        endSlot={
          <StepButton
            direction="plus"
            label={t('number.increment', { label: fieldLabel })}
            controls={inputId}
            disabled={!interactive || !canGoUp}
            onStep={() => stepBy(1)}
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

/** The field's width in characters: the wider bound as written, plus one, within the token's range; a fallback without a max. */
function widthInChars({ min, max }: NumberBounds, format: (n: number) => string): number {
  if (max === undefined) return numberInputWidthChars.fallback;
  const widest = Math.max(...[min, max].filter((n): n is number => n !== undefined).map((n) => format(n).length), 0);
  return Math.min(numberInputWidthChars.max, Math.max(numberInputWidthChars.min, widest + 1));
}

const stepGlyphs = { minus: minusGlyph, plus: plusGlyph };
const keepFocus = (e: { preventDefault: () => void }) => e.preventDefault();

interface StepButtonProps {
  direction: keyof typeof stepGlyphs;
  /** Its name: the catalog's text with the field's label ("Menge verringern"). */
  label: string;
  /** The field's id. */
  controls: string;
  disabled: boolean;
  onStep: () => void;
}

/** The − or + button: for pointer and touch, no Tab stop, and it keeps focus in the field when clicked. */
function StepButton({ direction, label, controls, disabled, onStep }: StepButtonProps) {
  return (
    <Button
      className={slotButton}
      variant="secondary"
      icon={<GlyphIcon glyph={stepGlyphs[direction]} size="small" data-icon={direction} />}
      aria-label={label}
      aria-controls={controls}
      tabIndex={-1}
      disabled={disabled}
      onMouseDown={keepFocus}
      onClick={onStep}
    />
  );
}

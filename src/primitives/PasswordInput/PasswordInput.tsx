'use client';

import { forwardRef, useCallback, useEffect, useId, useState, type ChangeEvent, type ReactNode } from 'react';
import { cx } from '../../styles/cx';
import {
  passwordMaxLength,
  passwordMinLength,
  passwordStrengthMax,
  passwordStrengthScores,
  passwordStrengthTones,
} from '../../../design-tokens';
import { Button } from '../Button/Button';
import { Input, type InputProps } from '../Input/Input';
import { slotButton } from '../Input/slotButton.css';
import type { FormTextOverrides } from '../formTexts/texts';
import { assignRef, useFieldText } from '../internal/fieldValue';
import { hasContent, joinIds } from '../internal/Field';
import { useFormTexts } from '../formTexts/FormTexts';
import * as styles from './PasswordInput.css';
import { passwordStrength } from './strength';

interface PasswordInputOwnProps {
  /** The visible label. Default: the catalog's ("Passwort"). */
  label?: string;
  /** Help under the field. Default with the meter: the catalog's requirements; `null` shows none. */
  hint?: ReactNode;
  /**
   * Show the strength meter (0 under 8 characters, then a point each for lowercase, digit, uppercase). Default true;
   * turn it off for sign-in.
   */
  showStrength?: boolean;
  /** Longer passwords are kept but flagged as an error. Default `passwordMaxLength` (128). */
  maxPasswordLength?: number;
  /** Start with the password shown. */
  defaultVisible?: boolean;
  /**
   * Locale of the texts, picked among the catalogs the nearest FormTextsProvider offers (default: the provider's
   * locale). Without a provider that carries it, the texts are de-DE, with a warning.
   */
  locale?: string;
  /** Replace single texts, by catalog key. */
  texts?: FormTextOverrides;
}

export type PasswordInputProps = PasswordInputOwnProps &
  Omit<InputProps, keyof PasswordInputOwnProps | 'type' | 'showCount' | 'validText' | 'endSlot'>;

/**
 * A password field with a strength meter and a show/hide toggle, built on Input. The ref is the <input>, so
 * `{...register('password')}` works; paste is never blocked.
 */
export const PasswordInput = forwardRef<HTMLInputElement, PasswordInputProps>(function PasswordInput(props, ref) {
  const {
    label,
    hint,
    showStrength = true,
    maxPasswordLength = passwordMaxLength,
    defaultVisible = false,
    locale,
    texts: overrides,
    className,
    id: idProp,
    state,
    error,
    value,
    defaultValue,
    onChange,
    disabled,
    autoComplete,
    'aria-describedby': describedByProp,
    ...native
  } = props;
  const { t, locale: textLocale } = useFormTexts(locale, overrides);
  const autoId = useId();
  const inputId = idProp ?? `${autoId}-password`;
  const meterId = `${autoId}-strength`;
  const fieldLabel = label ?? t('password.label');

  const { inner, text, setText } = useFieldText(String(value ?? defaultValue ?? ''));
  const password = value !== undefined ? String(value ?? '') : text;
  const strength = passwordStrength(password, maxPasswordLength);
  const [visible, setVisible] = useState(defaultVisible);

  // Hide the password again when its form is submitted, so password managers see a password field.
  useEffect(() => {
    const form = inner.current?.form;
    if (!form) return;
    const hide = () => setVisible(false);
    form.addEventListener('submit', hide);
    return () => form.removeEventListener('submit', hide);
  }, [inner]);

  const setRefs = useCallback(
    (node: HTMLInputElement | null) => {
      inner.current = node;
      assignRef(ref, node);
    },
    [inner, ref],
  );

  const tooLongText = strength.tooLong
    ? t('password.tooLong', { max: maxPasswordLength, count: strength.length })
    : undefined;
  const shownError = error ?? tooLongText;
  const meterText =
    showStrength && password !== ''
      ? t('password.strength', {
          strength: t(`password.strength.${strength.score}`),
          score: strength.score,
          max: passwordStrengthMax,
        })
      : '';
  const shownHint =
    hint === undefined ? (showStrength ? t('password.hint', { minLength: passwordMinLength }) : undefined) : hint;

  return (
    <div className={cx(styles.root, className)} lang={textLocale}>
      <Input
        ref={setRefs}
        id={inputId}
        label={fieldLabel}
        hint={shownHint ?? undefined}
        state={hasContent(shownError) ? 'error' : state}
        error={shownError}
        type={visible ? 'text' : 'password'}
        autoComplete={autoComplete ?? (showStrength ? 'new-password' : 'current-password')}
        autoCapitalize="off"
        autoCorrect="off"
        spellCheck={false}
        disabled={disabled}
        value={value}
        defaultValue={value === undefined ? (defaultValue ?? undefined) : undefined}
        aria-describedby={joinIds(describedByProp, meterText && meterId)}
        onChange={(e: ChangeEvent<HTMLInputElement>) => {
          setText(e.currentTarget.value);
          onChange?.(e);
        }}
        {...native}
        endSlot={
          <Button
            type="button"
            variant="secondary"
            className={cx(slotButton, styles.toggle)}
            aria-pressed={visible}
            aria-controls={inputId}
            aria-label={t('password.showName', { label: fieldLabel })}
            disabled={disabled}
            onClick={() => setVisible((v) => !v)}
          >
            {t('password.show')}
          </Button>
        }
      />
      {showStrength && (
        <div className={styles.meter} data-score={strength.score}>
          <div className={styles.bar} aria-hidden="true">
            {passwordStrengthScores.slice(1).map((point) => (
              <span
                key={point}
                className={styles.segment({
                  tone: passwordStrengthTones[strength.score],
                  filled: password !== '' && point <= strength.score,
                })}
              />
            ))}
          </div>
          {/* Polite: the new score is read when the user pauses, never interrupting typing. */}
          <p id={meterId} role="status" className={styles.meterText}>
            {meterText}
          </p>
        </div>
      )}
    </div>
  );
});
PasswordInput.displayName = 'PasswordInput';

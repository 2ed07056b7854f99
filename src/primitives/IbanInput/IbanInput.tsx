'use client';

import {
  forwardRef,
  useCallback,
  useLayoutEffect,
  useState,
  type ChangeEvent,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { cx } from '../../styles/cx';
import type { FormLocale } from '../../../design-tokens';
import { Input, type InputProps } from '../Input/Input';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import type { FormTextOverrides, FormTexts } from '../formTexts/texts';
import { assignRef, callWithValue, useFieldText, useSubmittedValue } from '../internal/fieldValue';
import { hasContent } from '../internal/Field';
import { useFormTexts } from '../formTexts/FormTexts';
import * as styles from './IbanInput.css';
import { checkIban, formatIban, formatIbanWithCaret, normalizeIban, type IbanCheck } from './iban';

interface IbanInputOwnProps {
  /** The visible label. Default: the catalog's ("IBAN"). */
  label?: string;
  /** Help under the field. Default: the catalog's, with an example IBAN of the locale's country; `null` shows none. */
  hint?: ReactNode;
  /** Controlled value, in any form (spaces, lowercase): shown grouped. */
  value?: string;
  defaultValue?: string;
  /**
   * Called on every change with the IBAN in electronic format (no spaces, upper case) and its check. `onChange` and
   * `onBlur` also see that format in `event.target.value`, so react-hook-form's register stores it.
   */
  onValueChange?: (iban: string, check: IbanCheck) => void;
  /** An error from outside (e.g. the form's validation); shown instead of the field's own. */
  error?: ReactNode;
  /**
   * Locale of the texts, picked among the catalogs the nearest FormTextsProvider offers (default: the provider's
   * locale). Without a provider that carries it, the texts are de-DE, with a warning.
   */
  locale?: string;
  /** Replace single texts, by catalog key. */
  texts?: FormTextOverrides;
}

export type IbanInputProps = IbanInputOwnProps &
  Omit<InputProps, keyof IbanInputOwnProps | 'type' | 'state' | 'validText' | 'showCount'>;

const regionNames = new Map<string, Intl.DisplayNames | null>();
/** The country's name in the texts' language ("Deutschland", "Allemagne"), or the code where Intl lacks it. */
function countryName(code: string, locale: FormLocale): string {
  if (!regionNames.has(locale)) {
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([locale], { type: 'region' });
    } catch {
      names = null;
    }
    regionNames.set(locale, names);
  }
  try {
    return regionNames.get(locale)?.of(code) ?? code;
  } catch {
    return code;
  }
}

/** The message for a check, or undefined when there is nothing to say (yet). */
function problemText(check: IbanCheck, left: boolean, { t, locale }: FormTexts): string | undefined {
  const code = check.country ?? '';
  const place = { code, country: code ? countryName(code, locale) : '' };
  const lengths = { expected: check.expectedLength ?? 0, count: check.iban.length };
  switch (check.problem) {
    case 'characters':
      return t('iban.characters', { character: check.character ?? '' });
    case 'start':
      return t('iban.start');
    case 'unknownCountry':
      return t('iban.unknownCountry', { code });
    case 'incomplete':
      // Typing is not an error: an incomplete IBAN is reported once the field is left.
      if (!left) return undefined;
      return code ? t('iban.incomplete', { ...place, ...lengths }) : t('iban.start');
    case 'tooLong':
      return t('iban.tooLong', { ...place, ...lengths });
    case 'format':
      return t('iban.format', place);
    case 'checksum':
      return t('iban.checksum');
    default:
      return undefined;
  }
}

/**
 * An IBAN field, built on Input: groups the IBAN in blocks of four while typing without moving the caret, takes
 * pasted IBANs with spaces or in lower case, and checks the country length and the ISO 13616 mod-97 check digits.
 * Valid, incomplete and invalid show as the Input states; the value handed to the form has no spaces.
 */
export const IbanInput = forwardRef<HTMLInputElement, IbanInputProps>(function IbanInput(props, ref) {
  const {
    label,
    hint,
    value,
    defaultValue,
    onValueChange,
    error,
    locale,
    texts: overrides,
    className,
    name,
    onChange,
    onBlur,
    onKeyDown,
    ...native
  } = props;
  const texts = useFormTexts(locale, overrides);
  const textLocale = texts.locale;
  const { t } = texts;
  const [initial] = useState(() => formatIban(String(value ?? defaultValue ?? '')));
  const { inner, text, setText } = useFieldText(initial, formatIban);
  const [left, setLeft] = useState(false);
  useSubmittedValue(inner, name, normalizeIban);

  // A controlled value that differs from what is shown (a reset, a value set by the parent) replaces it.
  useLayoutEffect(() => {
    const el = inner.current;
    if (value === undefined || !el) return;
    if (normalizeIban(el.value) !== normalizeIban(String(value ?? ''))) {
      el.value = formatIban(String(value ?? ''));
      setText(el.value);
    }
  }, [value, inner, setText]);

  const setRefs = useCallback(
    (node: HTMLInputElement | null) => {
      inner.current = node;
      assignRef(ref, node);
    },
    [inner, ref],
  );

  const check = checkIban(text);
  const ownError = problemText(check, left, texts);
  const hasOuterError = hasContent(error);
  const state = hasOuterError || ownError ? 'error' : check.status === 'valid' ? 'valid' : 'default';
  const announcement = hasOuterError ? '' : (ownError ?? (check.status === 'valid' ? t('iban.valid') : ''));

  const handleChange = (e: ChangeEvent<HTMLInputElement>) => {
    const el = e.currentTarget;
    const focused = el.ownerDocument.activeElement === el;
    const { formatted, caret } = formatIbanWithCaret(el.value, el.selectionStart ?? el.value.length);
    if (formatted !== el.value) {
      el.value = formatted;
      if (focused) el.setSelectionRange(caret, caret);
    }
    setText(formatted);
    setLeft(false);
    const next = checkIban(formatted);
    callWithValue(el, next.iban, () => onChange?.(e));
    onValueChange?.(next.iban, next);
  };

  // Backspace right after a separator (or Delete right before one) removes the character beyond it, as in any
  // grouped field; otherwise the separator would come straight back and the key would seem to do nothing.
  const handleKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    const el = e.currentTarget;
    const { selectionStart: start, selectionEnd: end } = el;
    if (start !== null && start === end && !e.altKey && !e.ctrlKey && !e.metaKey) {
      if (e.key === 'Backspace' && start > 0 && el.value[start - 1] === ' ') el.setSelectionRange(start - 1, start - 1);
      if (e.key === 'Delete' && el.value[start] === ' ') el.setSelectionRange(start + 1, start + 1);
    }
    onKeyDown?.(e);
  };

  const handleBlur = (e: FocusEvent<HTMLInputElement>) => {
    setLeft(true);
    callWithValue(e.currentTarget, normalizeIban(e.currentTarget.value), () => onBlur?.(e));
  };

  return (
    <div className={cx(styles.root, className)} lang={textLocale}>
      <Input
        ref={setRefs}
        label={label ?? t('iban.label')}
        hint={hint === undefined ? t('iban.hint', { example: t('iban.example') }) : (hint ?? undefined)}
        state={state}
        error={hasOuterError ? error : ownError}
        validText={t('iban.valid')}
        type="text"
        inputMode="text"
        autoCapitalize="characters"
        autoCorrect="off"
        spellCheck={false}
        name={name}
        defaultValue={initial}
        onChange={handleChange}
        onBlur={handleBlur}
        onKeyDown={handleKeyDown}
        {...native}
      />
      {/* The outcome of the check, read politely once when it changes (the visible message is not a live region). */}
      <VisuallyHidden role="status">{announcement}</VisuallyHidden>
    </div>
  );
});
IbanInput.displayName = 'IbanInput';

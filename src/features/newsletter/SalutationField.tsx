'use client';

import { forwardRef, useLayoutEffect, useRef, type FocusEvent, type Ref } from 'react';
import { cx } from '../../styles/cx';
import { FieldLabel, FieldMessages, useField } from '../../primitives/internal/Field';
import { useHydrated } from '../../primitives/internal/useHydrated';
import { Select } from '../../primitives/Select';
import { field as selectField, trigger } from '../../primitives/Select/Select.css';
import { newsletterFieldNames, salutationOptions, type SalutationOption } from './constants';
import { useNewsletterMessages } from './messages';

export interface SalutationFieldProps {
  /** The chosen option ('' is the prompt). */
  value: SalutationOption | '';
  onChange: (value: SalutationOption | '') => void;
  /** Focus entered the field (the trigger or its listbox). */
  onFocus?: () => void;
  /** Focus left the field altogether (not into its own listbox). */
  onBlur?: () => void;
  error?: string;
  required: boolean;
  disabled?: boolean;
}

const isOption = (value: string): value is SalutationOption => salutationOptions.some((s) => s.option === value);

/**
 * The salutation ("Options: a default prompt plus mr, mrs, divers, company"). Once hydrated it is the Select primitive;
 * before, a native `<select>` of the same look, because the Select's listbox needs script and a shopper on a slow
 * connection or without script must still be able to choose (HU requires it). A choice made in the native select before
 * hydration is taken over when the Select replaces it.
 */
export const SalutationField = forwardRef<HTMLElement, SalutationFieldProps>(function SalutationField(
  { value, onChange, onFocus, onBlur, error, required, disabled = false },
  ref,
) {
  const { t } = useNewsletterMessages();
  const hydrated = useHydrated();
  const native = useRef<HTMLSelectElement>(null);
  const options = salutationOptions.map(({ option }) => ({
    value: option,
    label: t(`newsletter.salutation.${option}`),
  }));

  // The hydrating render still shows the native select: what the shopper chose in it before script ran wins.
  useLayoutEffect(() => {
    const chosen = native.current?.value ?? '';
    if (chosen !== value && isOption(chosen)) onChange(chosen);
    // Once, at hydration: later the Select owns the value.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const leaves = (e: FocusEvent<HTMLElement>) => {
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) onBlur?.();
  };

  if (hydrated) {
    return (
      <Select
        ref={ref as Ref<HTMLButtonElement>}
        name={newsletterFieldNames.salutation}
        label={t('newsletter.salutation')}
        placeholder={t('newsletter.salutation.prompt')}
        options={options}
        value={value}
        onValueChange={(next) => onChange(isOption(next) ? next : '')}
        error={error}
        required={required}
        disabled={disabled}
        autoComplete="honorific-prefix"
        onFocus={onFocus}
        onBlur={leaves}
      />
    );
  }
  return (
    <NativeSalutation
      ref={native}
      label={t('newsletter.salutation')}
      prompt={t('newsletter.salutation.prompt')}
      options={options}
      defaultValue={value}
      error={error}
      required={required}
      disabled={disabled}
    />
  );
});
SalutationField.displayName = 'SalutationField';

interface NativeSalutationProps {
  label: string;
  prompt: string;
  options: readonly { value: string; label: string }[];
  defaultValue: string;
  error?: string;
  required: boolean;
  disabled: boolean;
}

/** The server's and the hydrating render's salutation: a native select with the Select's label, frame and messages. */
const NativeSalutation = forwardRef<HTMLSelectElement, NativeSalutationProps>(function NativeSalutation(
  { label, prompt, options, defaultValue, error, required, disabled },
  ref,
) {
  const field = useField({
    control: 'select',
    state: error ? 'error' : 'default',
    message: error,
    required,
  });
  return (
    <div className={selectField}>
      <FieldLabel field={field} disabled={disabled}>
        {label}
      </FieldLabel>
      <select
        ref={ref}
        name={newsletterFieldNames.salutation}
        autoComplete="honorific-prefix"
        defaultValue={defaultValue}
        disabled={disabled}
        className={cx(trigger({ state: field.state }))}
        {...field.controlProps}
      >
        <option value="">{prompt}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <FieldMessages field={field} />
    </div>
  );
});

'use client';

/**
 * What the sign-up and the update form share: focus handling of their fields, the salutation and name fields, and
 * the personalised-offers text.
 */
import { useCallback, useRef, type ComponentProps, type ReactNode } from 'react';
import { Controller, type Control } from 'react-hook-form';
import { FormattedMessage } from 'react-intl';
import { Input } from '../../primitives/Input';
import { TextLink } from '../../primitives/TextLink';
import type { SalutationOption } from './constants';
import { useNewsletterMessages, type NewsletterMessageId } from './messages';
import * as styles from './NewsletterForm.css';
import { isShown, type NewsletterRules } from './rules';
import { SalutationField } from './SalutationField';

/**
 * "Field errors are cleared on focus", except when the form itself moves focus to an invalid field (after a submit):
 * then the error stays, so it is read out with the field instead of vanishing as focus arrives. `focusField` moves
 * focus that way; `clearOnFocus` is each field's focus handler.
 */
export function useFocusKeepingErrors<Name extends string>(
  setFocus: (name: Name) => void,
  clearErrors: (name: Name) => void,
) {
  const keeping = useRef<Name | null>(null);
  const focusField = useCallback(
    (name: Name) => {
      keeping.current = name;
      // react-hook-form focuses in a timeout; this one runs after it, so a focus that never came drops the mark.
      setFocus(name);
      setTimeout(() => {
        if (keeping.current === name) keeping.current = null;
      });
    },
    [setFocus],
  );
  const clearOnFocus = useCallback(
    (name: Name) => {
      if (keeping.current === name) keeping.current = null;
      else clearErrors(name);
    },
    [clearErrors],
  );
  return { focusField, clearOnFocus };
}

/** "Personalised-offers consent ... text variant per country; TR uses a variant with a contact-link text". */
export function PersonalisedOffersText({ rules }: { rules: NewsletterRules }) {
  const { t } = useNewsletterMessages();
  if (rules.personalisedOffersText !== 'contact') return <>{t('newsletter.consent.personalisedOffers')}</>;
  return (
    <FormattedMessage
      id={'newsletter.consent.personalisedOffersContact' satisfies NewsletterMessageId}
      values={{
        contact: (chunks: ReactNode[]) => <TextLink href={rules.links.contact}>{chunks}</TextLink>,
      }}
    />
  );
}

/** The fields both forms have: the salutation and the two names. */
export interface PersonValues {
  salutation: SalutationOption | '';
  firstName: string;
  lastName: string;
}

interface PersonFieldsProps<T extends PersonValues> {
  rules: NewsletterRules;
  control: Control<T>;
  /** A name field's props: its registration, focus handler, default value, disabled state and error. */
  nameField: (name: 'firstName' | 'lastName') => Omit<ComponentProps<typeof Input>, 'label'>;
  /** The salutation was chosen: validate it at once ("Validation runs on ... change"). */
  onSalutationChange: () => void;
  onSalutationFocus: () => void;
  salutationError?: string;
  disabled: boolean;
}

/**
 * The salutation (shown in AT and HU, required in HU) and the first and last name (shown in AT, HU and TR, required in
 * HU and TR), as the site's rules say.
 */
export function PersonFields<T extends PersonValues>({
  rules,
  control,
  nameField,
  onSalutationChange,
  onSalutationFocus,
  salutationError,
  disabled,
}: PersonFieldsProps<T>) {
  const { t } = useNewsletterMessages();
  return (
    <>
      {isShown(rules.salutation) && (
        <Controller
          // Every form of this feature has the person fields; the control of such a form holds them.
          control={control as unknown as Control<PersonValues>}
          name="salutation"
          render={({ field }) => (
            <SalutationField
              ref={field.ref}
              value={field.value}
              onChange={(value) => {
                field.onChange(value);
                onSalutationChange();
              }}
              onFocus={onSalutationFocus}
              onBlur={field.onBlur}
              error={salutationError}
              required={rules.salutation === 'required'}
              disabled={disabled}
            />
          )}
        />
      )}
      {isShown(rules.names) && (
        <div className={styles.names}>
          <Input
            {...nameField('firstName')}
            label={t('newsletter.firstName')}
            required={rules.names === 'required'}
            autoComplete="given-name"
          />
          <Input
            {...nameField('lastName')}
            label={t('newsletter.lastName')}
            required={rules.names === 'required'}
            autoComplete="family-name"
          />
        </div>
      )}
    </>
  );
}

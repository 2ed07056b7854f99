'use client';

/**
 * The sign-up form's setup: react-hook-form with the site's schema and the server's errors, the rest of the form
 * revealed once it is entered or filled, a signed-in customer's base data filled in, and each field's props.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import type { SiteCode } from '../../platform/site';
import { emptyCustomerBaseData, fetchCustomerBaseData } from '../../services/newsletter';
import { useStorefront } from '../../kernel';
import { useVisitor } from '../../kernel/visitor';
import { useNewsletterMessages, type NewsletterMessageId } from './messages';
import { useFocusKeepingErrors } from './NewsletterParts';
import {
  errorValuesOf,
  initialNewsletterValues,
  newsletterSchemaFor,
  type NewsletterField,
  type NewsletterFormValues,
} from './schema';
import { anyFilled, fieldOrder, firstInvalid, outcomeOf, serverErrorsOf } from './signUpForm';
import type { NewsletterServerState } from './state';
import { prefilledValues } from './submit';

export type SignUpForm = UseFormReturn<NewsletterFormValues>;

/**
 * The form with what the server already handled: its values and field errors. Validated on blur (choices also on
 * change, see `useSignUpFields`), never while typing. The rest of the form shows once "any field is filled" or entered
 * (`revealed`); a post the server checked gives focus to its first invalid field once the page is interactive.
 */
export function useSignUpForm(site: SiteCode, initial: NewsletterServerState | undefined) {
  const schema = useMemo(() => newsletterSchemaFor(site), [site]);
  const [start] = useState<NewsletterFormValues>(() => initial?.values ?? initialNewsletterValues);
  const [serverErrors] = useState(() => serverErrorsOf(initial));
  const form = useForm<NewsletterFormValues>({
    resolver: zodResolver(schema),
    defaultValues: start,
    errors: serverErrors,
    mode: 'onBlur',
    reValidateMode: 'onBlur',
    // Focus moves to the first invalid field without clearing its error (see `focusField`).
    shouldFocusError: false,
  });
  const { subscribe } = form;

  const [revealed, setRevealed] = useState(
    () => anyFilled(start) || serverErrors !== undefined || outcomeOf(initial).result !== null,
  );
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ values }) => {
          if (anyFilled(values)) setRevealed(true);
        },
      }),
    [subscribe],
  );

  const { focusField, clearOnFocus } = useFocusKeepingErrors<NewsletterField>(form.setFocus, form.clearErrors);
  useEffect(() => {
    const first = firstInvalid(serverErrors);
    if (first) focusField(first);
    // Once, for what the server rendered.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return { form, start, revealed, setRevealed, focusField, clearOnFocus };
}

/**
 * A signed-in customer's form is pre-filled from the base data (GET /customers/base-data), after mount; a failed call
 * leaves the empty defaults. What the shopper already typed stays (a model update, validated like one). Gives the
 * customer's legals and what a reset goes back to (the initial values, or the base data).
 */
export function useBaseDataPrefill(
  initial: NewsletterServerState | undefined,
  { reset, trigger }: Pick<SignUpForm, 'reset' | 'trigger'>,
): { legals: readonly string[]; resetValues: RefObject<NewsletterFormValues> } {
  const { services } = useStorefront();
  const signedIn = useVisitor((v) => v.loggedInOrRemembered);
  const [legals, setLegals] = useState<readonly string[]>([]);
  const resetValues = useRef<NewsletterFormValues>(initialNewsletterValues);
  useEffect(() => {
    if (!signedIn || initial?.values || initial?.submission) return;
    let current = true;
    void fetchCustomerBaseData(services)
      .catch(() => null)
      .then((answer) => {
        if (!current || !answer?.ok || answer.value === emptyCustomerBaseData) return;
        const prefilled = prefilledValues(answer.value);
        resetValues.current = prefilled;
        setLegals(answer.value.legals ?? []);
        reset(prefilled, { keepDirtyValues: true });
        const filled = fieldOrder.filter((name) => prefilled[name] !== initialNewsletterValues[name]);
        if (filled.length > 0) void trigger(filled);
      });
    return () => {
      current = false;
    };
  }, [signedIn, services, initial, reset, trigger]);
  return { legals, resetValues };
}

/**
 * Each field's props: its registration, focus handler, start value, disabled state (while sending) and error text.
 * A checkbox is validated on change too ("Validation runs on blur, change").
 */
export function useSignUpFields(
  { register, trigger, formState }: SignUpForm,
  start: NewsletterFormValues,
  sending: boolean,
  onFieldFocus: (name: NewsletterField) => void,
) {
  const { t } = useNewsletterMessages();
  const { errors } = formState;
  const errorOf = (name: NewsletterField): string | undefined => {
    const id = errors[name]?.message;
    // The schema's and the server's messages are catalog ids (schema.ts, state.ts).
    return id ? t(id as NewsletterMessageId, errorValuesOf(name)) : undefined;
  };
  const choice = (name: 'personalisedOffers' | 'newsletterLegal') => {
    const field = register(name);
    return {
      ...field,
      onChange: async (event: { target: unknown; type?: unknown }) => {
        await field.onChange(event);
        void trigger(name);
      },
      onFocus: () => onFieldFocus(name),
      defaultChecked: start[name],
      disabled: sending,
      error: errorOf(name),
    };
  };
  const text = (name: 'email' | 'firstName' | 'lastName') => ({
    ...register(name),
    onFocus: () => onFieldFocus(name),
    defaultValue: start[name],
    disabled: sending,
    error: errorOf(name),
  });
  return { errorOf, choice, text };
}
export type SignUpFields = ReturnType<typeof useSignUpFields>;

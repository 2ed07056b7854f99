'use client';

/**
 * The sign-up's submission: the call with the form disabled, its outcome and the double-opt-in outcome the page came
 * with, the analytics event, and where focus goes after it.
 */
import { useCallback, useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import type { FieldErrors } from 'react-hook-form';
import { emit, getDocument, newsletterSignUpEvent, pushDataLayer } from '../../platform/browser';
import { useStorefront } from '../../kernel';
import type { NewsletterMessageId } from './messages';
import type { NewsletterField, NewsletterFormValues } from './schema';
import { addressOf, firstInvalid, outcomeOf, type Outcome } from './signUpForm';
import type { DoiOutcome, NewsletterServerState } from './state';
import { submitNewsletter } from './submit';
import type { SignUpForm } from './useSignUpForm';

export interface SubmissionSettings {
  /** What the server already handled for this request. */
  initial: NewsletterServerState | undefined;
  /** The form's own address, and the page the confirmation mail links back to (see NewsletterFormProps). */
  action: string;
  confirmationAddress: string | undefined;
  origin: string;
  originAddition: string;
  /** "In single-page mode a flag is set on submit". */
  singlePage: boolean;
  /** The customer's legals (DNE among them: the personalised-offers consent is given). */
  legals: readonly string[];
  /** What a success resets the form to. */
  resetValues: RefObject<NewsletterFormValues>;
  form: Pick<SignUpForm, 'handleSubmit' | 'reset' | 'setError'>;
  /** Moves focus to a field, keeping its error. */
  focusField: (name: NewsletterField) => void;
  /** A success hides the rest of the form again (only the email field shows). */
  conceal: () => void;
}

/** Where focus goes once a submission is over. */
type FocusTarget = 'success' | 'technical' | 'email';

export function useNewsletterSubmission({
  initial,
  action,
  confirmationAddress,
  origin,
  originAddition,
  singlePage,
  legals,
  resetValues,
  form: { handleSubmit, reset, setError },
  focusField,
  conceal,
}: SubmissionSettings) {
  const { site, flags, services } = useStorefront();
  const [outcome, setOutcome] = useState<Outcome>(() => outcomeOf(initial));
  const [doi, setDoi] = useState<DoiOutcome | undefined>(initial?.doi);
  // "A key counter increments to re-render messages": a new outcome remounts its notice.
  const [messageKey, setMessageKey] = useState(0);
  const [submitted, setSubmitted] = useState(false);
  /**
   * The call is out ("The form is disabled while submitting"). Not react-hook-form's `isSubmitting`, which also covers
   * the check before it: a field disabled then could not take the focus an invalid submit gives it.
   */
  const [sending, setSending] = useState(false);
  // "Entering the email field clears its errors and removes the link-invalid notice".
  const clearLinkInvalid = useCallback(
    () => setDoi((current) => (current === 'link-invalid' ? undefined : current)),
    [],
  );

  // After a submission, focus goes to what it produced: the success message or the technical error.
  const formRef = useRef<HTMLFormElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const successRef = useRef<HTMLHeadingElement>(null);
  const technicalRef = useRef<HTMLDivElement>(null);
  // Once the fields are enabled again (a disabled field cannot take focus).
  const focusAfter = useRef<FocusTarget | null>(null);
  useEffect(() => {
    const target = focusAfter.current;
    if (sending || !target) return;
    focusAfter.current = null;
    if (target === 'success') successRef.current?.focus();
    else if (target === 'technical') technicalRef.current?.focus();
    else focusField(target);
  }, [messageKey, sending, focusField]);

  const onValid = async (values: NewsletterFormValues) => {
    setDoi((current) => (current === 'confirmed' ? current : undefined));
    setOutcome((current) => ({ ...current, result: null }));
    if (singlePage) setSubmitted(true);
    // The fields are disabled while the call is out: focus waits on the busy button instead of being dropped.
    const active = getDocument()?.activeElement;
    if (active && active !== submitRef.current && formRef.current?.contains(active)) submitRef.current?.focus();

    setSending(true);
    const { result, bot } = await submitNewsletter(values, {
      services,
      site: site.code,
      privateApi: flags.privateNewsletterApi,
      originalAddress: addressOf(confirmationAddress, action),
      legals,
      origin,
      originAddition,
    }).finally(() => setSending(false));
    // "After every submission an analytics custom event is pushed".
    pushDataLayer(newsletterSignUpEvent(origin, originAddition));
    setMessageKey((key) => key + 1);
    if (result === 'SUCCESS') {
      setOutcome({ result, bot, email: values.email.trim() });
      reset(resetValues.current);
      conceal();
      focusAfter.current = 'success';
      emit('successfulSubmit');
      return;
    }
    // After an error the shopper's entries are kept (a deliberate deviation from the rule that the form resets after
    // every submit: losing typed data on a failed call is a defect).
    setOutcome({ result, bot: false, email: '' });
    if (result === 'ERROR_INVALID_EMAIL') {
      setError('email', { type: 'server', message: 'newsletter.error.emailInvalid' satisfies NewsletterMessageId });
      focusAfter.current = 'email';
    } else {
      focusAfter.current = 'technical';
    }
  };
  const onInvalid = (invalid: FieldErrors<NewsletterFormValues>) => {
    const first = firstInvalid(invalid);
    if (first) focusField(first);
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => void handleSubmit(onValid, onInvalid)(event);

  return {
    outcome,
    doi,
    messageKey,
    submitted,
    sending,
    formRef,
    submitRef,
    successRef,
    technicalRef,
    onSubmit,
    clearLinkInvalid,
  };
}

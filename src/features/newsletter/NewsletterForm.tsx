'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { emit, getDocument, getWindow, newsletterSignUpEvent, pushDataLayer } from '../../platform/browser';
import { Button } from '../../primitives/Button';
import { Checkbox } from '../../primitives/Checkbox';
import { Input } from '../../primitives/Input';
import { Notification } from '../../primitives/Notification';
import { Picture } from '../../primitives/Picture';
import { TextLink } from '../../primitives/TextLink';
import { emptyCustomerBaseData, fetchCustomerBaseData } from '../../services/newsletter';
import { pickVariant } from '../../styles/fallback';
import { useStorefront } from '../storefront';
import { useVisitor } from '../visitor';
import {
  DEFAULT_ORIGIN,
  DEFAULT_ORIGIN_ADDITION,
  newsletterDiscount,
  newsletterFormVariants,
  newsletterImages,
  type NewsletterFormVariant,
  type NewsletterSubmissionResult,
} from './constants';
import { useNewsletterMessages, type NewsletterMessageId } from './messages';
import * as styles from './NewsletterForm.css';
import { isShown, rulesOf, type NewsletterRules } from './rules';
import { PersonalisedOffersText, PersonFields, useFocusKeepingErrors } from './NewsletterParts';
import {
  errorValuesOf,
  initialNewsletterValues,
  newsletterSchemaFor,
  type NewsletterField,
  type NewsletterFormValues,
} from './schema';
import type { DoiOutcome, NewsletterServerState } from './state';
import { personalisedOffersGiven, prefilledValues, submitNewsletter } from './submit';

export interface NewsletterFormProps {
  /** What the server already handled for this request (a post without script, a double-opt-in link). */
  initial?: NewsletterServerState;
  /** Where the browser posts the form before or without script: the page's own path. Default '' (the current address). */
  action?: string;
  /**
   * The page a confirmation mail links back to (sent as X-Original-Address; the service adds the subscriber token):
   * site-relative or absolute. Default: `action`, or the current page, without its query.
   */
  confirmationAddress?: string;
  /** 'page' (image with the discount bubble, heading h1) or 'embedded' (the footer block: compact, heading h2). Default 'page'. */
  variant?: NewsletterFormVariant;
  /** The sign-up's origin and origin addition (defaults onsite / subsite). */
  origin?: string;
  originAddition?: string;
  /** "In single-page mode a flag is set on submit". */
  singlePage?: boolean;
}

/** The fields in the order they show: the first invalid one takes focus after a submit. */
const fieldOrder = [
  'email',
  'salutation',
  'firstName',
  'lastName',
  'personalisedOffers',
  'newsletterLegal',
] as const satisfies readonly NewsletterField[];

/** What a submission ended in: the result, whether it was the bot path, and where the mail went. */
interface Outcome {
  result: NewsletterSubmissionResult | null;
  bot: boolean;
  email: string;
}

const outcomeOf = (initial: NewsletterServerState | undefined): Outcome => ({
  result: initial?.submission?.result ?? null,
  bot: initial?.submission?.bot ?? false,
  email: initial?.email ?? '',
});

/** The server's field errors (a post without script) as react-hook-form errors; undefined when there are none. */
function serverErrorsOf(initial: NewsletterServerState | undefined): FieldErrors<NewsletterFormValues> | undefined {
  const errors: FieldErrors<NewsletterFormValues> = {};
  for (const name of fieldOrder) {
    const id = initial?.errors?.[name];
    if (id) errors[name] = { type: 'server', message: id };
  }
  if (initial?.submission?.result === 'ERROR_INVALID_EMAIL' && !errors.email) {
    errors.email = { type: 'server', message: 'newsletter.error.emailInvalid' satisfies NewsletterMessageId };
  }
  return Object.keys(errors).length > 0 ? errors : undefined;
}

/** The rest of the form shows once "any field is filled" (the honeypot does not count: people never fill it). */
function anyFilled(values: Partial<NewsletterFormValues>): boolean {
  return (
    [values.email, values.salutation, values.firstName, values.lastName].some((v) => (v ?? '').trim() !== '') ||
    Boolean(values.personalisedOffers) ||
    Boolean(values.newsletterLegal)
  );
}

/** The absolute address the confirmation mail links back to, resolved against the page (in the browser only). */
function addressOf(confirmationAddress: string | undefined, action: string): string | undefined {
  const page = getWindow()?.location.href;
  if (!page) return undefined;
  const address = new URL(confirmationAddress ?? (action || page), page);
  if (confirmationAddress === undefined) address.search = '';
  address.hash = '';
  return address.href;
}

/**
 * The newsletter sign-up: a real `<form method="post">` with the field names the storefront's server reads, so a
 * sign-up before hydration or without script reaches the service; once hydrated, react-hook-form with the site's zod
 * schema validates on blur and on change of choices (not while typing) and submits in the page. Only the email field
 * shows first; the rest appears once the form is entered or filled. Needs a StorefrontProvider and a VisitorProvider
 * above it (a signed-in customer's form is pre-filled).
 */
export function NewsletterForm({
  initial,
  action = '',
  confirmationAddress,
  variant,
  origin = DEFAULT_ORIGIN,
  originAddition = DEFAULT_ORIGIN_ADDITION,
  singlePage = false,
}: NewsletterFormProps) {
  const { site, flags, services } = useStorefront();
  const { t } = useNewsletterMessages();
  const rules = rulesOf(site.code);
  const shape = pickVariant('NewsletterForm', 'variant', variant ?? 'page', newsletterFormVariants, 'page');
  const titleId = useId();
  const honeypotId = useId();
  const signedIn = useVisitor((v) => v.loggedInOrRemembered);

  const [outcome, setOutcome] = useState<Outcome>(() => outcomeOf(initial));
  const [doi, setDoi] = useState<DoiOutcome | undefined>(initial?.doi);
  // "A key counter increments to re-render messages": a new outcome remounts its notice.
  const [messageKey, setMessageKey] = useState(0);
  const [legals, setLegals] = useState<readonly string[]>([]);
  const [submitted, setSubmitted] = useState(false);

  const schema = useMemo(() => newsletterSchemaFor(site.code), [site.code]);
  const [start] = useState<NewsletterFormValues>(() => initial?.values ?? initialNewsletterValues);
  const [serverErrors] = useState(() => serverErrorsOf(initial));
  // What a reset goes back to: the initial values, or a signed-in customer's base data.
  const resetValues = useRef<NewsletterFormValues>(initialNewsletterValues);
  const form = useForm<NewsletterFormValues>({
    resolver: zodResolver(schema),
    defaultValues: start,
    errors: serverErrors,
    // Validated on blur (choices also on change, below), never while typing.
    mode: 'onBlur',
    reValidateMode: 'onBlur',
    // Focus moves to the first invalid field without clearing its error (see `focusField`).
    shouldFocusError: false,
  });
  const { register, control, handleSubmit, clearErrors, trigger, reset, setError, setFocus, subscribe } = form;
  const { errors } = form.formState;
  /**
   * The call is out ("The form is disabled while submitting"). Not react-hook-form's `isSubmitting`, which also covers
   * the check before it: a field disabled then could not take the focus an invalid submit gives it.
   */
  const [sending, setSending] = useState(false);

  const [revealed, setRevealed] = useState(
    () => anyFilled(start) || serverErrors !== undefined || outcome.result !== null,
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

  const { focusField, clearOnFocus } = useFocusKeepingErrors<NewsletterField>(setFocus, clearErrors);
  const onFieldFocus = (name: NewsletterField) => {
    setRevealed(true);
    // "Entering the email field clears its errors and removes the link-invalid notice".
    if (name === 'email') setDoi((current) => (current === 'link-invalid' ? undefined : current));
    clearOnFocus(name);
  };
  const errorOf = (name: NewsletterField): string | undefined => {
    const id = errors[name]?.message;
    // The schema's and the server's messages are catalog ids (schema.ts, state.ts).
    return id ? t(id as NewsletterMessageId, errorValuesOf(name)) : undefined;
  };

  // A post the server checked: the first invalid field takes focus once the page is interactive.
  useEffect(() => {
    const first = fieldOrder.find((name) => serverErrors?.[name]);
    if (first) focusField(first);
    // Once, for what the server rendered.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // A signed-in customer's form is pre-filled from the base data (GET /customers/base-data), after mount; a failed call
  // leaves the empty defaults. What the shopper already typed stays (a model update, validated like one).
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

  // After a submission, focus goes to what it produced: the success message or the technical error.
  const formRef = useRef<HTMLFormElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const successRef = useRef<HTMLHeadingElement>(null);
  const technicalRef = useRef<HTMLDivElement>(null);
  // Once the fields are enabled again (a disabled field cannot take focus).
  const focusAfter = useRef<'success' | 'technical' | 'email' | null>(null);
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
      setRevealed(false);
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
    const first = fieldOrder.find((name) => invalid[name]);
    if (first) focusField(first);
  };

  const succeeded = outcome.result === 'SUCCESS' || outcome.bot;
  const formShown = !succeeded && doi !== 'confirmed';
  const Title = shape === 'page' ? 'h1' : 'h2';
  const SubTitle = shape === 'page' ? 'h2' : 'h3';

  /** A checkbox or the salutation: validated on change too ("Validation runs on blur, change"). */
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

  return (
    <div className={styles.root[shape]} data-submitted={submitted || undefined}>
      {shape === 'page' && <NewsletterImage />}
      <div className={styles.content}>
        <Title id={titleId} className={styles.title[shape]}>
          {t('newsletter.title')}
        </Title>
        <p className={styles.text}>{t('newsletter.intro', { discount: newsletterDiscount })}</p>
        {rules.links.sample && (
          <p className={styles.linkLine}>
            <TextLink variant="standalone" href={rules.links.sample}>
              {t('newsletter.sampleLink')}
            </TextLink>
          </p>
        )}

        {doi === 'confirmed' && (
          <Notification tone="success" scrollIntoView className={styles.notice}>
            <SubTitle className={styles.successTitle}>{t('newsletter.confirmed.title')}</SubTitle>
            <p className={styles.text}>{t('newsletter.confirmed.text')}</p>
          </Notification>
        )}
        {doi === 'link-invalid' && (
          <Notification tone="error" scrollIntoView className={styles.notice}>
            {t('newsletter.error.linkInvalid', { product: t('newsletter.product') })}
          </Notification>
        )}
        {(doi === 'failed' || outcome.result === 'ERROR_GENERIC') && (
          <Notification
            key={messageKey}
            ref={technicalRef}
            tone="error"
            scrollIntoView
            tabIndex={-1}
            className={styles.notice}
          >
            {t('newsletter.error.technical')}
          </Notification>
        )}
        {succeeded && (
          <Notification key={messageKey} tone="success" className={styles.notice}>
            <SubTitle ref={successRef} tabIndex={-1} className={styles.successTitle}>
              {t('newsletter.success.title')}
            </SubTitle>
            <p className={styles.text}>{t('newsletter.success.text', { email: outcome.email })}</p>
          </Notification>
        )}

        {/* Hidden, not unmounted, after a success: it is reset to initial values, ready if the page shows it again. */}
        <form
          ref={formRef}
          method="post"
          action={action}
          // One validation, the site's schema with the given texts: in the browser once hydrated, on the server before.
          noValidate
          aria-labelledby={titleId}
          className={styles.form}
          hidden={!formShown}
          data-revealed={revealed || undefined}
          onSubmit={(event) => void handleSubmit(onValid, onInvalid)(event)}
        >
          <Input
            {...text('email')}
            type="email"
            label={t('newsletter.email')}
            required
            autoComplete="email"
            // Never shown: lets CSS tell an empty field from a filled one before script runs (NewsletterForm.css).
            placeholder=" "
          />
          <div className={styles.honeypot} aria-hidden="true">
            <label htmlFor={honeypotId}>{t('newsletter.honeypot')}</label>
            <input
              id={honeypotId}
              type="text"
              {...register('website')}
              defaultValue={start.website}
              tabIndex={-1}
              autoComplete="off"
            />
          </div>
          <div className={styles.rest}>
            <PersonFields
              rules={rules}
              control={control}
              nameField={text}
              onSalutationChange={() => void trigger('salutation')}
              onSalutationFocus={() => onFieldFocus('salutation')}
              salutationError={errorOf('salutation')}
              disabled={sending}
            />
            <LegalPanel rules={rules} />
            {!personalisedOffersGiven({ legals }) && (
              <Checkbox {...choice('personalisedOffers')}>
                <PersonalisedOffersText rules={rules} />
              </Checkbox>
            )}
            {isShown(rules.newsletterLegal) && (
              <Checkbox
                {...choice('newsletterLegal')}
                label={t('newsletter.consent.commercialMessages')}
                required={rules.newsletterLegal === 'required'}
              />
            )}
            <div className={styles.submitRow}>
              <Button ref={submitRef} type="submit" variant="primary" loading={sending}>
                {t('newsletter.submit')}
              </Button>
            </div>
            <p className={styles.small}>{t('newsletter.mandatory')}</p>
          </div>
        </form>

        <VoucherFootnote rules={rules} />
      </div>
    </div>
  );
}

/** The page's image with the discount bubble: desktop from 1024 px, the tablet image below. */
function NewsletterImage() {
  const { t } = useNewsletterMessages();
  return (
    <div className={styles.media}>
      <Picture
        alt=""
        src={newsletterImages.tablet}
        sources={[{ srcset: newsletterImages.desktop, breakpoint: 'xl' }]}
        aspectRatio="4/3"
        layout="fill"
        eager
      />
      {/* The intro says the same in words, so the bubble is decoration. */}
      <span className={styles.bubble} aria-hidden="true">
        {t('newsletter.discountBubble', { discount: newsletterDiscount })}
      </span>
    </div>
  );
}

/**
 * The legal notice panel: the consent with the minimum age, TR's retention periods, and the country's privacy and
 * contact links.
 */
function LegalPanel({ rules }: { rules: NewsletterRules }) {
  const { t } = useNewsletterMessages();
  const { links, retention } = rules;
  const items: { href: string; id: NewsletterMessageId }[] = [
    { href: links.privacy, id: 'newsletter.privacyLink' },
    ...(links.dataPolicy ? [{ href: links.dataPolicy, id: 'newsletter.dataPolicyLink' } as const] : []),
    ...(links.information ? [{ href: links.information, id: 'newsletter.informationLink' } as const] : []),
    ...(links.consent ? [{ href: links.consent, id: 'newsletter.consentLink' } as const] : []),
    { href: links.contact, id: 'newsletter.contactLink' },
  ];
  return (
    <div className={styles.legal}>
      <p className={styles.text}>{t('newsletter.legal', { minAge: rules.minAge })}</p>
      {retention && (
        <p className={styles.text}>{t('newsletter.retention', { days: retention.days, years: retention.years })}</p>
      )}
      <ul className={styles.linkList}>
        {items.map((item) => (
          <li key={item.id} className={styles.linkItem}>
            <TextLink href={item.href}>{t(item.id)}</TextLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The "optional voucher footnote", with the conditions page and HU's validity (1 month after registration). */
function VoucherFootnote({ rules }: { rules: NewsletterRules }) {
  const { t } = useNewsletterMessages();
  return (
    <p className={styles.small}>
      {t('newsletter.voucherFootnote')}{' '}
      {rules.voucherValidMonths !== undefined && (
        <>{t('newsletter.voucherValidity', { months: rules.voucherValidMonths })} </>
      )}
      <TextLink href={rules.links.voucherConditions}>{t('newsletter.voucherConditions')}</TextLink>
    </p>
  );
}

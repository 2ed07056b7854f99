'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { z } from 'zod/mini';
import { getDocument, getWindow } from '../../platform/browser';
import type { SiteCode } from '../../platform/site';
import { Button } from '../../primitives/Button';
import { Checkbox } from '../../primitives/Checkbox';
import { Notification } from '../../primitives/Notification';
import { updateSubscriber, type Subscriber } from '../../services/newsletter';
import { interestCategories } from '../../services/newsletter/constants';
import { useStorefront } from '../../kernel';
import { useNewsletterMessages, type NewsletterMessageId } from './messages';
import * as styles from './NewsletterForm.css';
import { PersonalisedOffersText, PersonFields, useFocusKeepingErrors } from './NewsletterParts';
import { rulesOf } from './rules';
import { INTERESTS_FIELD, subscriberUpdateOf, updateValuesOf, type NewsletterUpdateValues } from './update';
import { errorValuesOf, newsletterSchemaFor } from './schema';

/** The update form's schema: the sign-up's rules for salutation and names of the site, and the categories. */
function updateSchemaFor(site: SiteCode) {
  return z.extend(
    z.pick(newsletterSchemaFor(site), { salutation: true, firstName: true, lastName: true, personalisedOffers: true }),
    { interests: z.array(z.string()) },
  );
}

const fieldOrder = ['salutation', 'firstName', 'lastName'] as const;
type UpdateField = keyof NewsletterUpdateValues;

export interface NewsletterUpdateFormProps {
  /** The subscriber token from the mail's link: it identifies the subscriber. */
  subscriberToken: string;
  /** The subscriber as read on the server (GET /newsletter-subscribers/{subscriberToken}). */
  subscriber: Subscriber;
  /** What the server already did with a post without script. */
  initial?: { saved?: boolean; failed?: boolean };
  /** Where the browser posts the form before or without script. Default '' (the current address, token included). */
  action?: string;
}

type Saved = 'saved' | 'failed' | null;

/**
 * The update page's form (saved with PUT /newsletter-subscribers/{subscriberToken}): salutation and names as the site's
 * sign-up shows them, the personalised-offers consent and the interest categories. Posts natively before hydration;
 * once hydrated it saves in the page with `updateSubscriber`. Renders the page's h1.
 */
export function NewsletterUpdateForm({ subscriberToken, subscriber, initial, action = '' }: NewsletterUpdateFormProps) {
  const { site, services } = useStorefront();
  const { t } = useNewsletterMessages();
  const rules = rulesOf(site.code);
  const titleId = useId();
  const legendId = useId();
  const schema = useMemo(() => updateSchemaFor(site.code), [site.code]);
  const [start] = useState(() => updateValuesOf(subscriber));
  const [saved, setSaved] = useState<Saved>(initial?.saved ? 'saved' : initial?.failed ? 'failed' : null);
  const [messageKey, setMessageKey] = useState(0);

  const form = useForm<NewsletterUpdateValues>({
    resolver: zodResolver(schema),
    defaultValues: start,
    mode: 'onBlur',
    reValidateMode: 'onBlur',
    shouldFocusError: false,
  });
  const { register, control, handleSubmit, clearErrors, trigger, reset, setFocus } = form;
  const { errors } = form.formState;
  /**
   * The call is out ("The form is disabled while submitting"). Not react-hook-form's `isSubmitting`, which also covers
   * the check before it: a field disabled then could not take the focus an invalid submit gives it.
   */
  const [sending, setSending] = useState(false);

  const { focusField, clearOnFocus: onFieldFocus } = useFocusKeepingErrors<UpdateField>(setFocus, clearErrors);
  const errorOf = (name: (typeof fieldOrder)[number]): string | undefined => {
    const id = errors[name]?.message;
    // The schema's messages are catalog ids (schema.ts).
    return id ? t(id as NewsletterMessageId, errorValuesOf(name)) : undefined;
  };

  const noticeRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  // Once the fields are enabled again, so focus is not dropped on the way.
  const focusNotice = useRef(false);
  useEffect(() => {
    if (sending || !focusNotice.current) return;
    focusNotice.current = false;
    noticeRef.current?.focus();
  }, [messageKey, sending]);

  const onValid = async (values: NewsletterUpdateValues) => {
    setSaved(null);
    const active = getDocument()?.activeElement;
    if (active && active !== submitRef.current && formRef.current?.contains(active)) submitRef.current?.focus();
    setSending(true);
    const answer = await updateSubscriber(
      services,
      subscriberToken,
      subscriberUpdateOf(values, subscriber, site.code),
      {
        site: site.code,
        originalAddress: getWindow()?.location.href,
      },
    )
      .catch(() => null)
      .finally(() => setSending(false));
    const ok = answer?.ok === true;
    if (ok) reset(values);
    setSaved(ok ? 'saved' : 'failed');
    setMessageKey((key) => key + 1);
    focusNotice.current = true;
  };
  const onInvalid = (invalid: FieldErrors<NewsletterUpdateValues>) => {
    const first = fieldOrder.find((name) => invalid[name]);
    if (first) focusField(first);
  };

  const text = (name: 'firstName' | 'lastName') => ({
    ...register(name),
    onFocus: () => onFieldFocus(name),
    defaultValue: start[name],
    disabled: sending,
    error: errorOf(name),
  });
  const anyRequired = rules.salutation === 'required' || rules.names === 'required';

  return (
    <div className={styles.content}>
      <h1 id={titleId} className={styles.title.page}>
        {t('newsletter.update.title')}
      </h1>
      <p className={styles.text}>{t('newsletter.update.intro', { email: subscriber.email })}</p>
      {saved && (
        <Notification
          key={messageKey}
          ref={noticeRef}
          tone={saved === 'saved' ? 'success' : 'error'}
          scrollIntoView
          tabIndex={-1}
          className={styles.notice}
        >
          {t(saved === 'saved' ? 'newsletter.update.saved' : 'newsletter.update.failed')}
        </Notification>
      )}
      <form
        ref={formRef}
        method="post"
        // '' is the page's own address: no action attribute (an empty one is invalid HTML; the browser posts to the
        // document's address either way).
        action={action || undefined}
        noValidate
        aria-labelledby={titleId}
        className={styles.form}
        onSubmit={(event) => void handleSubmit(onValid, onInvalid)(event)}
      >
        <PersonFields
          rules={rules}
          control={control}
          nameField={text}
          onSalutationChange={() => void trigger('salutation')}
          onSalutationFocus={() => onFieldFocus('salutation')}
          salutationError={errorOf('salutation')}
          disabled={sending}
        />
        <Checkbox {...register('personalisedOffers')} defaultChecked={start.personalisedOffers} disabled={sending}>
          <PersonalisedOffersText rules={rules} />
        </Checkbox>
        <fieldset className={styles.interests} aria-labelledby={legendId}>
          <legend id={legendId} className={styles.legend}>
            {t('newsletter.update.interests')}
          </legend>
          <div className={styles.interestGrid}>
            {interestCategories.map((category) => (
              <Checkbox
                key={category}
                {...register(INTERESTS_FIELD)}
                value={category}
                defaultChecked={start.interests.includes(category)}
                disabled={sending}
                label={t(`newsletter.interest.${category}`)}
              />
            ))}
          </div>
        </fieldset>
        <div className={styles.submitRow}>
          <Button ref={submitRef} type="submit" variant="primary" loading={sending}>
            {t('newsletter.update.submit')}
          </Button>
        </div>
        {anyRequired && <p className={styles.small}>{t('newsletter.mandatory')}</p>}
      </form>
    </div>
  );
}

'use client';

import { useId } from 'react';
import { Input } from '../../primitives/Input';
import { DEFAULT_ORIGIN, DEFAULT_ORIGIN_ADDITION } from '../../services/newsletter/constants';
import { pickVariant } from '../../styles/fallback';
import { useStorefront } from '../../kernel';
import { newsletterFormVariants, type NewsletterFormVariant } from './constants';
import { useNewsletterMessages } from './messages';
import * as styles from './NewsletterForm.css';
import { rulesOf } from './rules';
import type { NewsletterField } from './schema';
import {
  Honeypot,
  NewsletterImage,
  SignUpDetails,
  SignUpIntro,
  SignUpNotices,
  VoucherFootnote,
} from './SignUpSections';
import type { NewsletterServerState } from './state';
import { useNewsletterSubmission } from './useNewsletterSubmission';
import { useBaseDataPrefill, useSignUpFields, useSignUpForm } from './useSignUpForm';

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
  const { site } = useStorefront();
  const { t } = useNewsletterMessages();
  const rules = rulesOf(site.code);
  const shape = pickVariant('NewsletterForm', 'variant', variant ?? 'page', newsletterFormVariants, 'page');
  const titleId = useId();

  const { form, start, revealed, setRevealed, focusField, clearOnFocus } = useSignUpForm(site.code, initial);
  const { legals, resetValues } = useBaseDataPrefill(initial, form);
  const {
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
  } = useNewsletterSubmission({
    initial,
    action,
    confirmationAddress,
    origin,
    originAddition,
    singlePage,
    legals,
    resetValues,
    form,
    focusField,
    conceal: () => setRevealed(false),
  });
  const onFieldFocus = (name: NewsletterField) => {
    setRevealed(true);
    if (name === 'email') clearLinkInvalid();
    clearOnFocus(name);
  };
  const fields = useSignUpFields(form, start, sending, onFieldFocus);

  const succeeded = outcome.result === 'SUCCESS' || outcome.bot;
  const formShown = !succeeded && doi !== 'confirmed';

  return (
    <div className={styles.root[shape]} data-submitted={submitted || undefined}>
      {shape === 'page' && <NewsletterImage />}
      <div className={styles.content}>
        <SignUpIntro shape={shape} titleId={titleId} rules={rules} />
        <SignUpNotices
          shape={shape}
          doi={doi}
          outcome={outcome}
          messageKey={messageKey}
          succeeded={succeeded}
          successRef={successRef}
          technicalRef={technicalRef}
        />

        {/* Hidden, not unmounted, after a success: it is reset to initial values, ready if the page shows it again. */}
        <form
          ref={formRef}
          method="post"
          // '' is the page's own address: no action attribute (an empty one is invalid HTML; the browser posts to the
          // document's address either way).
          action={action || undefined}
          // One validation, the site's schema with the given texts: in the browser once hydrated, on the server before.
          noValidate
          aria-labelledby={titleId}
          className={styles.form}
          hidden={!formShown}
          data-revealed={revealed || undefined}
          onSubmit={onSubmit}
        >
          <Input
            {...fields.text('email')}
            type="email"
            label={t('newsletter.email')}
            required
            autoComplete="email"
            // Never shown: lets CSS tell an empty field from a filled one before script runs (NewsletterForm.css).
            placeholder=" "
          />
          <Honeypot field={form.register('website')} defaultValue={start.website} />
          <SignUpDetails
            {...fields}
            rules={rules}
            control={form.control}
            onSalutationChange={() => void form.trigger('salutation')}
            onFieldFocus={onFieldFocus}
            legals={legals}
            sending={sending}
            submitRef={submitRef}
          />
        </form>

        <VoucherFootnote rules={rules} />
      </div>
    </div>
  );
}

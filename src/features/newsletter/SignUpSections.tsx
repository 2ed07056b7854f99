'use client';

/**
 * The sign-up form's parts: the page's image, the heading with the intro, the notices of a submission or a
 * double-opt-in link, the honeypot, the fields after the email, the legal panel and the voucher footnote.
 */
import { useId, type RefObject } from 'react';
import type { Control, UseFormRegisterReturn } from 'react-hook-form';
import { newsletterDiscount } from '../../platform/i18n/constants';
import { Button } from '../../primitives/Button';
import { Checkbox } from '../../primitives/Checkbox';
import { Notification } from '../../primitives/Notification';
import { Picture } from '../../primitives/Picture';
import { TextLink } from '../../primitives/TextLink';
import { newsletterImages, type NewsletterFormVariant } from './constants';
import { useNewsletterMessages, type NewsletterMessageId } from './messages';
import * as styles from './NewsletterForm.css';
import { PersonalisedOffersText, PersonFields } from './NewsletterParts';
import { isShown, type NewsletterRules } from './rules';
import type { NewsletterField, NewsletterFormValues } from './schema';
import type { Outcome } from './signUpForm';
import type { DoiOutcome } from './state';
import { personalisedOffersGiven } from './submit';
import type { SignUpFields } from './useSignUpForm';

/** The page's image with the discount bubble: desktop from 1024 px, the tablet image below. */
export function NewsletterImage() {
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

/** The heading (h1 on the page, h2 in the footer block), the intro with the discount and the sample-newsletter link. */
export function SignUpIntro({
  shape,
  titleId,
  rules,
}: {
  shape: NewsletterFormVariant;
  titleId: string;
  rules: NewsletterRules;
}) {
  const { t } = useNewsletterMessages();
  const Title = shape === 'page' ? 'h1' : 'h2';
  return (
    <>
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
    </>
  );
}

interface SignUpNoticesProps {
  shape: NewsletterFormVariant;
  doi: DoiOutcome | undefined;
  outcome: Outcome;
  /** A new outcome remounts its notice. */
  messageKey: number;
  succeeded: boolean;
  successRef: RefObject<HTMLHeadingElement | null>;
  technicalRef: RefObject<HTMLDivElement | null>;
}

/** The double-opt-in outcome (confirmed, link invalid), the technical error, and the success message. */
export function SignUpNotices({
  shape,
  doi,
  outcome,
  messageKey,
  succeeded,
  successRef,
  technicalRef,
}: SignUpNoticesProps) {
  const { t } = useNewsletterMessages();
  const SubTitle = shape === 'page' ? 'h2' : 'h3';
  return (
    <>
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
    </>
  );
}

/** The honeypot ("a hidden email field"): hidden from people and out of the Tab order; bots fill it. */
export function Honeypot({ field, defaultValue }: { field: UseFormRegisterReturn<'website'>; defaultValue: string }) {
  const { t } = useNewsletterMessages();
  const id = useId();
  return (
    <div className={styles.honeypot} aria-hidden="true">
      <label htmlFor={id}>{t('newsletter.honeypot')}</label>
      <input id={id} type="text" {...field} defaultValue={defaultValue} tabIndex={-1} autoComplete="off" />
    </div>
  );
}

interface SignUpDetailsProps extends SignUpFields {
  rules: NewsletterRules;
  control: Control<NewsletterFormValues>;
  onSalutationChange: () => void;
  onFieldFocus: (name: NewsletterField) => void;
  legals: readonly string[];
  sending: boolean;
  submitRef: RefObject<HTMLButtonElement | null>;
}

/**
 * What shows after the email once the form is entered or filled: the site's person fields, the legal panel, the
 * personalised-offers consent (hidden once given), TR's newsletter checkbox, the submit button and the mandatory note.
 */
export function SignUpDetails({
  rules,
  control,
  text,
  choice,
  errorOf,
  onSalutationChange,
  onFieldFocus,
  legals,
  sending,
  submitRef,
}: SignUpDetailsProps) {
  const { t } = useNewsletterMessages();
  return (
    <div className={styles.rest}>
      <PersonFields
        rules={rules}
        control={control}
        nameField={text}
        onSalutationChange={onSalutationChange}
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
export function VoucherFootnote({ rules }: { rules: NewsletterRules }) {
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

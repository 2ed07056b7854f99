/** What the sign-up and the update form share: focus handling of their fields and the personalised-offers text. */
import { useCallback, useRef, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { TextLink } from '../../primitives/TextLink';
import { useNewsletterMessages, type NewsletterMessageId } from './messages';
import type { NewsletterRules } from './rules';

/**
 * Spec 001 §4 "Field errors are cleared on focus", except when the form itself moves focus to an invalid field (after
 * a submit): then the error stays, so it is read out with the field instead of vanishing as focus arrives.
 * `focusField` moves focus that way; `clearOnFocus` is each field's focus handler.
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

/** Spec 001 §5 "Personalised-offers consent ... text variant per country; TR uses a variant with a contact-link text". */
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

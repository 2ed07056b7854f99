import { useIntl } from 'react-intl';
import type { MessageId } from './catalogs';

/** Values for a message's ICU arguments; strings and numbers (react-intl also formats dates). */
export type MessageValues = Record<string, string | number | Date>;

export interface Messages {
  /** The message `id` of the active locale, formatted with `values`. Only catalog ids type-check. */
  t: (id: MessageId, values?: MessageValues) => string;
  locale: string;
}

/** Typed access to the active catalog, over react-intl's `useIntl`. */
export function useMessages(): Messages {
  const intl = useIntl();
  return {
    t: (id, values) => intl.formatMessage({ id }, values),
    locale: intl.locale,
  };
}

/** A message as text: `<Msg id="newsletter.mandatory" />`. */
export function Msg({ id, values }: { id: MessageId; values?: MessageValues }) {
  return <>{useMessages().t(id, values)}</>;
}

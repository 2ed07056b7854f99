'use client';

import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from './catalogs';

/** Values for a message's ICU arguments; strings and numbers (react-intl also formats dates). */
export type MessageValues = Record<string, string | number | Date>;

export interface Messages<Id extends string = MessageId> {
  /** The message `id` of the active locale, formatted with `values`. Only the hook's ids type-check. */
  t: (id: Id, values?: MessageValues) => string;
  locale: string;
}

/**
 * Makes a feature's typed messages hook, over react-intl's `useIntl`:
 * `export const useSearchMessages = createMessagesHook<SearchMessageId>()`, then `useSearchMessages().t('search.clear')`.
 * Its `t` takes the feature's own ids and the platform's shared ones (`common.*`, `benefit.*`, ...); any other id is a
 * type error, so a feature cannot reach into another feature's texts.
 */
export function createMessagesHook<Id extends string>(): () => Messages<Id | MessageId> {
  return function useFeatureMessages() {
    const intl = useIntl();
    return useMemo(
      () => ({
        t: (id: Id | MessageId, values?: MessageValues) => intl.formatMessage({ id }, values),
        locale: intl.locale,
      }),
      [intl],
    );
  };
}

/** Typed access to the platform's own texts (`common.*`, `benefit.*`, `themeWorld.*`, `footerContent.*`). */
export const useMessages: () => Messages = createMessagesHook<never>();

/** A platform message as text: `<Msg id="common.loading" />`. */
export function Msg({ id, values }: { id: MessageId; values?: MessageValues }) {
  return <>{useMessages().t(id, values)}</>;
}

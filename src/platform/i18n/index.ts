export type { Catalog, MessageId } from './catalogs';
export * from './constants';
export * from './format';
export * from './benefits';
export { CremaIntlProvider, type CremaIntlProviderProps, type IntlMessages } from './CremaIntlProvider';
export { createMessagesHook, useMessages, Msg, type Messages, type MessageValues } from './useMessages';

export { catalogs, catalogFor, messageIds, type Catalog, type MessageId } from './catalogs';
export * from './constants';
export * from './format';
export * from './benefits';
export { CremaIntlProvider, type CremaIntlProviderProps } from './CremaIntlProvider';
export { useMessages, Msg, type Messages, type MessageValues } from './useMessages';

export { loadStorefrontMessages } from './loadStorefrontMessages';
export type { StorefrontMessageId, StorefrontMessages } from './messageModules';

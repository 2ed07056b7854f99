export {
  StorefrontProvider,
  useStorefront,
  defaultFlags,
  stages,
  type Storefront,
  type StorefrontFlags,
  type StorefrontProviderProps,
  type Stage,
} from './StorefrontProvider';
export {
  defineFeatureStore,
  type FeatureStore,
  type FeatureStoreDefinition,
  type FeatureStoreOptions,
  type FeatureStoreProviderProps,
  type NoInit,
} from './featureStore';
export { loadStorefrontMessages } from './loadStorefrontMessages';
export type { StorefrontMessageId, StorefrontMessages } from './messageModules';
export { PageLayout, skipLinkTargets, type PageLayoutProps } from './PageLayout';

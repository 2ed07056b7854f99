export {
  StorefrontProvider,
  useStorefront,
  defaultFlags,
  stages,
  type Storefront,
  type StorefrontCatalog,
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
export { PageLayout, skipLinkTargets, type PageLayoutProps } from './PageLayout';

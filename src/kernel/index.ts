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
export { FlyoutHostProvider, useFlyoutHost, useFlyoutHostStore, type FlyoutHostProviderProps } from './flyoutHost';
export {
  createFlyoutHostStore,
  flyoutHostActions,
  closedFlyout,
  isOpen,
  toggleFlyout,
  openFlyout,
  selectParent,
  isFlyoutOpen,
  type FlyoutHost,
  type FlyoutHostActions,
  type FlyoutHostStore,
  type FlyoutState,
  type FlyoutTarget,
} from './flyouts';

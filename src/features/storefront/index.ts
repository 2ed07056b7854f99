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

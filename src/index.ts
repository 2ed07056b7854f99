/**
 * Crema: the public entry, every name listed. Components (primitives and features), their props types and the hooks
 * an app needs; the kernel (the storefront provider, feature stores, the page layout); sites, texts and prices; the
 * theme layer for consumers' own vanilla-extract styles. Compound parts are namespaces (`Modal.Root`,
 * `Minicart.Dialog`). Import the CSS once (`import 'crema/styles.css'`) or let a bundler take each component's own.
 *
 * The other entries: `crema/server` (loaders, page-data schemas, server decisions, cookie helpers), `crema/services`
 * (the service clients and their contracts), `crema/tokens` (token data, brand themes), `crema/mocks` (the reference
 * services).
 */

/* Primitives */
export { Surface, type SurfaceProps } from './primitives/Surface';
export { Button, type ButtonProps } from './primitives/Button';
export { Icon, type IconProps, type IconName } from './primitives/Icon';
export { Spinner, type SpinnerProps } from './primitives/Spinner';
export { VisuallyHidden, type VisuallyHiddenProps } from './primitives/VisuallyHidden';
export { TextLink, type TextLinkProps } from './primitives/TextLink';
export { Picture, type PictureProps, type PictureSource, type AspectRatio } from './primitives/Picture';
export { Rating, type RatingProps } from './primitives/Rating';
export { Badge, type BadgeProps } from './primitives/Badge';
export { Notification, type NotificationProps, type NotificationDismissReason } from './primitives/Notification';
export { Input, type InputProps } from './primitives/Input';
export { PasswordInput, type PasswordInputProps } from './primitives/PasswordInput';
export { IbanInput, type IbanInputProps } from './primitives/IbanInput';
export { NumberInput, type NumberInputProps } from './primitives/NumberInput';
export { Checkbox, type CheckboxProps } from './primitives/Checkbox';
export {
  Select,
  type SelectProps,
  type SelectOption,
  type SelectRootProps,
  type SelectTriggerProps,
  type SelectValueProps,
  type SelectContentProps,
  type SelectItemProps,
  type SelectGroupProps,
  type SelectLabelProps,
  type SelectSeparatorProps,
} from './primitives/Select';
export {
  Modal,
  type ModalRootProps,
  type ModalTriggerProps,
  type ModalContentProps,
  type ModalCloseProps,
} from './primitives/Modal';
export {
  Accordion,
  type AccordionRootProps,
  type AccordionItemProps,
  type AccordionTriggerProps,
  type AccordionContentProps,
} from './primitives/Accordion';
export {
  Popover,
  type PopoverRootProps,
  type PopoverTriggerProps,
  type PopoverAnchorProps,
  type PopoverContentProps,
  type PopoverCloseProps,
} from './primitives/Popover';
export { SafeHtml, type SafeHtmlProps } from './primitives/SafeHtml';
export {
  FormTextsProvider,
  FormMessagesProvider,
  useFormTexts,
  formCatalogs,
  type FormTextsProviderProps,
  type FormMessagesProviderProps,
  type FormTextOverrides,
} from './primitives/formTexts';

/* Layout primitives */
export { Box, type BoxProps } from './primitives/Box';
export { Stack, type StackProps } from './primitives/Stack';
export { Inline, type InlineProps } from './primitives/Inline';
export { Columns, Column, type ColumnsProps, type ColumnProps } from './primitives/Columns';
export { Tiles, type TilesProps } from './primitives/Tiles';
export { ContentBlock, type ContentBlockProps } from './primitives/ContentBlock';

/* Kernel: the storefront's provider, feature stores, deferred parts, the page layout, the page's flyout host */
export {
  StorefrontProvider,
  useStorefront,
  defineFeatureStore,
  PageLayout,
  FlyoutHostProvider,
  useFlyoutHost,
  createFlyoutHostStore,
  type Storefront,
  type StorefrontCatalog,
  type StorefrontFlags,
  type StorefrontProviderProps,
  type FeatureStore,
  type FeatureStoreDefinition,
  type FeatureStoreOptions,
  type PageLayoutProps,
  type FlyoutHost,
  type FlyoutHostProviderProps,
  type FlyoutHostStore,
  type FlyoutState,
  type FlyoutTarget,
} from './kernel';
export { Deferred, whenDeferredPartsHydrated } from './kernel/deferred';
export { loadStorefrontMessages, type StorefrontMessages } from './compositions/messages';
export { ShopHeader, type ShopHeaderProps } from './compositions/shop-header';

/* Sites, texts and prices */
export {
  sites,
  siteCodes,
  defaultSite,
  findSite,
  resolveSite,
  isSiteCode,
  siteFromSwitcherCode,
  type Site,
  type SiteCode,
  type SiteLocale,
  type Currency,
} from './platform/site';
export { formatPrice, formatNumber, createMessagesHook, type PriceOptions } from './platform/i18n';

/* The visitor: the session's shared state, part of the kernel */
export { VisitorProvider, useVisitor, type Visitor } from './kernel/visitor';

/* Features */
export {
  Header,
  HeaderProvider,
  useHeader,
  headerIconClassNames,
  type HeaderProps,
  type HeaderSlots,
  type CartDialogSlot,
} from './features/header';
export { ConsentLoader, type ConsentLoaderProps } from './features/header/consent';
export {
  NavigationProvider,
  useNavigation,
  MainNavigation,
  ClassicNavigation,
  MenuButton,
  MobileDrillDown,
  DrillDownFlyout,
  ThemeWorldFlyout,
  SubcategoryLinks,
  type NavigationProviderProps,
  type NavigationInit,
  type HeaderNavigation,
  type MainNavigationProps,
  type ClassicNavigationProps,
  type MenuButtonProps,
} from './features/navigation';
export { SearchBox, type SearchBoxProps, type SearchVariant } from './features/search';
export {
  Promotion,
  PromotionSlot,
  PromotionTile,
  TopBanner,
  HeaderBenefits,
  usePromotion,
  type PromotionProps,
  type PromotionSlotProps,
  type PromotionTileProps,
  type TopBannerProps,
  type HeaderBenefitsProps,
} from './features/promotion';
export { AppBanner, type AppBannerProps } from './features/app-banner';
export { Minicart } from './features/minicart/namespace';
export {
  MinicartProvider,
  useMinicart,
  useMinicartStore,
  useCartCount,
  countOf,
  hasLines,
  AddToCartButton,
  type MinicartState,
  type MinicartDialogProps,
  type MinicartFooterProps,
  type AddToCartButtonProps,
  type CartItem,
} from './features/minicart';
export { whenCartKnown } from './features/minicart/AddToCart';
export {
  NewsletterForm,
  NewsletterUpdateForm,
  type NewsletterFormProps,
  type NewsletterUpdateFormProps,
} from './features/newsletter';
export { LazyNewsletterForm } from './features/newsletter/LazyNewsletterForm';
export { Footer, type CountryHrefs, type FooterProps } from './features/footer';
export { LoginKeepAlive, useLoginKeepAlive, type LoginKeepAliveProps } from './features/session';
export { PreviewPanel, PreviewSettings, type PreviewPanelProps, type PreviewSettingsProps } from './features/preview';

/* Theme layer: the contracts (fixed `--crema-*` custom properties) for an app's own vanilla-extract styles */
export { color, tokens, themeClasses, focusRing, focusRingRule, px, sprinkles, media, type Sprinkles } from './styles';
export type {
  SurfaceTheme,
  ButtonSize,
  ButtonVariant,
  AspectRatioName,
  Tone,
  InputState,
  ModalSize,
  FormLocale,
} from '../design-tokens';

import type { MessageId } from '../../platform/i18n';
import type { FormCatalog } from '../../primitives/formTexts';
import type { AppBannerMessageId } from '../../features/app-banner/messages';
import type { FooterMessageId } from '../../features/footer/messages';
import type { HeaderMessageId } from '../../features/header/messages';
import type { MinicartMessageId } from '../../features/minicart/messages';
import type { NavigationMessageId } from '../../features/navigation/messages';
import type { NewsletterMessageId } from '../../features/newsletter/messages';
import type { PreviewMessageId } from '../../features/preview/messages';
import type { PromotionMessageId } from '../../features/promotion/messages';
import type { SearchMessageId } from '../../features/search/messages';

/**
 * The texts of one locale, by the module that owns them: the platform's shared texts, the form fields' and every
 * feature's. Each module owns its id prefixes, so no two share an id (the catalog test fails on a collision).
 */
export interface StorefrontMessageModules {
  /** common.*, benefit.*, themeWorld.*, footerContent.* */
  platform: Readonly<Record<MessageId, string>>;
  /** password.*, iban.*, number.* (the form fields' catalogs, src/primitives/formTexts) */
  formTexts: Readonly<FormCatalog>;
  header: Readonly<Record<HeaderMessageId, string>>;
  navigation: Readonly<Record<NavigationMessageId, string>>;
  search: Readonly<Record<SearchMessageId, string>>;
  promotion: Readonly<Record<PromotionMessageId, string>>;
  appBanner: Readonly<Record<AppBannerMessageId, string>>;
  minicart: Readonly<Record<MinicartMessageId, string>>;
  newsletter: Readonly<Record<NewsletterMessageId, string>>;
  footer: Readonly<Record<FooterMessageId, string>>;
  preview: Readonly<Record<PreviewMessageId, string>>;
}

/** Every id of the storefront's catalog. */
export type StorefrontMessageId = {
  [M in keyof StorefrontMessageModules]: keyof StorefrontMessageModules[M];
}[keyof StorefrontMessageModules];

/**
 * The one react-intl catalog of a locale. An app adds its own texts by spreading them on top:
 * `{ ...(await loadStorefrontMessages(locale)), ...appMessages }` is still a `StorefrontMessages`.
 */
export type StorefrontMessages = Readonly<Record<StorefrontMessageId, string>>;

/** The modules' texts as one catalog. */
export function mergeMessageModules(modules: StorefrontMessageModules): StorefrontMessages {
  return Object.assign({}, ...Object.values(modules)) as StorefrontMessages;
}

import { trTR as platform } from '../../../platform/i18n/messages/tr-TR';
import { trTR as formTexts } from '../../../primitives/formTexts/catalogs/trTR';
import { trTR as appBanner } from '../../../features/app-banner/messages/tr-TR';
import { trTR as footer } from '../../../features/footer/messages/tr-TR';
import { trTR as header } from '../../../features/header/messages/tr-TR';
import { trTR as minicart } from '../../../features/minicart/messages/tr-TR';
import { trTR as navigation } from '../../../features/navigation/messages/tr-TR';
import { trTR as newsletter } from '../../../features/newsletter/messages/tr-TR';
import { en as preview } from '../../../features/preview/messages/en';
import { trTR as promotion } from '../../../features/promotion/messages/tr-TR';
import { trTR as search } from '../../../features/search/messages/tr-TR';
import { mergeMessageModules, type StorefrontMessageModules } from '../messageModules';

/** The tr-TR texts of every module (one chunk per locale: only `loadStorefrontMessages` imports this, dynamically). */
export const modules: StorefrontMessageModules = {
  platform,
  formTexts,
  header,
  navigation,
  search,
  promotion,
  appBanner,
  minicart,
  newsletter,
  footer,
  preview,
};

export const messages = mergeMessageModules(modules);

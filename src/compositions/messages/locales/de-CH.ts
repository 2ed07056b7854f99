import { deCH as platform } from '../../../platform/i18n/messages/de-CH';
import { deCH as formTexts } from '../../../primitives/formTexts/catalogs/deCH';
import { deCH as appBanner } from '../../../features/app-banner/messages/de-CH';
import { deCH as footer } from '../../../features/footer/messages/de-CH';
import { deCH as header } from '../../../features/header/messages/de-CH';
import { deCH as minicart } from '../../../features/minicart/messages/de-CH';
import { deCH as navigation } from '../../../features/navigation/messages/de-CH';
import { deCH as newsletter } from '../../../features/newsletter/messages/de-CH';
import { en as preview } from '../../../features/preview/messages/en';
import { deCH as promotion } from '../../../features/promotion/messages/de-CH';
import { deCH as search } from '../../../features/search/messages/de-CH';
import { mergeMessageModules, type StorefrontMessageModules } from '../messageModules';

/** The de-CH texts of every module (one chunk per locale: only `loadStorefrontMessages` imports this, dynamically). */
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

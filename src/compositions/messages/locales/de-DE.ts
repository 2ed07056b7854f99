import { deDE as platform } from '../../../platform/i18n/messages/de-DE';
import { deDE as formTexts } from '../../../primitives/formTexts/catalogs/deDE';
import { deDE as appBanner } from '../../../features/app-banner/messages/de-DE';
import { deDE as footer } from '../../../features/footer/messages/de-DE';
import { deDE as header } from '../../../features/header/messages/de-DE';
import { deDE as minicart } from '../../../features/minicart/messages/de-DE';
import { deDE as navigation } from '../../../features/navigation/messages/de-DE';
import { deDE as newsletter } from '../../../features/newsletter/messages/de-DE';
import { en as preview } from '../../../features/preview/messages/en';
import { deDE as promotion } from '../../../features/promotion/messages/de-DE';
import { deDE as search } from '../../../features/search/messages/de-DE';
import { mergeMessageModules, type StorefrontMessageModules } from '../messageModules';

/** The de-DE texts of every module (one chunk per locale: only `loadStorefrontMessages` imports this, dynamically). */
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

import { deAT as platform } from '../../../platform/i18n/messages/de-AT';
import { deAT as formTexts } from '../../../primitives/formTexts/catalogs/deAT';
import { deAT as appBanner } from '../../../features/app-banner/messages/de-AT';
import { deAT as footer } from '../../../features/footer/messages/de-AT';
import { deAT as header } from '../../../features/header/messages/de-AT';
import { deAT as minicart } from '../../../features/minicart/messages/de-AT';
import { deAT as navigation } from '../../../features/navigation/messages/de-AT';
import { deAT as newsletter } from '../../../features/newsletter/messages/de-AT';
import { en as preview } from '../../../features/preview/messages/en';
import { deAT as promotion } from '../../../features/promotion/messages/de-AT';
import { deAT as search } from '../../../features/search/messages/de-AT';
import { mergeMessageModules, type StorefrontMessageModules } from '../messageModules';

/** The de-AT texts of every module (one chunk per locale: only `loadStorefrontMessages` imports this, dynamically). */
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

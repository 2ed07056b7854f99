import { skSK as platform } from '../../../platform/i18n/messages/sk-SK';
import { skSK as formTexts } from '../../../primitives/formTexts/catalogs/skSK';
import { skSK as appBanner } from '../../../features/app-banner/messages/sk-SK';
import { skSK as footer } from '../../../features/footer/messages/sk-SK';
import { skSK as header } from '../../../features/header/messages/sk-SK';
import { skSK as minicart } from '../../../features/minicart/messages/sk-SK';
import { skSK as navigation } from '../../../features/navigation/messages/sk-SK';
import { skSK as newsletter } from '../../../features/newsletter/messages/sk-SK';
import { en as preview } from '../../../features/preview/messages/en';
import { skSK as promotion } from '../../../features/promotion/messages/sk-SK';
import { skSK as search } from '../../../features/search/messages/sk-SK';
import { mergeMessageModules, type StorefrontMessageModules } from '../messageModules';

/** The sk-SK texts of every module (one chunk per locale: only `loadStorefrontMessages` imports this, dynamically). */
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

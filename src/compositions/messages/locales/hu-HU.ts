import { huHU as platform } from '../../../platform/i18n/messages/hu-HU';
import { huHU as formTexts } from '../../../primitives/formTexts/catalogs/huHU';
import { huHU as appBanner } from '../../../features/app-banner/messages/hu-HU';
import { huHU as footer } from '../../../features/footer/messages/hu-HU';
import { huHU as header } from '../../../features/header/messages/hu-HU';
import { huHU as minicart } from '../../../features/minicart/messages/hu-HU';
import { huHU as navigation } from '../../../features/navigation/messages/hu-HU';
import { huHU as newsletter } from '../../../features/newsletter/messages/hu-HU';
import { en as preview } from '../../../features/preview/messages/en';
import { huHU as promotion } from '../../../features/promotion/messages/hu-HU';
import { huHU as search } from '../../../features/search/messages/hu-HU';
import { mergeMessageModules, type StorefrontMessageModules } from '../messageModules';

/** The hu-HU texts of every module (one chunk per locale: only `loadStorefrontMessages` imports this, dynamically). */
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

import { frCH as platform } from '../../../platform/i18n/messages/fr-CH';
import { frCH as formTexts } from '../../../primitives/formTexts/catalogs/frCH';
import { frCH as appBanner } from '../../../features/app-banner/messages/fr-CH';
import { frCH as footer } from '../../../features/footer/messages/fr-CH';
import { frCH as header } from '../../../features/header/messages/fr-CH';
import { frCH as minicart } from '../../../features/minicart/messages/fr-CH';
import { frCH as navigation } from '../../../features/navigation/messages/fr-CH';
import { frCH as newsletter } from '../../../features/newsletter/messages/fr-CH';
import { en as preview } from '../../../features/preview/messages/en';
import { frCH as promotion } from '../../../features/promotion/messages/fr-CH';
import { frCH as search } from '../../../features/search/messages/fr-CH';
import { mergeMessageModules, type StorefrontMessageModules } from '../messageModules';

/** The fr-CH texts of every module (one chunk per locale: only `loadStorefrontMessages` imports this, dynamically). */
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

import { frCH as platform } from '../../../platform/i18n/messages/fr-CH';
import { frCH as formTexts } from '../../../primitives/formTexts/catalogs/frCH';
import { frCH as appBanner } from '../../app-banner/messages/fr-CH';
import { frCH as footer } from '../../footer/messages/fr-CH';
import { frCH as header } from '../../header/messages/fr-CH';
import { frCH as minicart } from '../../minicart/messages/fr-CH';
import { frCH as navigation } from '../../navigation/messages/fr-CH';
import { frCH as newsletter } from '../../newsletter/messages/fr-CH';
import { en as preview } from '../../preview/messages/en';
import { frCH as promotion } from '../../promotion/messages/fr-CH';
import { frCH as search } from '../../search/messages/fr-CH';
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

import { csCZ as platform } from '../../../platform/i18n/messages/cs-CZ';
import { csCZ as formTexts } from '../../../primitives/formTexts/catalogs/csCZ';
import { csCZ as appBanner } from '../../../features/app-banner/messages/cs-CZ';
import { csCZ as footer } from '../../../features/footer/messages/cs-CZ';
import { csCZ as header } from '../../../features/header/messages/cs-CZ';
import { csCZ as minicart } from '../../../features/minicart/messages/cs-CZ';
import { csCZ as navigation } from '../../../features/navigation/messages/cs-CZ';
import { csCZ as newsletter } from '../../../features/newsletter/messages/cs-CZ';
import { en as preview } from '../../../features/preview/messages/en';
import { csCZ as promotion } from '../../../features/promotion/messages/cs-CZ';
import { csCZ as search } from '../../../features/search/messages/cs-CZ';
import { mergeMessageModules, type StorefrontMessageModules } from '../messageModules';

/** The cs-CZ texts of every module (one chunk per locale: only `loadStorefrontMessages` imports this, dynamically). */
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

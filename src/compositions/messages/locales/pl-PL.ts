import { plPL as platform } from '../../../platform/i18n/messages/pl-PL';
import { plPL as formTexts } from '../../../primitives/formTexts/catalogs/plPL';
import { plPL as appBanner } from '../../../features/app-banner/messages/pl-PL';
import { plPL as footer } from '../../../features/footer/messages/pl-PL';
import { plPL as header } from '../../../features/header/messages/pl-PL';
import { plPL as minicart } from '../../../features/minicart/messages/pl-PL';
import { plPL as navigation } from '../../../features/navigation/messages/pl-PL';
import { plPL as newsletter } from '../../../features/newsletter/messages/pl-PL';
import { en as preview } from '../../../features/preview/messages/en';
import { plPL as promotion } from '../../../features/promotion/messages/pl-PL';
import { plPL as search } from '../../../features/search/messages/pl-PL';
import { mergeMessageModules, type StorefrontMessageModules } from '../messageModules';

/** The pl-PL texts of every module (one chunk per locale: only `loadStorefrontMessages` imports this, dynamically). */
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

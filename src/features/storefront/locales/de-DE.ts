import { deDE as platform } from '../../../platform/i18n/messages/de-DE';
import { deDE as formTexts } from '../../../primitives/formTexts/catalogs/deDE';
import { deDE as appBanner } from '../../app-banner/messages/de-DE';
import { deDE as footer } from '../../footer/messages/de-DE';
import { deDE as header } from '../../header/messages/de-DE';
import { deDE as minicart } from '../../minicart/messages/de-DE';
import { deDE as navigation } from '../../navigation/messages/de-DE';
import { deDE as newsletter } from '../../newsletter/messages/de-DE';
import { en as preview } from '../../preview/messages/en';
import { deDE as promotion } from '../../promotion/messages/de-DE';
import { deDE as search } from '../../search/messages/de-DE';
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

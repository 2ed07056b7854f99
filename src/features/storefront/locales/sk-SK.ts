import { skSK as platform } from '../../../platform/i18n/messages/sk-SK';
import { skSK as formTexts } from '../../../primitives/formTexts/catalogs/skSK';
import { skSK as appBanner } from '../../app-banner/messages/sk-SK';
import { skSK as footer } from '../../footer/messages/sk-SK';
import { skSK as header } from '../../header/messages/sk-SK';
import { skSK as minicart } from '../../minicart/messages/sk-SK';
import { skSK as navigation } from '../../navigation/messages/sk-SK';
import { skSK as newsletter } from '../../newsletter/messages/sk-SK';
import { en as preview } from '../../preview/messages/en';
import { skSK as promotion } from '../../promotion/messages/sk-SK';
import { skSK as search } from '../../search/messages/sk-SK';
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

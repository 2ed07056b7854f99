import type { RegisterRoutes } from '../app';
import { registerAbTests } from './abTests';
import { registerCart } from './cart';
import { registerCatalogueRoutes } from './catalogue';
import { registerContentRoutes } from './content';
import { registerFooterRoutes } from './footer';
import { registerImageRoutes } from './images';
import { registerLogin } from './login';
import { registerNavigationRoutes } from './navigation';
import { registerNewsletterRoutes } from './newsletter';
import { registerPersonalData } from './personalData';
import { registerPreview } from './preview';
import { registerPromotionRoutes } from './promotion';
import { registerSearchRoutes } from './search';

/** Every route module of the reference services, in one list. (Preview reads the A/B tests: keep both.) */
export const allRoutes: readonly RegisterRoutes[] = [
  registerCart,
  registerPersonalData,
  registerLogin,
  registerPreview,
  registerAbTests,
  registerNewsletterRoutes,
  registerSearchRoutes,
  registerNavigationRoutes,
  registerPromotionRoutes,
  registerFooterRoutes,
  registerImageRoutes,
  registerCatalogueRoutes,
  registerContentRoutes,
];

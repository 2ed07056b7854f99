import type { RegisterRoutes } from '../app';
import { registerAbTests } from './abTests';
import { registerCart } from './cart';
import { registerLogin } from './login';
import { registerNewsletterRoutes } from './newsletter';
import { registerPersonalData } from './personalData';
import { registerPreview } from './preview';

/** Every route module of the reference services, in one list. (Preview reads the A/B tests: keep both.) */
export const allRoutes: readonly RegisterRoutes[] = [
  registerCart,
  registerPersonalData,
  registerLogin,
  registerPreview,
  registerAbTests,
  registerNewsletterRoutes,
];

/**
 * The service layer (DESIGN.md "Services are injected", "Contracts at the edge"): one module per backend service,
 * each with zod contracts and typed client functions over one shared client (`createServiceClient`). Every failure
 * is a `ServiceError` value; special statuses (cart 304, promotion 404, login 401) are values of their call.
 */
import { abTestCalls } from './abTests';
import { cartCalls } from './cart';
import { footerCalls } from './footer';
import { headerCalls } from './header';
import type { ServiceCall } from './http';
import { loginCalls } from './login';
import { newsletterCalls } from './newsletter';
import { personalDataCalls } from './personalData';
import { previewCalls } from './preview';
import { promotionCalls } from './promotion';
import { searchCalls } from './search';
import { themeWorldsCalls } from './themeWorlds';

export * from './http';
export * from './cart';
export * from './search';
export * from './promotion';
export * from './personalData';
export * from './header';
export * from './themeWorlds';
export * from './newsletter';
export * from './login';
export * from './preview';
export * from './abTests';
export * from './footer';

/** Every call of the three spec documents (service, name, method, path), for tables such as the contract test. */
export const serviceCalls: readonly ServiceCall[] = [
  ...cartCalls,
  ...personalDataCalls,
  ...promotionCalls,
  ...headerCalls,
  ...themeWorldsCalls,
  ...searchCalls,
  ...newsletterCalls,
  ...previewCalls,
  ...abTestCalls,
  ...loginCalls,
  ...footerCalls,
];

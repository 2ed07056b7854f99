/**
 * The service layer (services are injected; every response is parsed at the edge), the one barrel of `crema/services`:
 * one module per backend service, each with zod contracts and typed client functions over one shared client
 * (`createServiceClient`). Every call is defined once as data (`defineCall`, internal); its typed function and its
 * entry in `serviceCalls` come from that definition. Every failure is a `ServiceError` value; special statuses (cart
 * 304, promotion 404, login 401) are values of their call; every typed function takes an AbortSignal
 * (`CallOptions`).
 */
import { abTestCalls } from './abTests';
import { cartCalls } from './cart';
import { catalogueCalls } from './catalogue';
import { contentCalls } from './content';
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
export * from './catalogue';
export * from './content';

/**
 * Every call: those of the three spec documents, and the reference catalogue's and content service's (not in the
 * spec; the reference storefront's pages need them), for tables such as the contract test.
 */
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
  ...catalogueCalls,
  ...contentCalls,
];

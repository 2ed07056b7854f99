/** `crema/mocks`: the reference services, for consumers' own tests, stories and dev servers. */
import { createReferenceServices as create, type ReferenceServicesOptions } from './app';
import { allRoutes } from './routes';

export { SESSION_COOKIE, sessionOf, type ReferenceServices, type ServicesApp, type RegisterRoutes } from './app';
export { FaultTable, faultSchema, routeKey, type Fault, type RouteKey } from './faults';
export type { ReferenceState, SeedOptions } from './state';
export type { CookieBrowser } from './testing';
export { DEMO_LOGIN_TOKEN_TIMES, type LoginTokenTimes } from './routes/login';
export type { ReferenceServicesOptions };

/** The reference services with every route module (pass `routes` to pick some). */
export const createReferenceServices = (options: ReferenceServicesOptions = {}) =>
  create({ routes: allRoutes, ...options });

import { createReferenceServices, type ReferenceServices } from 'crema/mocks';
import { createServiceClient, type ServiceClient } from 'crema/services';
import type { SiteCode } from 'crema';

/**
 * Crema's reference services, one instance per server process: the route handlers (app/service, app/img) answer the
 * browser's calls with it, and the server components' loaders call it in process. Kept on globalThis, not in a module
 * variable: Next builds each route as an entry of its own, and a module two routes share may be evaluated once for
 * each; a second instance would be a second shop (a cart put in through one is not in the other).
 */
const processGlobal = globalThis as typeof globalThis & { cremaReferenceServices?: ReferenceServices };
export const reference: ReferenceServices = (processGlobal.cremaReferenceServices ??= createReferenceServices());

/**
 * A service client for the server components' loaders (navigation, footer): Crema's typed client, calling the
 * reference services in process instead of over the network. It sends no visitor's cookies: what it loads is the same
 * for every visitor of a site.
 */
export const serverServices = (site: SiteCode): ServiceClient => createServiceClient({ fetch: reference.fetch, site });

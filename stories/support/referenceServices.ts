/**
 * Fresh reference services for every story, so
 * one story's cart or login never leaks into another. `referenceServicesLoader` runs before each story renders (a
 * Storybook loader in .storybook/preview.tsx): it makes a new in-process instance and one browser on it (a cookie
 * jar, so a login's LoginToken cookie comes back on the next call), lets the story prepare them, and the preview
 * decorator hands the story's client to StorefrontProvider.
 *
 * A story prepares its services with a parameter:
 *
 *   parameters: referenceServices(async (reference) => {
 *     reference.faults.set('GET /service/customerfrontenddata/api/v1/psdata', { status: 500 });
 *     await logIn(reference);
 *   }),
 *
 * and reads them in `play` as `storyReference(context)` (faults, state, the browser's cookies).
 */
import type { Loader, Parameters } from '@storybook/react-vite';
import { createReferenceServices, type ReferenceServices } from '../../src/mocks';
import { resolveSite } from '../../src/platform/site';
import { LOGIN_TOKEN_COOKIE, SEEDED_LOGIN } from '../../src/mocks/routes/login';
import { createServiceClient, type ServiceClient } from '../../src/services/http';
import { login } from '../../src/services/login';

/** One story's reference services, the cookies of its browser, and the service client the story's components use. */
export interface StoryReferenceServices extends ReferenceServices {
  /** The story browser's cookie jar (name → value): read it, or set and delete entries as a page would. */
  cookies: Map<string, string>;
  /** Calls the services through the story's browser; StorefrontProvider gets this client. */
  client: ServiceClient;
}

/** Prepares a story's services before it renders: faults, seeded state, a login. */
export type PrepareReferenceServices = (reference: StoryReferenceServices) => void | Promise<void>;

/** The parameter name the loader reads. */
const PARAMETER = 'referenceServices';
/** Where the loader puts the services (`context.loaded`). */
const LOADED = 'reference';

/** The story parameter that prepares its services (typed, so `reference` needs no annotation). */
export const referenceServices = (prepare: PrepareReferenceServices): Parameters => ({ [PARAMETER]: prepare });

/** New services and a browser on them; the client tells the services the story's site (the toolbar's). */
export function createStoryReferenceServices(site: unknown = undefined): StoryReferenceServices {
  const reference = createReferenceServices();
  const browser = reference.browser();
  const client = createServiceClient({ fetch: browser.fetch, site: resolveSite(site).code });
  return { ...reference, cookies: browser.jar, client };
}

/** The Storybook loader: new services per story render, prepared by the story's `referenceServices` parameter. */
export const referenceServicesLoader: Loader = async ({ parameters, id, globals }) => {
  const prepare: unknown = parameters[PARAMETER];
  if (prepare !== undefined && typeof prepare !== 'function')
    throw new Error(`${id}: parameters.${PARAMETER} must be a function (reference) => void | Promise<void>.`);
  const reference = createStoryReferenceServices(globals.site);
  await (prepare as PrepareReferenceServices | undefined)?.(reference);
  return { [LOADED]: reference };
};

/** The services the loader made for this story (in decorators and play functions). */
export function storyReference(context: { loaded: Record<string, unknown>; id: string }): StoryReferenceServices {
  const reference = context.loaded[LOADED];
  if (!reference)
    throw new Error(`${context.id}: no reference services; is referenceServicesLoader in .storybook/preview.tsx?`);
  return reference as StoryReferenceServices;
}

/** Logs the story's browser in as the seeded customer (Klara Kaffee); `rememberMe` also sets the long-term token. */
/**
 * State that belongs to one story render, kept beside its reference services (new for every render): `perRender()`
 * gives a getter that makes the state with `create` on first use and returns the same object for the rest of that
 * render (render, beforeEach and play alike).
 */
export function perRender<T extends object>(create: (reference: StoryReferenceServices) => T) {
  const states = new WeakMap<StoryReferenceServices, T>();
  return (context: { loaded: Record<string, unknown>; id: string }): T => {
    const reference = storyReference(context);
    let state = states.get(reference);
    if (!state) {
      state = create(reference);
      states.set(reference, state);
    }
    return state;
  };
}

export async function logIn(reference: StoryReferenceServices, { rememberMe = false } = {}): Promise<void> {
  const result = await login(reference.client, { ...SEEDED_LOGIN, rememberMe });
  if (!result.ok || result.value !== 'SUCCESS')
    throw new Error(`Logging in the seeded customer failed: ${JSON.stringify(result)}`);
}

/**
 * The browser drops its LoginToken cookie, as it does when the token's Max-Age runs out; a long-term token set at a
 * `rememberMe` login stays, so the visitor is then REMEMBERED.
 */
export function dropLoginToken(reference: StoryReferenceServices): void {
  reference.cookies.delete(LOGIN_TOKEN_COOKIE);
}

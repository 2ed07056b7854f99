import type { ComponentType } from 'react';
import type { z } from 'zod/mini';
import type { Site, StorefrontFlags } from 'crema/server';
import type { ServiceClient } from 'crema/services';
import type { HeadOf } from './head';

/**
 * Page types. Two have a rule of their own, `basket` and `ProductDetailPage` ("pages of type basket and
 * ProductDetailPage disable the hide-on-scroll header behaviour"); the others are the reference storefront's own,
 * written the same way. The type is on the page root as `data-page-type`, where the header reads it.
 */
export const pageTypes = [
  'HomePage',
  'CategoryPage',
  'ProductDetailPage',
  'SearchResultsPage',
  'basket',
  'CheckoutPage',
  'FormReferencePage',
  'NewsletterPage',
  'NewsletterUpdatePage',
  'MailboxPage',
  'StaffLoginPage',
  'UserMenuPage',
  'StoreFinderPage',
  'OrdersPage',
  'BeanAccountPage',
  'LoyaltyCardPage',
  'ContentPage',
  'SitePickerPage',
  'NotFoundPage',
  'ErrorPage',
] as const;
export type PageType = (typeof pageTypes)[number];

/** What a loader gets: the request's site, its query, the path parameters and the service client for this visitor. */
export interface LoaderContext {
  site: Site;
  /** The same typed client the browser uses, calling the reference services in process with the visitor's cookies. */
  services: ServiceClient;
  /**
   * The same client without the visitor's cookies, for what is the same for every visitor (promotions): a page a
   * cache keeps must not carry one visitor's preview content to the next (preview mode refetches in the browser
   * instead).
   */
  sharedServices: ServiceClient;
  params: Readonly<Record<string, string>>;
  url: URL;
  /** The shop's flags for this request (the new header as the request chose it; the private newsletter API). */
  flags: StorefrontFlags;
}

/**
 * A loader's answer, never a throw: the page's data, or why there is none. `not-found` renders the 404 page;
 * `unavailable` (the page's own data could not be loaded: failed call, hang past the timeout, bad answer) renders
 * the error page with 503.
 */
export type LoadResult<T> = { kind: 'page'; data: T } | { kind: 'not-found' } | { kind: 'unavailable'; reason: string };

export interface PageProps<T> {
  data: T;
  site: Site;
  /** The page's path (the error page offers it again). */
  path: string;
}

/**
 * One page of the storefront: where it lives, what it is, how its data is loaded and checked, and how it looks. The
 * schema and loader come from the page's data module (`pages/home.ts`), the component from its page module
 * (`pages/HomePage.tsx`). The route table is the server's: the browser loads only the current page type's schema
 * and component (`PageModule`, `routing/pages/{pageType}.ts`).
 */
export interface RouteDefinition<T extends PageType = PageType, S extends z.ZodMiniType = z.ZodMiniType> {
  pageType: T;
  /**
   * Hono path patterns (`/c/*`), the first the page's own address and any others its aliases (the shop's links
   * name some pages twice, e.g. the cart); none for the pages the server picks itself (404, error).
   */
  pattern?: string | readonly string[];
  /**
   * The page is part of the checkout: it shows the reduced header ("A reduced header (used for checkout
   * ...) hides navigation, search and promotion, and shows a secure-purchase hint"), and the footer hides its groups
   * marked hideGroupInCheckout.
   */
  checkout?: boolean;
  /**
   * The page shows one visitor's own data (the cart): answered with `Cache-Control: private, no-store`, so no shared
   * cache keeps it.
   */
  personal?: boolean;
  /** The HTTP status the page is served with (default 200; the 404 page 404, the error page 503). */
  status?: number;
  /** The page's own data as it travels to the browser, parsed there before hydrating. */
  schema: S;
  load: (context: LoaderContext) => Promise<LoadResult<z.input<S>>>;
  /**
   * The page's head from its data (its title, WCAG 2.4.2), the one place that names the page: the document renders it
   * on the server, and the browser hydrates the same from the page module (the same function).
   */
  head: HeadOf<z.output<S>>;
  /**
   * A form of the page posted to its own address (a browser's native submit, before or without script): the page's
   * data after it. Routes without it answer only GET.
   */
  submit?: (context: LoaderContext, form: FormData) => Promise<LoadResult<z.input<S>>>;
  /**
   * The page component, loaded on demand and awaited before rendering. The browser takes the same component from the
   * page type's module (`routing/pages/{pageType}.ts`, one chunk with its schema, preloaded by the server), so
   * hydration never waits on a chunk.
   */
  page: () => Promise<ComponentType<PageProps<z.output<S>>>>;
}

/**
 * What the browser loads for a page type, as one chunk (`routing/pages/{pageType}.ts`, preloaded by the server): the
 * schema its page data is parsed with, its component and its head. Not the loader: the browser bundle carries no page
 * type's data module but the current page's schema and head.
 */
export interface PageModule<S extends z.ZodMiniType = z.ZodMiniType> {
  schema: S;
  Page: ComponentType<PageProps<z.output<S>>>;
  /** The route's `head` (the same function), so the hydrating document names the page as the server's did. */
  head: HeadOf<z.output<S>>;
}

/** Keeps a page module's types together (its component takes what its schema parses). */
export const definePageModule = <S extends z.ZodMiniType>(module: PageModule<S>) => module;

/** Keeps a route's types together (pattern, schema, loader and page agree on the data). */
export const defineRoute = <T extends PageType, S extends z.ZodMiniType>(route: RouteDefinition<T, S>) => route;

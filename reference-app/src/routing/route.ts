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
 * (`pages/HomePage.tsx`, a client component). The route table is the server's: the browser gets only the page's
 * component (a client reference in the RSC payload) and the props the server rendered it with.
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
  /** The page's own data as the page component gets it (the server parses its loader's answer with it). */
  schema: S;
  load: (context: LoaderContext) => Promise<LoadResult<z.input<S>>>;
  /**
   * The page's head from its data (its title, WCAG 2.4.2), the one place that names the page: the server's document
   * renders it.
   */
  head: HeadOf<z.output<S>>;
  /**
   * A form of the page posted to its own address (a browser's native submit, before or without script): the page's
   * data after it. Routes without it answer only GET.
   */
  submit?: (context: LoaderContext, form: FormData) => Promise<LoadResult<z.input<S>>>;
  /**
   * The page component, loaded on demand and awaited before rendering: a client component (its module says
   * `'use client'`), which the browser loads as its own chunk, preloaded by the page's HTML.
   */
  page: () => Promise<ComponentType<PageProps<z.output<S>>>>;
}

/** Keeps a route's types together (pattern, schema, loader and page agree on the data). */
export const defineRoute = <T extends PageType, S extends z.ZodMiniType>(route: RouteDefinition<T, S>) => route;

import type { PageModule, PageType } from './route';

/**
 * The browser's page table: one dynamic import per page type, its schema and component together
 * (`routing/pages/{pageType}.ts`). The browser never imports the route table (`routes.tsx`): that imports every page
 * type's data module and loader, which only the server runs.
 */
export const pageModules: Record<PageType, () => Promise<{ default: PageModule }>> = {
  HomePage: () => import('./pages/HomePage'),
  CategoryPage: () => import('./pages/CategoryPage'),
  ProductDetailPage: () => import('./pages/ProductDetailPage'),
  SearchResultsPage: () => import('./pages/SearchResultsPage'),
  basket: () => import('./pages/basket'),
  CheckoutPage: () => import('./pages/CheckoutPage'),
  FormReferencePage: () => import('./pages/FormReferencePage'),
  NewsletterPage: () => import('./pages/NewsletterPage'),
  NewsletterUpdatePage: () => import('./pages/NewsletterUpdatePage'),
  MailboxPage: () => import('./pages/MailboxPage'),
  StaffLoginPage: () => import('./pages/StaffLoginPage'),
  UserMenuPage: () => import('./pages/UserMenuPage'),
  StoreFinderPage: () => import('./pages/StoreFinderPage'),
  OrdersPage: () => import('./pages/OrdersPage'),
  BeanAccountPage: () => import('./pages/BeanAccountPage'),
  LoyaltyCardPage: () => import('./pages/LoyaltyCardPage'),
  ContentPage: () => import('./pages/ContentPage'),
  SitePickerPage: () => import('./pages/SitePickerPage'),
  NotFoundPage: () => import('./pages/NotFoundPage'),
  ErrorPage: () => import('./pages/ErrorPage'),
};

/** The module of a page type (the browser picks it by the type in the page data). */
export const loadPageModule = async (pageType: PageType): Promise<PageModule> =>
  (await pageModules[pageType]()).default;

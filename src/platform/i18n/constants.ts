import type { SiteCode } from '../site/constants';

/**
 * The newsletter's "Discount 10 percent", as a fraction for ICU `::percent` ("10 %" in German, "%10" in Turkish). Named
 * here, not with the newsletter feature, because the header benefits say it too (and the platform imports no feature).
 */
export const newsletterDiscount = 0.1;
/** The app-install banner: "The banner displays a 5-star rating and the count '89k'". */
export const appBannerRatingMax = 5;
export const appBannerRatingCount = '89k';

/**
 * "Header benefit texts per country: free shipping from 20 EUR (DE, AT); 30 CHF (CH); 10% newsletter discount; 175 TL
 * coffee free shipping (TR); 30-day return (HU, PL); 3-month return right (CH); over 550 stores (DE)".
 */
export const freeShippingFrom = { DE: 20, AT: 20, CH: 30, CH_FR: 30 } as const satisfies Partial<
  Record<SiteCode, number>
>;
export const freeCoffeeShippingFrom = { TR: 175 } as const satisfies Partial<Record<SiteCode, number>>;
export const returnDays = { HU: 30, PL: 30 } as const satisfies Partial<Record<SiteCode, number>>;
export const returnMonths = { CH: 3, CH_FR: 3 } as const satisfies Partial<Record<SiteCode, number>>;
export const storeCount = { DE: 550 } as const satisfies Partial<Record<SiteCode, number>>;

import type { SiteCode } from '../site/constants';

/** The newsletter's "Discount 10 percent", as a fraction for ICU `::percent` ("10 %" in German, "%10" in Turkish). */
export const newsletterDiscount = 0.1;
/** Newsletter sign-up: "Minimum age 16 (CZ, SK 18)". */
export const newsletterMinimumAge = 16;
export const newsletterMinimumAgeBySite: Partial<Record<SiteCode, number>> = { CZ: 18, SK: 18 };
/** Newsletter form: "Email max 256; names max 40". */
export const emailMaxLength = 256;
export const nameMaxLength = 40;
/** "HU voucher valid 1 month after registration, single use, online shop only". */
export const huVoucherValidityMonths = 1;
/** "TR unconfirmed sign-ups are deleted after 14 days; sending stops after 2 years without opening". */
export const trUnconfirmedDeletionDays = 14;
export const trInactiveStopYears = 2;
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

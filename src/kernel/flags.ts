/** The storefront's flags: a style-free module, so servers and tests can import it without the components. */

/** The stages a shop runs in (the consent loader's domain ids differ per stage: DEV or LIVE). */
export const stages = ['DEV', 'LIVE'] as const;
export type Stage = (typeof stages)[number];

/** The storefront's feature flags: the new header, the private newsletter API path, and the stage. */
export interface StorefrontFlags {
  newHeader: boolean;
  privateNewsletterApi: boolean;
  stage: Stage;
}

export const defaultFlags: StorefrontFlags = { newHeader: true, privateNewsletterApi: false, stage: 'LIVE' };

/** The storefront's flags: a style-free module, so servers and tests can import it without the components. */

/** The stages a shop runs in (spec 000: the consent loader's domain ids differ per stage). */
export const stages = ['DEV', 'LIVE'] as const;
export type Stage = (typeof stages)[number];

/** Feature flags the spec names: the new header, the private newsletter API path, and the stage. */
export interface StorefrontFlags {
  newHeader: boolean;
  privateNewsletterApi: boolean;
  stage: Stage;
}

export const defaultFlags: StorefrontFlags = { newHeader: true, privateNewsletterApi: false, stage: 'LIVE' };

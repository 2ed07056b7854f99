import { z } from 'zod/mini';
import { breakpoints, type Breakpoint } from '../../../design-tokens';
import { promotionTagParams, promotionThemes } from './constants';

/** Optional CMS text: null and absent both read as absent. */
const text = z.pipe(
  z.nullish(z.string()),
  z.transform((v) => v ?? undefined),
);

const isBreakpoint = (v: unknown): v is Breakpoint =>
  typeof v === 'string' && Object.prototype.hasOwnProperty.call(breakpoints, v);

/**
 * "Image cutout: imagePath, targetSize.width, optional breakpoint, imageCss, containerCss". The
 * breakpoint is a width in px or a breakpoint name; an unknown name reads as absent (the desktop cutout), as in
 * the Picture primitive. Paths are returned as received.
 */
export const imageCutoutSchema = z.looseObject({
  imagePath: z.string(),
  targetSize: z.looseObject({ width: z.number() }),
  breakpoint: z.catch(z.optional(z.union([z.number(), z.custom<Breakpoint>(isBreakpoint)])), undefined),
  imageCss: text,
  containerCss: text,
});

/**
 * A promotion's "image (image data with cutouts)". The image data's other fields are "not shown": chosen as
 * `{ cutouts, altText? }`.
 */
export const promotionImageSchema = z.looseObject({
  cutouts: z._default(z.array(imageCutoutSchema), []),
  altText: text,
});

/** The schemes a CMS link may use: the web, mail and phone. Site-relative addresses resolve to the web. */
const safeLinkProtocols = ['http:', 'https:', 'mailto:', 'tel:'];
const LINK_BASE = 'https://shop.invalid/';

/**
 * Whether a CMS address is safe to put into an href: relative, or absolute with a safe scheme. `javascript:`, `data:`,
 * `vbscript:` and the like are not ("javascript: links" must not survive into the DOM).
 */
export function isSafeLinkUrl(url: string): boolean {
  try {
    return safeLinkProtocols.includes(new URL(url.trim(), LINK_BASE).protocol);
  } catch {
    return false;
  }
}

/** A CMS address: kept when safe, otherwise read as absent (the link or button it belongs to is not shown). */
const linkUrl = z.pipe(
  text,
  z.transform((v) => (v !== undefined && isSafeLinkUrl(v) ? v : undefined)),
);

/** A promotion's "links (each url, text, boldLink)". A link with an unsafe address is left out. */
export const promotionLinkSchema = z.looseObject({
  url: z.string().check(z.refine(isSafeLinkUrl)),
  text: z.string(),
  boldLink: z.catch(z.optional(z.boolean()), undefined),
});

/**
 * The parsed contentJSON of a promotion. Every field is optional (content comes from a
 * CMS); an unknown theme reads as absent, so the component falls back to its default rather than dropping the
 * promotion.
 */
export const promotionContentSchema = z.looseObject({
  headline: text,
  headlineShort: text,
  subline: text,
  image: z.pipe(
    z.nullish(promotionImageSchema),
    z.transform((v) => v ?? undefined),
  ),
  theme: z.catch(z.optional(z.enum(promotionThemes)), undefined),
  backgroundColorCode: text,
  textColor: text,
  legalText: text,
  legalTextHint: text,
  legalTextHintShort: text,
  voucherCode: text,
  voucherCodeInstructions: text,
  ctaButtonLink: linkUrl,
  ctaButtonText: text,
  links: z.pipe(
    z.nullish(z.array(z.catch(z.optional(promotionLinkSchema), undefined))),
    z.transform((v) => (v ?? []).filter((link) => link !== undefined)),
  ),
});

/** The promotion "response has type and contentJSON (JSON text)". */
export const promotionResponseSchema = z.looseObject({ type: z.string(), contentJSON: z.string() });

/** Query of the promotion call: the three tag lists, comma-separated. */
export const promotionQuerySchema = z.object(
  Object.fromEntries(promotionTagParams.map((p) => [p, z.optional(z.string())])) as Record<
    (typeof promotionTagParams)[number],
    z.ZodMiniOptional<z.ZodMiniString<string>>
  >,
);

export type ImageCutoutData = z.infer<typeof imageCutoutSchema>;
export type PromotionImage = z.infer<typeof promotionImageSchema>;
export type PromotionLink = z.infer<typeof promotionLinkSchema>;
export type PromotionContent = z.infer<typeof promotionContentSchema>;
export type PromotionResponse = z.infer<typeof promotionResponseSchema>;

import { z } from 'zod';

/** A link with its text (spec 002 §3: "links (url, text ...)"). */
export const footerLinkSchema = z.looseObject({ url: z.string(), text: z.string() });

/** Spec 002 §3 "Icon link: iconName, link (url, text)". */
export const iconLinkSchema = z.looseObject({ iconName: z.string(), link: footerLinkSchema });

/** Spec 002 §3 "images (label and source)"; source is a logo source name (unknown ones are the feature's concern). */
export const footerImageSchema = z.looseObject({ label: z.string(), source: z.string() });

/** Spec 002 §3 "teaser.groups: each with a heading (iconName, link url and text), hideGroupInCheckout, ...". */
export const teaserGroupSchema = z.looseObject({
  heading: iconLinkSchema,
  hideGroupInCheckout: z.boolean().default(false),
  introductoryText: z.string().optional(),
  links: z.array(footerLinkSchema.extend({ hideInClassic: z.boolean().default(false) })).default([]),
  images: z.array(footerImageSchema).default([]),
});

/**
 * Footer content per site (spec 002 §3), the parsed contentJSON of the SHOP_FOOTER placement. Where the spec does
 * not show a shape it is chosen as the simplest (docs/decisions.md, "Services"): SEO `columns` is a list of link lists;
 * `appIcons` a list of icon links (iOS and Android); a quality logo is `{ link, image }` with image `{ label, source }`.
 */
export const footerContentSchema = z.looseObject({
  headline: z.string().optional(),
  teaser: z.looseObject({ groups: z.array(teaserGroupSchema).default([]) }).optional(),
  seo: z.looseObject({ heading: z.string(), columns: z.array(z.array(footerLinkSchema)).default([]) }).optional(),
  socialMedia: z.looseObject({ heading: z.string(), socialMediaIcons: z.array(iconLinkSchema).default([]) }).optional(),
  appReferences: z.looseObject({ heading: z.string(), appIcons: z.array(iconLinkSchema).default([]) }).optional(),
  qualityLogos: z
    .looseObject({ logos: z.array(z.looseObject({ link: footerLinkSchema, image: footerImageSchema })).default([]) })
    .optional(),
  salesTax: z
    .looseObject({ textBeforeLink: z.string(), link: footerLinkSchema, textAfterLink: z.string().optional() })
    .optional(),
  legalLinks: z.array(footerLinkSchema).default([]),
  viewChanger: z.looseObject({ toMobile: z.string(), toDesktop: z.string() }).optional(),
});

export type FooterContent = z.infer<typeof footerContentSchema>;
export type FooterLink = z.infer<typeof footerLinkSchema>;
export type IconLink = z.infer<typeof iconLinkSchema>;
export type TeaserGroup = z.infer<typeof teaserGroupSchema>;

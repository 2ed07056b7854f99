import { z } from 'zod/mini';

/** A link with its text ("links (url, text ...)"). */
export const footerLinkSchema = z.looseObject({ url: z.string(), text: z.string() });

/** "Icon link: iconName, link (url, text)". */
export const iconLinkSchema = z.looseObject({ iconName: z.string(), link: footerLinkSchema });

/** A group's "images (label and source)"; source is a logo source name (unknown ones are the feature's concern). */
export const footerImageSchema = z.looseObject({ label: z.string(), source: z.string() });

/** "teaser.groups: each with a heading (iconName, link url and text), hideGroupInCheckout, ...". */
export const teaserGroupSchema = z.looseObject({
  heading: iconLinkSchema,
  hideGroupInCheckout: z._default(z.boolean(), false),
  introductoryText: z.optional(z.string()),
  links: z._default(z.array(z.extend(footerLinkSchema, { hideInClassic: z._default(z.boolean(), false) })), []),
  images: z._default(z.array(footerImageSchema), []),
});

/**
 * Footer content per site, the parsed contentJSON of the SHOP_FOOTER placement. Where the spec does
 * not show a shape it is chosen as the simplest (docs/decisions.md, "Services"): SEO `columns` is a list of link lists;
 * `appIcons` a list of icon links (iOS and Android); a quality logo is `{ link, image }` with image `{ label, source }`.
 */
export const footerContentSchema = z.looseObject({
  headline: z.optional(z.string()),
  teaser: z.optional(z.looseObject({ groups: z._default(z.array(teaserGroupSchema), []) })),
  seo: z.optional(z.looseObject({ heading: z.string(), columns: z._default(z.array(z.array(footerLinkSchema)), []) })),
  socialMedia: z.optional(
    z.looseObject({ heading: z.string(), socialMediaIcons: z._default(z.array(iconLinkSchema), []) }),
  ),
  appReferences: z.optional(z.looseObject({ heading: z.string(), appIcons: z._default(z.array(iconLinkSchema), []) })),
  qualityLogos: z.optional(
    z.looseObject({
      logos: z._default(z.array(z.looseObject({ link: footerLinkSchema, image: footerImageSchema })), []),
    }),
  ),
  salesTax: z.optional(
    z.looseObject({ textBeforeLink: z.string(), link: footerLinkSchema, textAfterLink: z.optional(z.string()) }),
  ),
  legalLinks: z._default(z.array(footerLinkSchema), []),
  viewChanger: z.optional(z.looseObject({ toMobile: z.string(), toDesktop: z.string() })),
});

export type FooterContent = z.infer<typeof footerContentSchema>;
export type FooterLink = z.infer<typeof footerLinkSchema>;
export type IconLink = z.infer<typeof iconLinkSchema>;
export type TeaserGroup = z.infer<typeof teaserGroupSchema>;

import { z } from 'zod/mini';
import { stages, parseAppBannerDecision, footerRequestSchema } from 'crema/server';
import { siteCodes } from 'crema/services';
import { pageDataElementName } from './constants';
import { layoutDataSchema, type LayoutData, type LayoutDataInput } from './layoutData';
import { pageTypes, type PageType, type RouteDefinition } from './route';

/** The page data of a page without data of its own (the 404 and error pages). */
export const noPageDataSchema = z.object({});

/** What a page needs from the client build: stylesheets, preloaded chunks and the entry module. */
export const pageAssetsSchema = z.object({
  styles: z.array(z.string()),
  preloads: z.array(z.string()),
  entry: z.string(),
  /** Dev only: module scripts Vite needs before the entry (its client and the React Refresh preamble). */
  devScripts: z.optional(z.array(z.string())),
});
export type PageAssets = z.infer<typeof pageAssetsSchema>;

/**
 * Everything the browser needs to hydrate exactly what the server rendered. It travels in a meta element's
 * `content` (no inline script under the CSP) and is parsed with zod before hydrating: the envelope here, the page's
 * own part with its route's schema.
 */
export const pageEnvelopeSchema = z.object({
  site: z.enum(siteCodes),
  path: z.string(),
  pageType: z.enum(pageTypes),
  status: z.number().check(z.int(), z.gte(100), z.lte(599)),
  showHeader: z.boolean(),
  showFooter: z.boolean(),
  /** The reduced header: a checkout page, or an affiliate or new-app cookie in the request. */
  reducedHeader: z.boolean(),
  /** The footer as the server read the request (the footer's `footerRequestOf`). */
  footer: footerRequestSchema,
  flags: z.object({ newHeader: z.boolean(), privateNewsletterApi: z.boolean(), stage: z.enum(stages) }),
  layout: layoutDataSchema,
  /**
   * The app-install banner as the server decided it from the request's user agent and cookies; the browser
   * decides again with the stored closed flag. Anything but a real decision reads as none.
   */
  appBanner: z.pipe(z.unknown(), z.transform(parseAppBannerDecision)),
  page: z.unknown(),
  assets: pageAssetsSchema,
});

export type PageData = Omit<z.output<typeof pageEnvelopeSchema>, 'layout'> & { layout: LayoutData };
export type PageDataInput = Omit<z.input<typeof pageEnvelopeSchema>, 'layout'> & { layout: LayoutDataInput };

export { pageDataElementName };

/** JSON for the meta element; React escapes it as an attribute value and the browser unescapes it. */
export const serializePageData = (data: PageDataInput): string => JSON.stringify(data);

export type PageDataReading = { ok: true; data: PageData } | { ok: false; reason: string };

type PageEnvelope = z.output<typeof pageEnvelopeSchema>;
export type PageEnvelopeReading = { ok: true; envelope: PageEnvelope } | { ok: false; reason: string };

/**
 * Parses page data: valid JSON, a valid envelope, and the page part valid for its page type's route. Anything else
 * is a reason, never a throw: the browser then shows the error page instead of hydrating a broken one.
 */
export function parsePageData(
  text: string | null | undefined,
  schemaOf: (pageType: PageType) => RouteDefinition['schema'],
): PageDataReading {
  const reading = parsePageEnvelope(text);
  return reading.ok ? parsePagePart(reading.envelope, schemaOf(reading.envelope.pageType)) : reading;
}

/**
 * The first half of `parsePageData`: valid JSON and a valid envelope, whose page type says which schema the page
 * part needs (the browser loads that page type's module only then).
 */
export function parsePageEnvelope(text: string | null | undefined): PageEnvelopeReading {
  if (!text) return { ok: false, reason: 'page data missing' };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, reason: 'page data is not JSON' };
  }
  const envelope = pageEnvelopeSchema.safeParse(json);
  if (!envelope.success) return { ok: false, reason: `page data: ${z.prettifyError(envelope.error)}` };
  return { ok: true, envelope: envelope.data };
}

/** The second half of `parsePageData`: the envelope's page part, valid for its page type's schema. */
export function parsePagePart(envelope: PageEnvelope, schema: RouteDefinition['schema']): PageDataReading {
  const page = schema.safeParse(envelope.page);
  if (!page.success) {
    return { ok: false, reason: `page data (${envelope.pageType}): ${z.prettifyError(page.error)}` };
  }
  return { ok: true, data: { ...envelope, page: page.data } };
}

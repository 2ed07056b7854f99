import { z } from 'zod/mini';
import { stages, parseAppBannerDecision, footerRequestSchema } from 'crema/server';
import { siteCodes } from 'crema/services';
import { layoutDataSchema, type LayoutData, type LayoutDataInput } from './layoutData';
import { pageTypes, type PageType, type RouteDefinition } from './route';

/** The page data of a page without data of its own (the 404 and error pages). */
export const noPageDataSchema = z.object({});

/**
 * What a page links from the client build: its stylesheets (none in dev, where Vite injects styles), the early-press
 * module (the first module script) and the client entry's file, whose hashed name changes with any client code (so a
 * new build changes a page's ETag).
 */
export const pageAssetsSchema = z.object({
  styles: z.array(z.string()),
  bootstrap: z.string(),
  entry: z.string(),
});
export type PageAssets = z.infer<typeof pageAssetsSchema>;

/**
 * Everything a page is rendered from: the request's site, layout and flags, and the page's own part. The server parses
 * what it assembled with zod before rendering (the envelope here, the page's own part with its route's schema), so
 * defaults apply and unknown fields drop; the browser gets only the props of its client components, in the RSC payload.
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

/** The page data as JSON (what a page's ETag is made from, and the round trip that applies its schemas' defaults). */
export const serializePageData = (data: PageDataInput): string => JSON.stringify(data);

export type PageDataReading = { ok: true; data: PageData } | { ok: false; reason: string };

type PageEnvelope = z.output<typeof pageEnvelopeSchema>;
type PageEnvelopeReading = { ok: true; envelope: PageEnvelope } | { ok: false; reason: string };

/**
 * Parses page data: valid JSON, a valid envelope, and the page part valid for its page type's route. Anything else
 * is a reason, never a throw (the server's render fails on its own data's reason, naming it).
 */
export function parsePageData(
  text: string | null | undefined,
  schemaOf: (pageType: PageType) => RouteDefinition['schema'],
): PageDataReading {
  const reading = parsePageEnvelope(text);
  return reading.ok ? parsePagePart(reading.envelope, schemaOf(reading.envelope.pageType)) : reading;
}

/** The first half of `parsePageData`: valid JSON and a valid envelope, whose page type says which schema the page part needs. */
function parsePageEnvelope(text: string | null | undefined): PageEnvelopeReading {
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
function parsePagePart(envelope: PageEnvelope, schema: RouteDefinition['schema']): PageDataReading {
  const page = schema.safeParse(envelope.page);
  if (!page.success) {
    return { ok: false, reason: `page data (${envelope.pageType}): ${z.prettifyError(page.error)}` };
  }
  return { ok: true, data: { ...envelope, page: page.data } };
}

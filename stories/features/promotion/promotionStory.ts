/**
 * What the promotion stories share: the seeded content as the base of a story's variant, reference services whose
 * promotion answers a story replaces or adjusts on the way back (the call still goes to the services, so the whole
 * path runs: HTTP, contract, contentJSON parsing, the component), the colours a promotion shows in, and watchers for
 * the page-wide effects a promotion has (the promotionFetched event, the data layer, links followed on click).
 */
import type { StoryContext } from '@storybook/react-vite';
import { inlineSeededImage } from '../../support/images';
import { findPromotion, type TagFilter } from '../../../src/mocks/fixtures/promotions';
import { listen } from '../../../src/platform/browser';
import { promotionColours, type ColourOutcome } from '../../../src/features/promotion';
import { DEFAULT_PROMOTION_THEME } from '../../../src/features/promotion/constants';
import type { SiteCode } from '../../../src/platform/site';
import {
  ok,
  PROMOTION_PATH_PREFIX,
  promotionContentSchema,
  type PromotionContent,
  type ServiceClient,
} from '../../../src/services';
import { referenceServices } from '../../support/referenceServices';
import type { HeaderStoryContext } from '../header/HeaderStoryPage';

/** What the promotion stories read of their context (render, beforeEach, play). */
export type PromotionStoryContext = HeaderStoryContext & Pick<StoryContext, 'parameters'>;

// --- content -----------------------------------------------------------------------------------------------------

const noTags: TagFilter = { allOfTags: [], anyOfTags: [], noneOfTags: [] };

/**
 * The content the reference services seed for a placement in a site (the first live match of the tag filter),
 * with `changes` laid over it (an `undefined` removes a field), parsed as the service client parses contentJSON.
 */
export function seededContent(
  placement: string,
  site: SiteCode,
  changes: Record<string, unknown> = {},
  tags: Partial<TagFilter> = {},
): PromotionContent {
  const seed = findPromotion(placement, site, { ...noTags, ...tags });
  if (!seed) throw new Error(`The reference services seed no promotion ${placement} for ${site}.`);
  return promotionContentSchema.parse({ ...seed.content(site), ...changes });
}

// --- answers -----------------------------------------------------------------------------------------------------

/**
 * The story's client with every successful promotion answer passed through `rewrite` (the body text) on its way
 * back. Every call still goes to the story's reference services (faults, cookies and 404s as they are).
 */
function rewritingPromotions(client: ServiceClient, rewrite: (text: string) => string): ServiceClient {
  return {
    timeoutMs: client.timeoutMs,
    send: async (request) => {
      const result = await client.send(request);
      if (!result.ok || result.value.status !== 200 || !request.path.startsWith(PROMOTION_PATH_PREFIX)) return result;
      return ok({ ...result.value, text: rewrite(result.value.text) });
    },
  };
}

/**
 * Story parameter: the story's promotion calls answer `{ type, contentJSON }` instead of the seed's, as a CMS with
 * this entry would. `contentJSON` is the text as sent (a string), or any value, sent as its JSON.
 */
export const promotionAnswer = (type: string, contentJSON: unknown) =>
  referenceServices((reference) => {
    const text = typeof contentJSON === 'string' ? contentJSON : JSON.stringify(contentJSON);
    reference.client = rewritingPromotions(reference.client, () => JSON.stringify({ type, contentJSON: text }));
  });

function inlinePictures(text: string): string {
  const answer = JSON.parse(text) as { contentJSON: string };
  const content = JSON.parse(answer.contentJSON) as { image?: { cutouts?: { imagePath: string }[] } };
  for (const cutout of content.image?.cutouts ?? []) cutout.imagePath = inlineSeededImage(cutout.imagePath);
  return JSON.stringify({ ...answer, contentJSON: JSON.stringify(content) });
}

/** Story parameter: the seeded promotions with their pictures inline, so tiles show them in Storybook too. */
export const inlinePromotionPictures = referenceServices((reference) => {
  reference.client = rewritingPromotions(reference.client, inlinePictures);
});

// --- what the page sees ------------------------------------------------------------------------------------------

/**
 * The colours `loadPromotion` decides for this content: a banner or tile shows the colours its loader decided (so
 * culori stays out of the page's first load), and a story rendering one directly decides them the same way.
 */
export const loaderColours = (content: PromotionContent): ColourOutcome =>
  promotionColours(content, content.theme ?? DEFAULT_PROMOTION_THEME);

/** A colour as the browser's computed style writes it: `#352014` → `rgb(53, 32, 20)`. */
export function computedColour(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

/** Text as the accessibility tree and the matchers read it: runs of white space (the NBSP of "10 %") as one space. */
export const spoken = (text: string | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

/** Whether the page scrolls sideways (nothing may: every text wraps inside the viewport). */
export function scrollsSideways(): boolean {
  const root = document.documentElement;
  return root.scrollWidth > root.clientWidth;
}

let fetchedEvents: boolean[] = [];

/**
 * Records the page's `promotionFetched` events (false on a failed fetch) from now on; returns the stop. Call it before
 * the story renders (in `beforeEach`), so the event of the first fetch is not missed.
 */
export function watchPromotionFetched(): () => void {
  const events: boolean[] = [];
  fetchedEvents = events;
  return listen('promotionFetched', (fetched) => events.push(fetched));
}

/** The values of the promotionFetched events since `watchPromotionFetched`. */
export const promotionFetchedEvents = (): readonly boolean[] => fetchedEvents;

/** An empty data layer for the story; the tracking pushes onto it. Returns the clean-up. */
export function freshDataLayer(): () => void {
  window.dataLayer = [];
  return () => {
    window.dataLayer = [];
  };
}

/**
 * Clicked links do not navigate (the story's frame would leave Storybook); their click handlers, the tracking,
 * still run. Returns the undo.
 */
export function stayOnPage(): () => void {
  const stay = (event: MouseEvent) => {
    if (event.target instanceof Element && event.target.closest('a[href]')) event.preventDefault();
  };
  window.addEventListener('click', stay);
  return () => window.removeEventListener('click', stay);
}

/**
 * Puts `writeText` in the place of the browser's Clipboard API (a test browser may refuse the real one); returns the
 * undo (the navigator's own clipboard comes back when the shadowing property is deleted).
 */
export function stubClipboard(writeText: (text: string) => Promise<void>): () => void {
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
  return () => {
    Reflect.deleteProperty(navigator, 'clipboard');
  };
}

/**
 * The reference A/B-test service: the tests active at a date (gettestsat) and the visitor's
 * assignment (getassignment). The tests are seeded with date ranges around the services' clock at first use, so
 * there are always running, ended and future tests whatever the date.
 */
import type { Context } from 'hono';
import { z } from 'zod/mini';
import { readCookie } from '../../platform/browser/cookies';
import { PREVIEW_TOKEN_COOKIE } from '../../services/preview/constants';
import { ASSIGNMENT_PATH, TESTS_AT_PATH, testsAtQuerySchema, type AbTest } from '../../services/abTests';
import { sessionOf, type RegisterRoutes, type ServicesEnv } from '../app';
import type { ReferenceState } from '../state';

const MS_PER_DAY = 24 * 60 * 60 * 1000;

/** A seeded test: active from `fromDay` (inclusive) to `untilDay` (exclusive), in days from today; null: open. */
interface AbTestSeed {
  name: string;
  groups: readonly string[];
  fromDay: number;
  untilDay: number | null;
}

/** The seeded tests (names and groups are data of the reference services; the preview panel's texts are English). */
export const abTestSeeds: readonly AbTestSeed[] = [
  { name: 'checkout-express-button', groups: ['A', 'B'], fromDay: -30, untilDay: 30 },
  { name: 'pdp-image-gallery', groups: ['control', 'large-gallery', 'video-first'], fromDay: -7, untilDay: 60 },
  { name: 'homepage-hero-teaser', groups: ['control', 'variant'], fromDay: -365, untilDay: null },
  { name: 'header-search-products', groups: ['control', 'with-products'], fromDay: 14, untilDay: 45 },
  { name: 'newsletter-bubble', groups: ['A', 'B'], fromDay: -90, untilDay: -10 },
];

/** A test with its date range (ISO timestamps; `validUntil` null when open-ended). */
export interface SeededAbTest {
  name: string;
  groups: string[];
  validFrom: string;
  validUntil: string | null;
}

const testsOf = (state: ReferenceState): SeededAbTest[] =>
  state.slot('abTests', () => {
    const today = Math.floor(state.now().getTime() / MS_PER_DAY) * MS_PER_DAY;
    const at = (day: number) => new Date(today + day * MS_PER_DAY).toISOString();
    return abTestSeeds.map((seed) => ({
      name: seed.name,
      groups: [...seed.groups],
      validFrom: at(seed.fromDay),
      validUntil: seed.untilDay === null ? null : at(seed.untilDay),
    }));
  });

/** The tests active at a time (validFrom ≤ time < validUntil), for this instance. */
export function testsActiveAt(state: ReferenceState, time: Date): SeededAbTest[] {
  const t = time.getTime();
  return testsOf(state).filter(
    (test) => Date.parse(test.validFrom) <= t && (test.validUntil === null || t < Date.parse(test.validUntil)),
  );
}

/** A test as the contract has it ("name, groups (each with a name)"), with its range as extra fields. */
const toContract = (test: SeededAbTest): AbTest & Omit<SeededAbTest, 'groups'> => ({
  name: test.name,
  groups: test.groups.map((name) => ({ name })),
  validFrom: test.validFrom,
  validUntil: test.validUntil,
});

// --- the preview selection (written by the preview service, honoured here) ----------------------------------

/** "Preview mode is entered when a PreviewToken cookie exists" (named with the preview service). */
export { PREVIEW_TOKEN_COOKIE };

/**
 * The PreviewToken cookie's value ("Preview selection: test name and group name, kept as a small JSON
 * text"): `{ previewDateTime, test?, group? }` as JSON.
 */
export const previewSelectionSchema = z.object({
  previewDateTime: z.iso.datetime({ offset: true }),
  test: z.optional(z.string()),
  group: z.optional(z.string()),
});
export type PreviewSelection = z.infer<typeof previewSelectionSchema>;

/** The preview selection of a request's PreviewToken cookie, or undefined (absent or not ours). */
export function previewSelectionOf(c: Context<ServicesEnv>): PreviewSelection | undefined {
  const text = readCookie(PREVIEW_TOKEN_COOKIE, c.req.header('cookie') ?? null);
  if (!text) return undefined;
  try {
    const parsed = previewSelectionSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

// --- assignment ---------------------------------------------------------------------------------------------

/** A stable group index for a visitor and a test (the same visitor stays in the same group). */
function groupIndex(visitor: string, test: string, groups: number): number {
  let hash = 0;
  for (const ch of `${visitor}/${test}`) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  return hash % groups;
}

const assignmentsOf = (state: ReferenceState) =>
  state.slot('abTestAssignments', () => new Map<string, Map<string, string>>());

/**
 * The visitor's groups in the tests active at `time`: stored per session on first sight; the preview selection's
 * test and group win over it.
 */
export function assignmentOf(
  state: ReferenceState,
  sessionId: string,
  time: Date,
  preview?: PreviewSelection,
): { test: string; group: string }[] {
  const all = assignmentsOf(state);
  const mine = all.get(sessionId) ?? new Map<string, string>();
  all.set(sessionId, mine);
  return testsActiveAt(state, time).map((test) => {
    if (preview?.test === test.name && preview.group && test.groups.includes(preview.group)) {
      return { test: test.name, group: preview.group };
    }
    const group = mine.get(test.name) ?? test.groups[groupIndex(sessionId, test.name, test.groups.length)] ?? '';
    mine.set(test.name, group);
    return { test: test.name, group };
  });
}

/** Statuses chosen for the A/B service's errors. */
export const abTestStatus = { badRequest: 400 } as const;

/**
 * The A/B-test service's calls: GET gettestsat?time=… and GET getassignment.
 * - gettestsat: the tests active at `time` (an ISO timestamp), as a JSON array; 400 `{ code: 'BAD_REQUEST' }` when
 *   `time` is missing or not a date.
 * - getassignment: `{ assignments: [{ test, group }] }` for the session's visitor (the result is ignored by the
 *   footer), at the preview date when a PreviewToken cookie sets one, else now.
 */
export const registerAbTests: RegisterRoutes = (app) => {
  app.get(TESTS_AT_PATH, (c) => {
    const query = testsAtQuerySchema.safeParse(c.req.query());
    const time = query.success ? Date.parse(query.data.time) : Number.NaN;
    if (Number.isNaN(time)) return c.json({ code: 'BAD_REQUEST' }, abTestStatus.badRequest);
    return c.json(testsActiveAt(c.get('state'), new Date(time)).map(toContract));
  });

  app.get(ASSIGNMENT_PATH, (c) => {
    const state = c.get('state');
    const preview = previewSelectionOf(c);
    const time = preview ? new Date(preview.previewDateTime) : state.now();
    return c.json({ assignments: assignmentOf(state, sessionOf(c), time, preview) });
  });
};

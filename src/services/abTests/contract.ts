import { z } from 'zod/mini';

/** "A/B test: name, groups (each with a name)". */
export const abTestSchema = z.looseObject({
  name: z.string(),
  groups: z._default(z.array(z.looseObject({ name: z.string() })), []),
});

/** gettestsat: "answer: list of tests with name and groups" (a JSON array). */
export const testsAtResponseSchema = z.array(abTestSchema);

/** Query: `time`, the preview date and time "combined into an ISO timestamp". */
export const testsAtQuerySchema = z.object({ time: z.string().check(z.minLength(1)) });

export type AbTest = z.infer<typeof abTestSchema>;

/**
 * "Preview selection: test name and group name, kept as a small JSON text". The panel's two selects carry
 * the selection as their values: the test select `{}` (None) or `{"test":…}`, the group select `{"test":…,"group":…}`,
 * and both placeholders, which are choices too ("Choices also include a placeholder"), `null`. So None never
 * collides with a test's name and no name needs a sentinel; the empty value stays the Select primitive's "nothing
 * chosen", which shows the placeholder.
 */
import { z } from 'zod/mini';

export interface PreviewSelection {
  test?: string;
  group?: string;
}

/** The placeholder options' value: the JSON text of no selection. */
export const NO_SELECTION = 'null';

const selectionSchema = z.strictObject({ test: z.optional(z.string()), group: z.optional(z.string()) });

/** The selection as its JSON text, test before group, absent parts left out. */
export function previewSelectionText({ test, group }: PreviewSelection): string {
  return JSON.stringify({ ...(test !== undefined && { test }), ...(group !== undefined && { group }) });
}

/** The selection a JSON text holds, or null for the placeholders ('', `null`) and any text that is not one. */
export function previewSelectionOf(text: unknown): PreviewSelection | null {
  if (typeof text !== 'string' || text === '') return null;
  try {
    const parsed = selectionSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * What a promotion's colours came to (the content's own, or the theme's when they are invalid or fail WCAG AA), as
 * data: decided where the promotion is loaded (colours.ts, with culori), so the browser gets ready colours and needs no
 * colour library to show them.
 */
import { z } from 'zod/mini';

/** Why content colours were refused: not a valid opaque CSS colour, or not readable together (WCAG AA). */
export const colourFallbackReasons = ['invalid', 'contrast'] as const;

/**
 * A colour as it may reach a style attribute: a six-digit hex, nothing else (page data is checked again in the
 * browser, so a tampered value never becomes CSS).
 */
const hexColour = z.string().check(z.regex(/^#[0-9a-f]{6}$/i));

export const colourOutcomeSchema = z.discriminatedUnion('kind', [
  /** The content names no colour: the theme's surface as it is. */
  z.object({ kind: z.literal('theme') }),
  /** The content's colours (one of them may be the theme's), readable together, as hex. */
  z.object({ kind: z.literal('custom'), colours: z.object({ background: hexColour, text: hexColour }) }),
  /** The content's colours could not be used: the theme's instead, and why (for the log). */
  z.object({ kind: z.literal('fallback'), reason: z.enum(colourFallbackReasons) }),
]);
export type ColourOutcome = z.output<typeof colourOutcomeSchema>;
export type PromotionColours = Extract<ColourOutcome, { kind: 'custom' }>['colours'];

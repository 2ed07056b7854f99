/** The axe rule tags every story and page is held to. */
export const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] as const;

/**
 * A per-story exception to the axe gate: one rule, switched off for that story only, with the reason.
 * Set as `parameters: { axeExceptions: [{ rule: 'region', reason: '…' }] }`. A missing reason fails the run.
 */
export interface AxeException {
  rule: string;
  reason: string;
}

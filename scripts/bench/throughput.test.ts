import { describe, expect, it } from 'vitest';
import { quantile } from './throughput.mjs';

describe('quantile (nearest rank), for the p50 and p95 of the server rendering latencies', () => {
  const twenty = Array.from({ length: 20 }, (_, i) => i + 1);

  it('the p95 of 1..20 is 19 and the p50 is 10: the smallest value at or above that share of the answers', () => {
    expect(quantile(twenty, 0.95)).toBe(19);
    expect(quantile(twenty, 0.5)).toBe(10);
  });

  it('one answer is every quantile; none has none', () => {
    expect(quantile([42], 0.95)).toBe(42);
    expect(quantile([], 0.95)).toBeNaN();
  });
});

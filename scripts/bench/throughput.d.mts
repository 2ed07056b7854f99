/** The quantile `q` (0..1) of ascending `sorted`, by the nearest-rank method; NaN when there is none. */
export function quantile(sorted: readonly number[], q: number): number;

/** The p-th percentile (0..100) of ascending `sorted`, nearest rank; NaN when empty. */
export function percentile(sorted: readonly number[], p: number): number {
  return sorted.length === 0
    ? Number.NaN
    : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

export type Timing = { p50: number; p95: number; p99: number; max: number };

/** p50, p95, p99 and the largest of `times` (any order). */
export function summarise(times: readonly number[]): Timing {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.at(-1)!,
  };
}

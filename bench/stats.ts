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

/**
 * Alternates the calls of `calls` (one each per round), `warmup` rounds untimed then `requests`
 * timed; the timing of each call, in the order of `calls`.
 */
export async function timeInterleaved(
  calls: readonly (() => Promise<unknown>)[],
  { warmup, requests }: { warmup: number; requests: number },
): Promise<Timing[]> {
  const times = calls.map(() => [] as number[]);
  for (let round = 0; round < warmup + requests; round += 1) {
    for (const [index, call] of calls.entries()) {
      const started = performance.now();
      await call();
      if (round >= warmup) times[index]!.push(performance.now() - started);
    }
  }
  return times.map(summarise);
}

/** Milliseconds as the benches' tables print them. */
export const fmt = (value: number) => value.toFixed(2);

/** A Markdown table row: `name`, p50, p95, p99 and max of `t`, then any `extra` cells. */
export const timingRow = (name: string, t: Timing, ...extra: string[]) =>
  `| ${[name, fmt(t.p50), fmt(t.p95), fmt(t.p99), fmt(t.max), ...extra].join(' | ')} |`;

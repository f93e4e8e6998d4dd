/**
 * Moving averages over a price series. Results are compact: `result[i]` is the average ending at
 * `values[i + n - 1]`, so a series shorter than `n` gives `[]`.
 */
function assertPeriod(n: number): void {
  if (!Number.isInteger(n) || n < 1) throw new RangeError(`Period must be a positive integer, got ${n}`);
}

/** Simple moving average: the plain mean of each window of `n` values. */
export function sma(values: readonly number[], n: number): number[] {
  assertPeriod(n);
  if (values.length < n) return [];
  const result: number[] = [];
  let sum = 0;
  for (let i = 0; i < values.length; i += 1) {
    sum += values[i] as number;
    if (i >= n) sum -= values[i - n] as number;
    if (i >= n - 1) result.push(sum / n);
  }
  return result;
}

/**
 * Exponential moving average with smoothing `2 / (n + 1)`, seeded with the SMA of the first `n`
 * values (the usual charting convention, so the first value equals `sma(values, n)[0]`).
 */
export function ema(values: readonly number[], n: number): number[] {
  assertPeriod(n);
  if (values.length < n) return [];
  const k = 2 / (n + 1);
  let current = sma(values.slice(0, n), n)[0] as number;
  const result = [current];
  for (let i = n; i < values.length; i += 1) {
    current = (values[i] as number) * k + current * (1 - k);
    result.push(current);
  }
  return result;
}

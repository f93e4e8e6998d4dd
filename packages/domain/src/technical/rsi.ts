/**
 * Relative Strength Index with Wilder's smoothing. The first average gain and loss are the plain
 * means of the first `period` changes; later ones are `(previous * (period - 1) + current) / period`.
 * `result[i]` belongs to `closes[i + period]`; fewer than `period + 1` closes give `[]`.
 */
export function rsi(closes: readonly number[], period = 14): number[] {
  if (!Number.isInteger(period) || period < 1) {
    throw new RangeError(`Period must be a positive integer, got ${period}`);
  }
  if (closes.length <= period) return [];
  let gain = 0;
  let loss = 0;
  for (let i = 1; i <= period; i += 1) {
    const change = (closes[i] as number) - (closes[i - 1] as number);
    if (change > 0) gain += change;
    else loss -= change;
  }
  gain /= period;
  loss /= period;
  const result = [toRsi(gain, loss)];
  for (let i = period + 1; i < closes.length; i += 1) {
    const change = (closes[i] as number) - (closes[i - 1] as number);
    gain = (gain * (period - 1) + Math.max(change, 0)) / period;
    loss = (loss * (period - 1) + Math.max(-change, 0)) / period;
    result.push(toRsi(gain, loss));
  }
  return result;
}

function toRsi(averageGain: number, averageLoss: number): number {
  if (averageLoss === 0) return averageGain === 0 ? 50 : 100;
  return 100 - 100 / (1 + averageGain / averageLoss);
}

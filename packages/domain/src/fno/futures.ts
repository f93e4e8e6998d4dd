export type FuturesInput = {
  spot: number;
  /** Time to expiry in years (>= 0). */
  years: number;
  /** Continuously compounded annual risk-free rate. */
  rate: number;
  /** Continuous annual dividend yield; default 0. */
  dividendYield?: number;
};

/** Fair futures price by cost of carry: F = S * e^((r - q) * T); at expiry it is the spot. */
export function futuresFairPrice({ spot, years, rate, dividendYield = 0 }: FuturesInput): number {
  if (!(spot > 0) || !Number.isFinite(spot)) throw new RangeError('spot must be a positive number');
  if (!(years >= 0) || !Number.isFinite(years)) throw new RangeError('years must be finite and not negative');
  return spot * Math.exp((rate - dividendYield) * years);
}

import { normCdf } from './normal.ts';

export type OptionType = 'CE' | 'PE';

export type BlackScholesInput = {
  type: OptionType;
  spot: number;
  strike: number;
  /** Time to expiry in years (>= 0). */
  years: number;
  /** Annual volatility, e.g. 0.14. */
  volatility: number;
  /** Continuously compounded annual risk-free rate, e.g. 0.065. */
  rate: number;
  /** Continuous annual dividend yield; default 0. */
  dividendYield?: number;
};

export type OptionValue = {
  price: number;
  /** d(price) / d(spot): 0..e^(-qT) for a call, -e^(-qT)..0 for a put. */
  delta: number;
};

/**
 * European option value by Black-Scholes-Merton (NSE index and stock options are European).
 * At expiry, or with zero volatility, the value is the discounted intrinsic value of the forward.
 */
export function blackScholes(input: BlackScholesInput): OptionValue {
  const { type, spot, strike, years, volatility, rate, dividendYield = 0 } = input;
  if (!(spot > 0) || !(strike > 0) || !Number.isFinite(spot) || !Number.isFinite(strike)) {
    throw new RangeError('spot and strike must be positive numbers');
  }
  if (!(years >= 0) || !(volatility >= 0) || !Number.isFinite(years) || !Number.isFinite(volatility)) {
    throw new RangeError('years and volatility must be finite and not negative');
  }
  const carriedSpot = spot * Math.exp(-dividendYield * years);
  const discountedStrike = strike * Math.exp(-rate * years);
  const sign = type === 'CE' ? 1 : -1;
  const deviation = volatility * Math.sqrt(years);
  if (deviation === 0) {
    const inTheMoney = sign * (carriedSpot - discountedStrike) > 0;
    return {
      price: inTheMoney ? sign * (carriedSpot - discountedStrike) : 0,
      delta: inTheMoney ? sign * Math.exp(-dividendYield * years) : 0,
    };
  }
  const d1 = (Math.log(carriedSpot / discountedStrike) + (deviation * deviation) / 2) / deviation;
  const d2 = d1 - deviation;
  const price = sign * (carriedSpot * normCdf(sign * d1) - discountedStrike * normCdf(sign * d2));
  return {
    // Cancellation can leave a deep out-of-the-money value a hair below zero.
    price: Math.max(price, 0),
    delta: sign * Math.exp(-dividendYield * years) * normCdf(sign * d1),
  };
}

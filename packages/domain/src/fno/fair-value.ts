import { blackScholes } from './black-scholes.ts';
import { futuresFairPrice } from './futures.ts';
import {
  FNO_DIVIDEND_YIELD,
  FNO_IMPLIED_VOLATILITY,
  FNO_RISK_FREE_RATE,
  type FnoUnderlyingType,
} from './pricing-assumptions.ts';

export type FnoContractKind = 'FUT' | 'CE' | 'PE';

export type FairValueInput = {
  kind: FnoContractKind;
  underlyingType: FnoUnderlyingType;
  spot: number;
  /** Options only. */
  strike?: number | null;
  /** Time to expiry in years (>= 0), e.g. from yearsToExpiry. */
  years: number;
};

/**
 * A contract's model value with the house assumptions (pricing-assumptions.ts): futures by cost of
 * carry, options by Black-Scholes-Merton. Unrounded; the caller puts it on the tick grid.
 */
export function fnoFairValue({ kind, underlyingType, spot, strike, years }: FairValueInput): number {
  const rate = FNO_RISK_FREE_RATE;
  const dividendYield = FNO_DIVIDEND_YIELD[underlyingType];
  if (kind === 'FUT') return futuresFairPrice({ spot, years, rate, dividendYield });
  if (strike == null) throw new RangeError('An option needs a strike');
  return blackScholes({
    type: kind,
    spot,
    strike,
    years,
    rate,
    dividendYield,
    volatility: FNO_IMPLIED_VOLATILITY[underlyingType],
  }).price;
}

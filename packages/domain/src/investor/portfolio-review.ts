/**
 * The portfolio review's figures (issue 33, /portfolioEvaluation), computed once here for the server
 * and the web: allocation by sector and by market-cap band, concentration (the largest holdings and
 * the Herfindahl index), unrealised P&L, volatility and beta against NIFTY 50 from daily closes, and
 * the plain-language flags. Weights are by current value (quantity times the live price, or the
 * average cost while a security has no price).
 */

export type ReviewHolding = {
  symbol: string;
  quantity: number;
  /** What a share cost on average, in rupees. */
  averagePrice: number;
  /** The live price; null when the security has none yet (the cost stands in). */
  livePrice: number | null;
  sector: string | null;
  /** The security's rank by market capitalisation among listed equities (1 the largest); null when unknown. */
  marketCapRank: number | null;
};

export const MARKET_CAP_BANDS = ['Large cap', 'Mid cap', 'Small cap', 'Unclassified'] as const;
export type MarketCapBand = (typeof MARKET_CAP_BANDS)[number];

/**
 * SEBI's categorisation of schemes (circular of 6 October 2017, the list AMFI publishes twice a
 * year): the 100 largest companies by full market capitalisation are large cap, the 101st to 250th
 * mid cap, the rest small cap.
 */
export function marketCapBand(rank: number | null): MarketCapBand {
  if (rank === null || !Number.isInteger(rank) || rank < 1) return 'Unclassified';
  if (rank <= 100) return 'Large cap';
  if (rank <= 250) return 'Mid cap';
  return 'Small cap';
}

/** Trading days in a year, for annualising daily volatility. */
export const TRADING_DAYS_PER_YEAR = 252;

/** The thresholds of the review's flags. */
export const REVIEW_LIMITS = {
  sectorShare: 0.4,
  holdingShare: 0.25,
  /** A Herfindahl index above this reads as concentrated (fewer than four equal holdings' worth). */
  herfindahl: 0.25,
  highBeta: 1.2,
} as const;

export type Slice = { name: string; value: number; weight: number };

const roundTo = (value: number, digits: number) => {
  const scale = 10 ** digits;
  return Math.round(value * scale) / scale;
};

export function currentValue(holding: ReviewHolding): number {
  return holding.quantity * (holding.livePrice ?? holding.averagePrice);
}

/** The holdings' value grouped by `keyOf`, largest first, each with its share of the whole. */
export function allocationBy(
  holdings: readonly ReviewHolding[],
  keyOf: (holding: ReviewHolding) => string,
): Slice[] {
  const total = holdings.reduce((sum, holding) => sum + currentValue(holding), 0);
  const groups = new Map<string, number>();
  for (const holding of holdings) {
    const key = keyOf(holding);
    groups.set(key, (groups.get(key) ?? 0) + currentValue(holding));
  }
  return [...groups]
    .map(([name, value]) => ({ name, value: roundTo(value, 2), weight: total > 0 ? value / total : 0 }))
    .sort((a, b) => b.value - a.value || a.name.localeCompare(b.name));
}

/** The Herfindahl-Hirschman index of the weights (0 to 1) and the equal holdings it is worth (1 / index). */
export function concentration(weights: readonly number[]) {
  const index = weights.reduce((sum, weight) => sum + weight * weight, 0);
  return { herfindahl: roundTo(index, 4), effectiveHoldings: index > 0 ? roundTo(1 / index, 2) : 0 };
}

/** Unrealised P&L at the live price: holdings without one count at cost (no P&L). */
export function unrealisedPnl(holdings: readonly ReviewHolding[]) {
  const cost = holdings.reduce((sum, holding) => sum + holding.quantity * holding.averagePrice, 0);
  const value = holdings.reduce((sum, holding) => sum + currentValue(holding), 0);
  const amount = value - cost;
  return {
    cost: roundTo(cost, 2),
    value: roundTo(value, 2),
    amount: roundTo(amount, 2),
    percent: cost > 0 ? roundTo((amount / cost) * 100, 2) : null,
  };
}

/** Day-on-day returns of a series of closes (oldest first). */
export function dailyReturns(closes: readonly number[]): number[] {
  const returns: number[] = [];
  for (let day = 1; day < closes.length; day++) {
    const previous = closes[day - 1]!;
    if (previous > 0) returns.push(closes[day]! / previous - 1);
  }
  return returns;
}

const mean = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

/**
 * The sample standard deviation of daily returns, annualised by √(returns a year): 252 on NSE's
 * calendar; null with fewer than two returns.
 */
export function annualisedVolatility(
  returns: readonly number[],
  periodsPerYear: number = TRADING_DAYS_PER_YEAR,
): number | null {
  if (returns.length < 2) return null;
  const average = mean(returns);
  const variance = returns.reduce((sum, value) => sum + (value - average) ** 2, 0) / (returns.length - 1);
  return roundTo(Math.sqrt(variance) * Math.sqrt(periodsPerYear), 4);
}

const SECONDS_PER_YEAR = 365.25 * 24 * 3600;

/**
 * How many closes a year the series has, from its first and last times (epoch seconds): about 250
 * on NSE's calendar, 365 where the market never closes (the demo feed's). Falls back to 252 when the
 * series spans less than a month, too short to tell.
 */
export function periodsPerYearOf(times: readonly number[]): number {
  if (times.length < 2) return TRADING_DAYS_PER_YEAR;
  const years = (times[times.length - 1]! - times[0]!) / SECONDS_PER_YEAR;
  if (years < 1 / 12) return TRADING_DAYS_PER_YEAR;
  return Math.round((times.length - 1) / years);
}

/**
 * Beta of `returns` against the market's returns of the same days: their covariance over the
 * market's variance. Null with fewer than two days or a market that did not move.
 */
export function beta(returns: readonly number[], marketReturns: readonly number[]): number | null {
  const days = Math.min(returns.length, marketReturns.length);
  if (days < 2) return null;
  const own = returns.slice(-days);
  const market = marketReturns.slice(-days);
  const ownMean = mean(own);
  const marketMean = mean(market);
  let covariance = 0;
  let marketVariance = 0;
  for (let day = 0; day < days; day++) {
    covariance += (own[day]! - ownMean) * (market[day]! - marketMean);
    marketVariance += (market[day]! - marketMean) ** 2;
  }
  return marketVariance > 0 ? roundTo(covariance / marketVariance, 4) : null;
}

/**
 * The portfolio's daily returns from each holding's closes of the same days (oldest first, one
 * array per holding, all of one length), weighted by today's value: the return of today's portfolio
 * held over the window, which is what volatility and beta describe.
 */
export function portfolioReturns(
  closesByHolding: readonly (readonly number[])[],
  weights: readonly number[],
): number[] {
  const series = closesByHolding.map(dailyReturns);
  const days = Math.min(...series.map((returns) => returns.length));
  if (!Number.isFinite(days) || days <= 0) return [];
  return Array.from({ length: days }, (_, day) =>
    series.reduce(
      (sum, returns, holding) => sum + (weights[holding] ?? 0) * returns[returns.length - days + day]!,
      0,
    ),
  );
}

export type ReviewFlag = { code: string; text: string };

/** What a reader should notice, in plain words, from the review's figures. */
export function reviewFlags(figures: {
  sectors: readonly Slice[];
  holdings: readonly Slice[];
  herfindahl: number;
  beta: number | null;
  unrealisedPercent: number | null;
}): ReviewFlag[] {
  const flags: ReviewFlag[] = [];
  const percent = (weight: number) => `${Math.round(weight * 100)}%`;
  for (const sector of figures.sectors) {
    if (sector.weight > REVIEW_LIMITS.sectorShare && sector.name !== 'Unclassified') {
      flags.push({
        code: 'sector_concentration',
        text: `Over 40% in one sector: ${sector.name} is ${percent(sector.weight)} of your portfolio.`,
      });
    }
  }
  for (const holding of figures.holdings) {
    if (holding.weight > REVIEW_LIMITS.holdingShare) {
      flags.push({
        code: 'holding_concentration',
        text: `${holding.name} alone is ${percent(holding.weight)} of your portfolio: a fall in it moves the whole.`,
      });
    }
  }
  if (figures.herfindahl > REVIEW_LIMITS.herfindahl) {
    flags.push({
      code: 'concentrated',
      text: `Concentrated: your holdings spread risk like ${roundTo(1 / figures.herfindahl, 1)} equal holdings would.`,
    });
  }
  if (figures.beta !== null && figures.beta > REVIEW_LIMITS.highBeta) {
    flags.push({
      code: 'high_beta',
      text: `Moves more than the market: a beta of ${figures.beta.toFixed(2)} against NIFTY 50 means about ${figures.beta.toFixed(1)}% for each 1% the index moves.`,
    });
  }
  if (figures.unrealisedPercent !== null && figures.unrealisedPercent <= -20) {
    flags.push({
      code: 'deep_loss',
      text: `Your holdings are ${Math.abs(figures.unrealisedPercent).toFixed(0)}% below what they cost.`,
    });
  }
  return flags;
}

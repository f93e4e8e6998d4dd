import {
  allocationBy,
  annualisedVolatility,
  beta,
  concentration,
  currentValue,
  dailyReturns,
  marketCapBand,
  type PortfolioReview,
  periodsPerYearOf,
  portfolioReturns,
  type ReviewHolding,
  reviewFlags,
  unrealisedPnl,
} from '@tradecircle/domain';
import type { AppDb } from '../../db/client.ts';
import type { Candle, HistoryRange } from '../../providers/market-feed/market-feed.types.ts';
import type { QuoteBook } from '../market/index.ts';
import { followedCallsOnSecurities } from '../trades/index.ts';
import type { Viewer } from '../users/index.ts';
import { type Equity, niftyIndexId, nseEquities, readPortfolio } from './portfolio.repository.ts';

/** Live prices and the daily closes the review reads (the market service fits). */
export type ReviewMarket = QuoteBook & { history(securityId: number, range: HistoryRange): Candle[] };
export type DailyCloses = (securityId: number) => Candle[];
export type ReviewDeps = { db: AppDb; market: QuoteBook; yearOfCloses: DailyCloses };

/** How long a security's year of daily candles is reused: only the session's last candle moves meanwhile. */
export const DAILY_CLOSES_TTL_MS = 60_000;

/**
 * A year of daily candles per security, computed once a minute at most. The feed walks each day's
 * path to build them (about 3.5 ms a security), which a review of 20 holdings would otherwise pay
 * on every read for figures that move only with the day's last close.
 */
export function memoisedYearOfCloses(market: ReviewMarket, now: () => number = Date.now): DailyCloses {
  const memo = new Map<number, { at: number; candles: Candle[] }>();
  return (securityId) => {
    const kept = memo.get(securityId);
    if (kept && now() - kept.at < DAILY_CLOSES_TTL_MS) return kept.candles;
    const candles = market.history(securityId, '1YEAR');
    memo.set(securityId, { at: now(), candles });
    return candles;
  };
}

/** How many holdings the concentration panel names. */
const LARGEST_HOLDINGS = 5;

const round = (value: number, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits;

const livePriceOf = (market: QuoteBook, securityId: number) => market.getQuote(securityId)?.livePrice ?? null;

/**
 * Each equity's rank by market capitalisation (shares outstanding times the live price, else the
 * last close) among the NSE equities we price; equities without a share count are unranked.
 */
export function marketCapRanks(equities: readonly Equity[], market: QuoteBook): Map<number, number> {
  const capitalised = equities
    .filter((equity) => equity.sharesOutstanding !== null && equity.sharesOutstanding > 0)
    .map((equity) => ({
      id: equity.id,
      cap: equity.sharesOutstanding! * (livePriceOf(market, equity.id) ?? equity.closePrice),
    }))
    .sort((a, b) => b.cap - a.cap);
  return new Map(capitalised.map((equity, index) => [equity.id, index + 1]));
}

/**
 * The closes of every series on the days all of them have (oldest first): the holdings' and the
 * index's year of daily candles line up on trading days, but a security listed during the year has
 * fewer.
 */
export function commonCloses(series: readonly Candle[][]): { times: number[]; closes: number[][] } {
  if (series.length === 0) return { times: [], closes: [] };
  const maps = series.map((candles) => new Map(candles.map((candle) => [candle.time, candle.close])));
  const times = series[0]!.map((candle) => candle.time).filter((time) => maps.every((map) => map.has(time)));
  return { times, closes: maps.map((map) => times.map((time) => map.get(time)!)) };
}

const EMPTY_REVIEW: Omit<PortfolioReview, 'source' | 'broker' | 'imported_at'> = {
  holdings: [],
  totals: { cost: 0, value: 0, pnl: 0, pnl_percent: null },
  sectors: [],
  market_caps: [],
  concentration: { herfindahl: 0, effective_holdings: 0, largest: [] },
  risk: { volatility: null, nifty_volatility: null, beta: null, days: 0 },
  history: [],
  overlap: [],
  flags: [],
};

/** The caller's portfolio review: the domain's figures (investor/portfolio-review.ts) on their holdings. */
export async function portfolioReview(
  { db, market, yearOfCloses }: ReviewDeps,
  viewer: NonNullable<Viewer>,
): Promise<PortfolioReview> {
  const portfolio = await readPortfolio(db, viewer.userId);
  if (!portfolio) return { source: null, broker: null, imported_at: null, ...EMPTY_REVIEW };
  const origin = {
    source: portfolio.source,
    broker: portfolio.broker,
    imported_at: portfolio.importedAt.toISOString(),
  };
  if (portfolio.holdings.length === 0) return { ...origin, ...EMPTY_REVIEW };

  const equities = await nseEquities(db);
  const equityById = new Map(equities.map((equity) => [equity.id, equity]));
  const ranks = marketCapRanks(equities, market);
  const held = portfolio.holdings.flatMap((holding) => {
    const equity = equityById.get(holding.securityId);
    if (!equity) return [];
    const review: ReviewHolding = {
      symbol: equity.symbol,
      quantity: holding.quantity,
      averagePrice: holding.averagePrice,
      livePrice: livePriceOf(market, equity.id),
      sector: equity.sector,
      marketCapRank: ranks.get(equity.id) ?? null,
    };
    return [{ equity, review }];
  });
  const reviews = held.map(({ review }) => review);
  const totals = unrealisedPnl(reviews);
  const total = totals.value;
  const weightOf = (review: ReviewHolding) => (total > 0 ? currentValue(review) / total : 0);

  const holdings = held
    .map(({ equity, review }) => {
      const cost = review.quantity * review.averagePrice;
      const value = currentValue(review);
      return {
        security_id: equity.id,
        symbol: equity.symbol,
        name: equity.name,
        sector: equity.sector,
        market_cap_band: marketCapBand(review.marketCapRank),
        quantity: review.quantity,
        average_price: review.averagePrice,
        live_price: review.livePrice,
        cost: round(cost),
        value: round(value),
        pnl: round(value - cost),
        pnl_percent: cost > 0 ? round(((value - cost) / cost) * 100) : null,
        weight: round(weightOf(review), 4),
      };
    })
    .sort((a, b) => b.value - a.value || a.symbol.localeCompare(b.symbol));

  const sectors = allocationBy(reviews, (review) => review.sector ?? 'Unclassified');
  const marketCaps = allocationBy(reviews, (review) => marketCapBand(review.marketCapRank));
  const bySymbol = allocationBy(reviews, (review) => review.symbol);
  const { herfindahl, effectiveHoldings } = concentration(bySymbol.map((slice) => slice.weight));

  const niftyId = await niftyIndexId(db);
  const holdingSeries = held.map(({ equity }) => yearOfCloses(equity.id));
  const niftySeries = niftyId === undefined ? [] : yearOfCloses(niftyId);
  const aligned = commonCloses(niftySeries.length > 0 ? [...holdingSeries, niftySeries] : holdingSeries);
  const holdingCloses = aligned.closes.slice(0, held.length);
  const niftyCloses = niftySeries.length > 0 ? aligned.closes[held.length]! : null;
  const returns = portfolioReturns(holdingCloses, reviews.map(weightOf));
  const niftyReturns = niftyCloses ? dailyReturns(niftyCloses) : [];
  const portfolioBeta = niftyCloses ? beta(returns, niftyReturns) : null;
  const periodsPerYear = periodsPerYearOf(aligned.times);
  const volatility = annualisedVolatility(returns, periodsPerYear);

  // Today's quantities held over the window, and the index, each rebased to 100 on the first day.
  const values = aligned.times.map((_, day) =>
    held.reduce((sum, { review }, index) => sum + review.quantity * holdingCloses[index]![day]!, 0),
  );
  const history = aligned.times.map((time, day) => ({
    time,
    portfolio: values[0]! > 0 ? round((values[day]! / values[0]!) * 100) : 100,
    nifty: niftyCloses && niftyCloses[0]! > 0 ? round((niftyCloses[day]! / niftyCloses[0]!) * 100) : null,
  }));

  const overlap = (
    await followedCallsOnSecurities(
      db,
      viewer,
      held.map(({ equity }) => equity.id),
    )
  )
    .map((entry) => ({
      security_id: entry.securityId,
      symbol: equityById.get(entry.securityId)?.symbol ?? '',
      calls: entry.calls,
      open_calls: entry.openCalls,
      experts: entry.experts.map((expert) => ({ user_id: expert.userId, name: expert.name })),
      latest: entry.latest && {
        trade_id: entry.latest.tradeId,
        trade_type: entry.latest.tradeType,
        status: entry.latest.status,
        created_at: entry.latest.createdAt.toISOString(),
        expert: entry.latest.expert,
      },
    }))
    .sort((a, b) => b.calls - a.calls || a.symbol.localeCompare(b.symbol));

  return {
    ...origin,
    holdings,
    totals: { cost: totals.cost, value: totals.value, pnl: totals.amount, pnl_percent: totals.percent },
    sectors,
    market_caps: marketCaps,
    concentration: {
      herfindahl,
      effective_holdings: effectiveHoldings,
      largest: bySymbol.slice(0, LARGEST_HOLDINGS),
    },
    risk: {
      volatility,
      nifty_volatility: annualisedVolatility(niftyReturns, periodsPerYear),
      beta: portfolioBeta,
      days: returns.length,
    },
    history,
    overlap,
    flags: reviewFlags({
      sectors,
      holdings: bySymbol,
      herfindahl,
      beta: portfolioBeta,
      unrealisedPercent: totals.percent,
    }),
  };
}

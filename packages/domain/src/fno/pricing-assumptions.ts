/**
 * The constants every F&O fair value in TradeCircle is computed with. They are engineering
 * assumptions for a realistic simulator, not market quotes:
 *
 * - Risk-free rate 6.5% a year (continuously compounded): a round figure for India's short-term
 *   money-market rates that drive the cost of carry.
 * - Implied volatility 14% for indices: India VIX has mostly ranged 10-20 (integrations.md §7.6) and
 *   14% matches the simulator's NIFTY daily sigma (0.9% x sqrt(250)). 28% for single stocks: a little
 *   above the simulator's large-cap daily sigma (1.5% x sqrt(250) = 24%), as implied volatility
 *   usually trades above realised.
 * - Dividend yield 1.2% for indices (about NIFTY 50's trailing yield) and 1% for stocks, taken as a
 *   continuous yield q, so futures trade at S * e^((r - q) * T).
 * One flat volatility for every strike: no smile.
 */
export const FNO_RISK_FREE_RATE = 0.065;

export type FnoUnderlyingType = 'INDEX' | 'EQ';

export const FNO_IMPLIED_VOLATILITY: Readonly<Record<FnoUnderlyingType, number>> = { INDEX: 0.14, EQ: 0.28 };

export const FNO_DIVIDEND_YIELD: Readonly<Record<FnoUnderlyingType, number>> = { INDEX: 0.012, EQ: 0.01 };
